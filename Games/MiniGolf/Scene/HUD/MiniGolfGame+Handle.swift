import Crease
import Foundation
import MiniGolfCore

/// The drag handle: the ring behind the ball that shows the pull, where it stands and how
/// near the ball and the fence it may come.
extension MiniGolfGame {
    /// The least distance, in points, between the drag handle's centre and the ball's: nearer,
    /// its ring would sit on the ball, so it is not drawn.
    static let handleClearance = 22.0

    /// The least distance, in points, between the drag handle's centre and the edge of the
    /// course's panel: its ring (12 pt) and a margin stay on the panel.
    static let handleMargin = 20.0

    /// Where the drag handle is drawn: behind the ball by the pull, as far as the finger is
    /// from where it went down (up to the full-power pull), or as far as the power asks for
    /// (keys, a gamepad, the power a hole starts at), so a drag from the ball to the handle
    /// gives the power it shows. Where that spot lies across the fence or out on the rough, it
    /// comes in along the pull onto the grass, clear of the fence's line
    /// (`handleFenceClearance`); with no such spot it may stand on the rough, in the room the
    /// course was fitted in (clear of the fold, the cameras and the HUD), held back along the
    /// pull's own line. Nil for a pull shorter than `handleClearance` (its ring would sit on
    /// the ball; the power plate still says the power) and where that room leaves no space
    /// behind the ball.
    func aimHandle() -> Point? {
        let ball = placement.courseView.display(match.ball.position)
        let pull: Double
        if let drag = input.drag {
            pull = min(Self.fullPowerPull, drag.start.distance(to: drag.current))
        } else {
            pull = Self.fullPowerPull * aim.power
        }
        let angle = placement.courseView.displayAngle(aim.angle)
        let back = Point(x: -cos(angle), y: -sin(angle))
        let bounds = placement.courseArea.insetBy(dx: Self.handleMargin, dy: Self.handleMargin)
        guard bounds.width > 0, bounds.height > 0 else { return nil }
        // Where the line back from the ball runs inside the room (it may start outside it).
        var enter = 0.0, exit = Double.infinity
        for (direction, position, low, high) in [(back.x, ball.x, bounds.minX, bounds.maxX), (back.y, ball.y, bounds.minY, bounds.maxY)] {
            if abs(direction) < 1e-9 {
                if position < low || position > high { return nil }
                continue
            }
            let a = (low - position) / direction, b = (high - position) / direction
            enter = max(enter, min(a, b))
            exit = min(exit, max(a, b))
        }
        var reach = min(max(pull, enter), exit)
        guard reach >= Self.handleClearance, reach >= enter - 1e-9 else { return nil }
        // The ring stays on the grass, off the fence's line: where the pull would put it across
        // the rail or out on the rough (where it reads as a ball gone off the course), it comes
        // in along the pull's line to the farthest spot inside the fence clear of the ball and
        // the rail (a drag starts anywhere, so the ring shows the pull's way; the power is the
        // figure beside it). With no such spot (a ball by the fence) it goes to the nearest spot
        // clear of the rail, on the rough if need be; with none of that (a small display), it
        // stays where the pull puts it: a ring over the rail beats none.
        let boundary = match.course.boundary.map(placement.courseView.display)
        func point(_ reach: Double) -> Point { Point(x: ball.x + back.x * reach, y: ball.y + back.y * reach) }
        func clearsFence(_ reach: Double) -> Bool {
            boundary.indices.allSatisfy { index in
                Polygon.distance(from: point(reach), toSegment: boundary[index], boundary[(index + 1) % boundary.count]) >= Self.handleFenceClearance
            }
        }
        func isOnGrass(_ reach: Double) -> Bool { Polygon.contains(boundary, point(reach)) && clearsFence(reach) }
        let low = max(enter, Self.handleClearance), high = exit
        if !isOnGrass(reach) {
            let inward = stride(from: reach.rounded(.down), through: low, by: -1).first { $0 <= high && isOnGrass($0) }
            let nearest = (1...60).lazy.flatMap { step in [reach - Double(step), reach + Double(step)] }
                .first { $0 >= low && $0 <= high && clearsFence($0) }
            if let moved = inward ?? (clearsFence(reach) ? nil : nearest) { reach = moved }
        }
        return Point(x: ball.x + back.x * reach, y: ball.y + back.y * reach)
    }

    /// The least distance, in points, between the drag handle's centre and the fence's line:
    /// its ring (12 pt, 3 pt wide) and the rail's stroke just clear of each other.
    static let handleFenceClearance = 15.0
}
