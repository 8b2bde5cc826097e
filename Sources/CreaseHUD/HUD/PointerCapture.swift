import Crease

/// A finger (or the mouse) that pressed a control and owns it until released.
struct PointerCapture: Sendable, Hashable {
    /// The captured element's index.
    var element: Int
    /// Where the pointer went down, in display points.
    var start: Point
}
