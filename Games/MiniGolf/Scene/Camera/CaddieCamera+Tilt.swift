import Crease
import Foundation

/// How far the caddie view tilts up from its usual pitch for one frame (`CaddieCamera.tilt`):
/// to bring the flag down below the status, and to bring the rail, not the ground outside
/// it, to the view's foot when the eye stands beyond the fence; each as far as keeps the ball
/// in view.
extension CaddieCamera {
    /// The tilt that brings `point` (the flag's top) down to row `top` of `frame`'s
    /// projection, where it would be drawn above it, as far as keeps the ball (the target)
    /// above row `bottom`: 0 where the point shows already, is behind the eye or off to the side.
    func tilt(keeping point: Vector3, below top: Double, ballAbove bottom: Double, in frame: Rect) -> Double {
        var level = self
        level.tilt = 0
        let projection = level.projection(in: frame)
        let flag = projection.toCamera(point)
        guard flag.z > Projection.near, abs(flag.x) < flag.z, projection.toScreen(flag).y < top else { return 0 }
        let ball = projection.toCamera(Vector3(x: target.x, y: target.y, z: 4))
        guard ball.z > Projection.near else { return 0 }
        let wanted = atan2(flag.y, flag.z) - atan((projection.centre.y - top) / projection.focal)
        // The ball's whole disc (its radius seen from the eye, with a margin) stays above `bottom`.
        let disc = atan(6 / ball.dot(ball).squareRoot())
        let room = atan((bottom - projection.centre.y) / projection.focal) + atan2(ball.y, ball.z) - disc
        return max(0, min(wanted, room))
    }

    /// The tilt that, with the eye standing beyond the fence behind the ball, brings the
    /// fence's foot on the line back from the target down to row `bottom` of `frame`'s
    /// projection, so the view shows the course over the rail rather than the empty ground
    /// outside it, as far as keeps the ball (the target) above row `ballAbove`: 0 where the
    /// eye stands over the course or the foot is at or below `bottom` already.
    func tilt(hidingOutsideBelow bottom: Double, ballAbove: Double, in frame: Rect) -> Double {
        let fenceReach = room(along: yaw)
        guard reach > fenceReach + 1 else { return 0 }
        var level = self
        level.tilt = 0
        let projection = level.projection(in: frame)
        let foot = projection.toCamera(Vector3(x: target.x - cos(yaw) * fenceReach, y: target.y - sin(yaw) * fenceReach, z: 0))
        let ball = projection.toCamera(Vector3(x: target.x, y: target.y, z: 4))
        guard foot.z > Projection.near, ball.z > Projection.near else { return 0 }
        // Tilting the view up by an angle lowers every point by it, seen from the eye.
        let wanted = atan2(foot.y, foot.z) + atan((bottom - projection.centre.y) / projection.focal)
        let disc = atan(6 / ball.dot(ball).squareRoot())
        let allowed = atan((ballAbove - projection.centre.y) / projection.focal) + atan2(ball.y, ball.z) - disc
        return max(0, min(wanted, allowed))
    }
}
