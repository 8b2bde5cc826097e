import Crease

/// A rectangle reserved for game content (the caddie camera, the enemy waters). The HUD draws
/// nothing there; the game asks `HUD.viewportProxy(_:)` for a `GeometryProxy` and draws into it.
public struct Viewport: Sendable, Hashable {
    /// A fill drawn behind the game's content, or nil for none.
    public var background: Color?

    /// Creates a viewport.
    public init(background: Color? = nil) {
        self.background = background
    }

    /// A viewport has no content size of its own; give it `.fill` or a fixed size.
    public func contentSize(measurer: some TextMeasurer, theme: Theme) -> Size { .zero }

    /// Draws the background, if any.
    public func draw(in frame: Rect, state: WidgetState, theme: Theme, into list: inout DrawList) {
        if let background { list.fill(frame, background) }
    }
}
