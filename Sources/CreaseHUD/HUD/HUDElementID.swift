import Crease

/// A game's element ids as an enum the compiler checks, so a misspelt id does not build.
///
/// ```swift
/// enum ID: String, HUDElementID { case count, tap }
/// var hud = HUD(.label(ID.count, "Taps: 0").in(.raised), .button(ID.tap, "Tap").in(.flat))
/// hud.setText("Taps: 1", for: ID.count)
/// if action == .tapped(ID.tap) { … }
/// ```
/// Every call that names an element takes such an id as well as a `String` (the raw value is
/// the element's id); string ids stay for HUDs built from data.
public protocol HUDElementID: RawRepresentable<String>, Hashable, Sendable {}

extension HUDElement {
    /// Creates an element; see the factories for the common cases.
    public init(_ id: some HUDElementID, _ widget: Widget, role: Role? = nil, pane: Pane = .automatic, anchor: Anchor = .center,
                offset: Point = .zero, insets: EdgeInsets? = nil, size: ElementSize = .content,
                children: [HUDElement] = [], childLayout: ChildLayout = .anchored,
                isEnabled: Bool = true, isHidden: Bool = false) {
        self.init(id.rawValue, widget, role: role, pane: pane, anchor: anchor, offset: offset, insets: insets, size: size,
                  children: children, childLayout: childLayout, isEnabled: isEnabled, isHidden: isHidden)
    }

    /// Status text, fitted into its frame by `fit`.
    public static func label(_ id: some HUDElementID, _ text: String, font: Font? = nil, color: Color? = nil,
                             fit: TextFit = .standard) -> HUDElement {
        label(id.rawValue, text, font: font, color: color, fit: fit)
    }

    /// A tap button, its title fitted onto the plate by `fit`.
    public static func button(_ id: some HUDElementID, _ title: String, image: String? = nil, fit: TextFit = .standard) -> HUDElement {
        button(id.rawValue, title, image: image, fit: fit)
    }

    /// A press-and-hold button.
    public static func holdButton(_ id: some HUDElementID, _ title: String) -> HUDElement { holdButton(id.rawValue, title) }

    /// An on/off switch.
    public static func toggle(_ id: some HUDElementID, _ title: String, isOn: Bool = false) -> HUDElement {
        toggle(id.rawValue, title, isOn: isOn)
    }

    /// A slider.
    public static func slider(_ id: some HUDElementID, value: Double, in range: ClosedRange<Double> = 0...1,
                              step: Double? = nil) -> HUDElement {
        slider(id.rawValue, value: value, in: range, step: step)
    }

    /// An on-screen thumbstick.
    public static func stick(_ id: some HUDElementID, deadZone: Double = 0.1) -> HUDElement { stick(id.rawValue, deadZone: deadZone) }

    /// A drag-back-to-aim pad.
    public static func dragPad(_ id: some HUDElementID, fullPowerDistance: Double = 120) -> HUDElement {
        dragPad(id.rawValue, fullPowerDistance: fullPowerDistance)
    }

    /// A filled bar.
    public static func meter(_ id: some HUDElementID, value: Double, tint: Color? = nil, title: String? = nil) -> HUDElement {
        meter(id.rawValue, value: value, tint: tint, title: title)
    }

    /// A titled number.
    public static func counter(_ id: some HUDElementID, _ title: String, value: Int = 0) -> HUDElement {
        counter(id.rawValue, title, value: value)
    }

    /// An image.
    public static func icon(_ id: some HUDElementID, _ image: String, tint: Color = .white) -> HUDElement {
        icon(id.rawValue, image, tint: tint)
    }

    /// Room for game content, filling its pane unless sized otherwise.
    public static func viewport(_ id: some HUDElementID, background: Color? = nil) -> HUDElement {
        viewport(id.rawValue, background: background)
    }

    /// Children side by side, moving together.
    public static func row(_ id: some HUDElementID, spacing: Double = 8, _ children: [HUDElement]) -> HUDElement {
        row(id.rawValue, spacing: spacing, children)
    }

    /// Children stacked top to bottom, moving together.
    public static func column(_ id: some HUDElementID, spacing: Double = 8, _ children: [HUDElement]) -> HUDElement {
        column(id.rawValue, spacing: spacing, children)
    }

    /// Children in a grid that splits cleanly at the fold; fills its pane unless sized otherwise.
    public static func grid(_ id: some HUDElementID, _ grid: Grid = Grid(), _ children: [HUDElement]) -> HUDElement {
        self.grid(id.rawValue, grid, children)
    }

    /// Two views on opposite sides of the fold; fills the whole view unless placed otherwise.
    public static func arrangement(_ id: some HUDElementID, spacing: Double = 0, _ first: HUDElement,
                                   _ second: HUDElement) -> HUDElement {
        arrangement(id.rawValue, spacing: spacing, first, second)
    }

    /// Children each anchored inside this one: a group that moves together.
    public static func group(_ id: some HUDElementID, _ children: [HUDElement]) -> HUDElement { group(id.rawValue, children) }

