import Crease

/// What a widget looks like this frame beyond its declared content: pressed, hovered,
/// focused, and where a stick or drag pad is being pushed.
public struct WidgetState: Sendable, Hashable {
    /// Under a finger or the mouse button, or held with a key.
    public var isPressed = false
    /// Under the mouse pointer (no button).
    public var isHovered = false
    /// Has keyboard/gamepad focus, with the ring showing.
    public var isFocused = false
    /// Taking arrow keys or the gamepad stick (a focused stick or drag pad after Return / A).
    public var isEngaged = false
    /// False when the element is disabled: drawn faded, ignores input.
    public var isEnabled = true
    /// A stick's deflection, each axis in -1…1 (y grows downward, like the screen).
    public var stick = Point.zero
    /// A drag pad's drag: where it started and where it is now, in display points.
    public var drag: (start: Point, current: Point)? {
        get { dragStart.map { ($0, dragCurrent ?? $0) } }
        set { dragStart = newValue?.start; dragCurrent = newValue?.current }
    }
    var dragStart: Point?
    var dragCurrent: Point?

    /// Creates a resting state.
    public init() {}

    /// The opacity to draw at: 1, or the theme's disabled opacity.
    func opacity(in theme: Theme) -> Double { isEnabled ? 1 : theme.disabledOpacity }
}
