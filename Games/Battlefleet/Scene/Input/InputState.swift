import Crease
import CreaseHUD

/// Input in progress: what each finger or the mouse is doing on a board, and the step each
/// stick axis last made. Dropped when the device changes or the window loses focus.
struct InputState: Sendable, Hashable {
    /// The gesture of each pointer down on a board.
    var pointers: [PointerID: PointerGesture] = [:]
    /// The direction (−1, 0, 1) each stick axis was last pushed past halfway.
    var axisLatch: [GamepadAxis: Int] = [:]
}