    /// A plate behind `child`, `padding` wider on every side.
    public static func panel(_ id: some HUDElementID, padding: EdgeInsets = EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8),
                             panel: Panel = Panel(), _ child: HUDElement) -> HUDElement {
        self.panel(id.rawValue, padding: padding, panel: panel, child)
    }
}

extension HUD {
    /// Whether the HUD has an element with this id now.
    public func contains(_ id: some HUDElementID) -> Bool { contains(id.rawValue) }

    /// The element with an id, as declared (without its children).
    public func element(_ id: some HUDElementID) -> HUDElement? { element(id.rawValue) }

    /// The widget of an element.
    public func widget(of id: some HUDElementID) -> Widget? { widget(of: id.rawValue) }

    /// What an element's widget looks like now (pressed, focused, stick deflection…).
    public func state(of id: some HUDElementID) -> WidgetState? { state(of: id.rawValue) }

    /// True while a hold button (or any control) is pressed.
    public func isHeld(_ id: some HUDElementID) -> Bool { isHeld(id.rawValue) }

    /// A stick's deflection, each axis -1…1 (zero when released or unknown).
    public func stickValue(_ id: some HUDElementID) -> Point { stickValue(id.rawValue) }

    /// A toggle's state.
    public func isOn(_ id: some HUDElementID) -> Bool? { isOn(id.rawValue) }

    /// A slider's value, a meter's fill, or a counter's number.
    public func value(of id: some HUDElementID) -> Double? { value(of: id.rawValue) }

    /// Changes an element in place (anything but its id and children); relayouts next update.
    public mutating func modify(_ id: some HUDElementID, _ body: (inout HUDElement) -> Void) { modify(id.rawValue, body) }

    /// Sets the text of a label, or the title of a button, hold button, toggle, counter or meter.
    public mutating func setText(_ text: String, for id: some HUDElementID) { setText(text, for: id.rawValue) }

    /// Sets a slider's value, a meter's fill or a counter's number.
    public mutating func setValue(_ value: Double, for id: some HUDElementID) { setValue(value, for: id.rawValue) }

    /// Enables or disables a control.
    public mutating func setEnabled(_ isEnabled: Bool, for id: some HUDElementID) { setEnabled(isEnabled, for: id.rawValue) }

    /// Hides or shows an element (and its children).
    public mutating func setHidden(_ isHidden: Bool, for id: some HUDElementID) { setHidden(isHidden, for: id.rawValue) }

    /// Moves the keyboard focus to an element; returns false when it cannot take it.
    @discardableResult
    public mutating func focus(_ id: some HUDElementID) -> Bool { focus(id.rawValue) }

    /// An element's frame in the current layout, where it is heading (display points).
    public func frame(of id: some HUDElementID) -> Rect? { frame(of: id.rawValue) }

    /// An element's frame as drawn this frame, mid-transition included.
    public func displayedFrame(of id: some HUDElementID) -> Rect? { displayedFrame(of: id.rawValue) }

    /// A viewport's geometry proxy: the reserved regions in its own coordinates.
    public func viewportProxy(_ id: some HUDElementID) -> GeometryProxy? { viewportProxy(id.rawValue) }

    /// The largest rectangle of `area` clear of the fold, every camera and the HUD's elements
    /// but the `ignored` ones (see the overload with string ids).
    public func clearArea<ID: HUDElementID>(in area: Rect, fitting content: Size? = nil, avoiding obstacles: [Rect] = [],
                                            ignoring ignored: [ID], clearance: Double = 0) -> Rect {
        clearArea(in: area, fitting: content, avoiding: obstacles, ignoring: ignored.map(\.rawValue), clearance: clearance)
    }

    /// The largest rectangle of a pane clear of the fold, every camera and the HUD's elements
    /// but the `ignored` ones (see the overload with string ids).
    public func clearArea<ID: HUDElementID>(in pane: Pane = .whole, fitting content: Size? = nil, avoiding obstacles: [Rect] = [],
                                            ignoring ignored: [ID], clearance: Double = 0) -> Rect {
        clearArea(in: pane, fitting: content, avoiding: obstacles, ignoring: ignored.map(\.rawValue), clearance: clearance)
    }
}

extension HUDAction {
    /// A button was tapped.
    public static func tapped<ID: HUDElementID>(_ id: ID) -> HUDAction { .tapped(id.rawValue) }

    /// A hold button was pressed.
    public static func holdBegan<ID: HUDElementID>(_ id: ID) -> HUDAction { .holdBegan(id.rawValue) }

    /// A hold button was released (or its finger lost).
    public static func holdEnded<ID: HUDElementID>(_ id: ID) -> HUDAction { .holdEnded(id.rawValue) }

    /// A toggle flipped to `isOn`.
    public static func toggled<ID: HUDElementID>(_ id: ID, isOn: Bool) -> HUDAction { .toggled(id.rawValue, isOn: isOn) }

    /// A drag pad was released too gently, or the drag was lost.
    public static func aimCancelled<ID: HUDElementID>(_ id: ID) -> HUDAction { .aimCancelled(id.rawValue) }

    /// The element that acted, as one of the game's ids (nil when the id is not one of them).
    public func element<ID: HUDElementID>(as type: ID.Type) -> ID? { ID(rawValue: element) }
}
