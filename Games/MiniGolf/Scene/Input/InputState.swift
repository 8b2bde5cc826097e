import Crease
import CreaseHUD

/// The controls as they are held: the drag back on the course, the keys down, the stick and
/// the trigger, how long Up or Down has been held, and what the player last played with.
struct InputState: Sendable {
    /// The finger or mouse dragging back, where it went down, and, for a drag that began on
    /// the caddie camera's view, that camera's heading as it went down (nil on the course).
    var drag: (pointer: PointerID, start: Point, current: Point, heading: Double?)?
    /// The aim as the drag began: a pull that stays inside the pad's dead zone, or is let go
    /// there or cancelled, leaves the aim as it was.
    var aimBeforeDrag: AimState?
    /// Steering keys held down (and "Shift" while it slows the turn).
    var heldKeys: Set<String> = []
    /// What the player last played with; the card between holes names it.
    var lastInput = ScorecardCard.InputKind.pointer
    /// True once the player has putted this run: until then a hint says how.
    var hasPutted = false
    /// True while the player has asked for the whole hole (V or X) where the view would
    /// otherwise zoom in to follow the ball.
    var showsWholeHole = false
    /// Seconds Up or Down has been held, for its repeat.
    var powerHeld = 0.0
    /// How long Left or Right has been held, seconds: it turns steadily past `MiniGolfGame.turnDelay`.
    var turnHeld = 0.0
    /// The left stick's position.
    var stick = Point.zero
    /// The right trigger's pull, 0–1.
    var trigger = 0.0

    /// Lets go of the drag and the held keys (focus lost, the pause menu).
    mutating func release() {
        drag = nil
        heldKeys = []
    }
}
