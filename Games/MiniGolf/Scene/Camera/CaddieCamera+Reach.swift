import Crease
import Foundation

/// How far behind the ball the caddie's eye stands and how high: the room the fence leaves
/// behind the target, the reach that room gives, and the rise that sees the ball over the rail
/// from beyond the fence.
extension CaddieCamera {
    /// The reach the eye goes to for the `room` behind the target (`room(along:)` of `yaw`):
    /// the room where the fence is nearer than `distance` but leaves `pleasantReach`, else
    /// `distance`.
    func goalReach(room: Double) -> Double {
        room >= Self.pleasantReach ? room : Self.distance
    }

    /// How much higher than usual the eye goes for the `room` behind the target: where it
    /// stands beyond the fence (`room` under `pleasantReach`), enough that its line to the
    /// ball's centre passes `railClearance` over the rail's top (the ball's height, and a
    /// little), else none. Where that would look down past `steepestPitch` (a ball against
    /// the rail), none either: rising would not clear the rail, which turns see-through, and
    /// would only lift the far end of the hole, the flag, out of the view's top.
    func goalRise(room: Double) -> Double {
        guard room < Self.pleasantReach else { return 0 }
        let over = CaddieRenderer.wallHeight + Self.railClearance - 4
        let needed = 4 + over * Self.distance / max(room, 1)
        guard needed <= 4 + Self.distance * tan(Self.steepestPitch + Self.ballBelowMiddle) else { return 0 }
        return max(0, needed - Self.height)
    }

    /// How far over the rail's top the eye's line to the ball's centre passes where the eye
    /// rises beyond the fence, course units: the ball's radius and a half.
    static let railClearance = 4.5

    /// How far behind the target the eye may stand looking along `heading` and stay over the
    /// course: `distance`, or where the line back from the target first meets the fence.
    func room(along heading: Double) -> Double {
        let back = Point(x: -cos(heading) * Self.distance, y: -sin(heading) * Self.distance)
        var nearest = 1.0
        for index in fence.indices {
            let a = fence[index], b = fence[(index + 1) % fence.count]
            let edge = Point(x: b.x - a.x, y: b.y - a.y)
            let denominator = back.x * edge.y - back.y * edge.x
            guard abs(denominator) > 1e-12 else { continue }
            let offset = Point(x: a.x - target.x, y: a.y - target.y)
            let t = (offset.x * edge.y - offset.y * edge.x) / denominator
            let u = (offset.x * back.y - offset.y * back.x) / denominator
            if t >= 0, t < nearest, u >= 0, u <= 1 { nearest = t }
        }
        return Self.distance * nearest
    }
}
