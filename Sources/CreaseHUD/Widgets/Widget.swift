import Crease

/// What an element shows and how it reacts: one of the built-in widgets, or nothing
/// (a container or spacer).
public enum Widget: Sendable, Hashable {
    /// Nothing drawn: a container or a spacer.
    case empty
    /// Text on the playfield.
    case label(Label)
    /// A tap target.
    case button(Button)
    /// A press-and-hold target.
    case holdButton(HoldButton)
    /// An on/off switch.
    case toggle(Toggle)
    /// A value along a track.
    case slider(Slider)
    /// An on-screen thumbstick.
    case stick(VirtualStick)
    /// Drag back to aim.
    case dragPad(DragPad)
    /// A filled bar.
    case meter(Meter)
    /// A titled number.
    case counter(Counter)
    /// An image.
    case icon(Icon)
    /// Room for game content.
    case viewport(Viewport)
    /// A plate behind a group of elements (a container: see `HUDElement.panel`).
    case panel(Panel)

    /// True for widgets that take pointer, keyboard and gamepad input (and focus).
    public var isInteractive: Bool {
        switch self {
        case .button, .holdButton, .toggle, .slider, .stick, .dragPad: true
        case .empty, .label, .meter, .counter, .icon, .viewport, .panel: false
        }
    }

    /// The role an element with this widget gets unless it says otherwise.
    public var defaultRole: Role {
        switch self {
        case .button, .holdButton, .toggle, .slider, .stick, .dragPad: .control
        case .label, .meter, .counter, .panel: .status
        case .empty, .icon, .viewport: .decoration
        }
    }

    /// The widget's own size, before the element's `ElementSize` has its say; text-bearing
    /// widgets stay within `width` where they can, their text fitted to it.
    public func contentSize(measurer: some TextMeasurer, theme: Theme, width: Double = .infinity) -> Size {
        switch self {
        case .empty: .zero
        case .label(let widget): widget.contentSize(measurer: measurer, theme: theme, width: width)
        case .button(let widget): widget.contentSize(measurer: measurer, theme: theme, width: width)
        case .holdButton(let widget): widget.contentSize(measurer: measurer, theme: theme, width: width)
        case .toggle(let widget): widget.contentSize(measurer: measurer, theme: theme, width: width)
        case .slider(let widget): widget.contentSize(measurer: measurer, theme: theme)
        case .stick(let widget): widget.contentSize(measurer: measurer, theme: theme)
        case .dragPad(let widget): widget.contentSize(measurer: measurer, theme: theme)
        case .meter(let widget): widget.contentSize(measurer: measurer, theme: theme, width: width)
        case .counter(let widget): widget.contentSize(measurer: measurer, theme: theme, width: width)
        case .icon(let widget): widget.contentSize(measurer: measurer, theme: theme)
        case .viewport(let widget): widget.contentSize(measurer: measurer, theme: theme)
        case .panel(let widget): widget.contentSize(measurer: measurer, theme: theme)
        }
    }

    /// Where the widget's words go in `frame`, for the widgets that show text (nil for the rest,
    /// and for a button showing an image).
    public func textSlot(in frame: Rect, theme: Theme) -> TextSlot? {
        switch self {
        case .label(let widget): widget.textSlot(in: frame, theme: theme)
        case .button(let widget): widget.textSlot(in: frame, theme: theme)
        case .holdButton(let widget): widget.textSlot(in: frame, theme: theme)
        case .toggle(let widget): widget.textSlot(in: frame, theme: theme)
        case .counter(let widget): widget.textSlot(in: frame, theme: theme)
        case .meter(let widget): widget.textSlot(in: frame, theme: theme)
        case .empty, .slider, .stick, .dragPad, .icon, .viewport, .panel: nil
        }
    }

    /// The widget's text fitted into `frame` by its policy (nil for a widget without words).
    public func fittedText(in frame: Rect, theme: Theme, measurer: some TextMeasurer) -> FittedText? {
        textSlot(in: frame, theme: theme)?.fitted(theme: theme, measurer: measurer)
    }

    /// Draws the widget into `frame`, its words as `text` (the HUD's fitting of them; nil
    /// draws them on one line, unfitted).
    public func draw(in frame: Rect, state: WidgetState, theme: Theme, text: FittedText? = nil, into list: inout DrawList) {
        switch self {
        case .empty: break
        case .label(let widget): widget.draw(in: frame, state: state, theme: theme, text: text, into: &list)
        case .button(let widget): widget.draw(in: frame, state: state, theme: theme, text: text, into: &list)
        case .holdButton(let widget): widget.draw(in: frame, state: state, theme: theme, text: text, into: &list)
        case .toggle(let widget): widget.draw(in: frame, state: state, theme: theme, text: text, into: &list)
        case .slider(let widget): widget.draw(in: frame, state: state, theme: theme, into: &list)
        case .stick(let widget): widget.draw(in: frame, state: state, theme: theme, into: &list)
        case .dragPad(let widget): widget.draw(in: frame, state: state, theme: theme, into: &list)
        case .meter(let widget): widget.draw(in: frame, state: state, theme: theme, text: text, into: &list)
        case .counter(let widget): widget.draw(in: frame, state: state, theme: theme, text: text, into: &list)
        case .icon(let widget): widget.draw(in: frame, state: state, theme: theme, into: &list)
        case .viewport(let widget): widget.draw(in: frame, state: state, theme: theme, into: &list)
        case .panel(let widget): widget.draw(in: frame, state: state, theme: theme, into: &list)
        }
    }

    /// The same widget with its words fitted by `fit` (no change for a widget without words).
    public func fitting(_ fit: TextFit) -> Widget {
        switch self {
        case .label(var widget): widget.fit = fit; return .label(widget)
        case .button(var widget): widget.fit = fit; return .button(widget)
        case .holdButton(var widget): widget.fit = fit; return .holdButton(widget)
        case .toggle(var widget): widget.fit = fit; return .toggle(widget)
        case .counter(var widget): widget.fit = fit; return .counter(widget)
        case .empty, .slider, .stick, .dragPad, .icon, .viewport, .panel, .meter: return self
        }
    }

    /// True for widgets that must not lie over each other: everything but art (an icon) and
    /// nothing. A viewport counts unless it is decoration (its default role): a board the
    /// game gave a status or control role is read or touched, so words over it are a fault.
    var isForeground: Bool {
        switch self {
        case .icon, .empty: false
        case .label, .button, .holdButton, .toggle, .slider, .stick, .dragPad, .meter, .counter, .panel, .viewport: true
        }
    }

    /// True for a panel: a container that is drawn and linted itself.
    var isPanel: Bool {
        if case .panel = self { true } else { false }
    }

    /// True when the widget's content size depends on text (so changing it needs a relayout).
    var measuresText: Bool {
        switch self {
        case .label, .button, .holdButton, .toggle, .counter, .meter: true
        case .empty, .slider, .stick, .dragPad, .icon, .viewport, .panel: false
        }
    }
}
