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

    /// The widget's own size, before the element's `ElementSize` has its say.
    public func contentSize(measurer: some TextMeasurer, theme: Theme) -> Size {
        switch self {
        case .empty: .zero
        case .label(let widget): widget.contentSize(measurer: measurer, theme: theme)
        case .button(let widget): widget.contentSize(measurer: measurer, theme: theme)
        case .holdButton(let widget): widget.contentSize(measurer: measurer, theme: theme)
        case .toggle(let widget): widget.contentSize(measurer: measurer, theme: theme)
        case .slider(let widget): widget.contentSize(measurer: measurer, theme: theme)
        case .stick(let widget): widget.contentSize(measurer: measurer, theme: theme)
        case .dragPad(let widget): widget.contentSize(measurer: measurer, theme: theme)
        case .meter(let widget): widget.contentSize(measurer: measurer, theme: theme)
        case .counter(let widget): widget.contentSize(measurer: measurer, theme: theme)
        case .icon(let widget): widget.contentSize(measurer: measurer, theme: theme)
        case .viewport(let widget): widget.contentSize(measurer: measurer, theme: theme)
        case .panel(let widget): widget.contentSize(measurer: measurer, theme: theme)
        }
    }

    /// Draws the widget into `frame`.
    public func draw(in frame: Rect, state: WidgetState, theme: Theme, into list: inout DrawList) {
        switch self {
        case .empty: break
        case .label(let widget): widget.draw(in: frame, state: state, theme: theme, into: &list)
        case .button(let widget): widget.draw(in: frame, state: state, theme: theme, into: &list)
        case .holdButton(let widget): widget.draw(in: frame, state: state, theme: theme, into: &list)
        case .toggle(let widget): widget.draw(in: frame, state: state, theme: theme, into: &list)
        case .slider(let widget): widget.draw(in: frame, state: state, theme: theme, into: &list)
        case .stick(let widget): widget.draw(in: frame, state: state, theme: theme, into: &list)
        case .dragPad(let widget): widget.draw(in: frame, state: state, theme: theme, into: &list)
        case .meter(let widget): widget.draw(in: frame, state: state, theme: theme, into: &list)
        case .counter(let widget): widget.draw(in: frame, state: state, theme: theme, into: &list)
        case .icon(let widget): widget.draw(in: frame, state: state, theme: theme, into: &list)
        case .viewport(let widget): widget.draw(in: frame, state: state, theme: theme, into: &list)
        case .panel(let widget): widget.draw(in: frame, state: state, theme: theme, into: &list)
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
