import Crease
import MiniGolfCore

/// The hole in play as it is drawn: its art (`HoleArt`, the course's shapes made once), the
/// caddie camera following the ball, and where the ball was at the last round frame, so a
/// frame drawn between two round frames puts the ball between them.
struct HoleScene: Sendable {
    /// The course's shapes, made once per hole.
    private(set) var art: HoleArt
    /// The caddie camera, behind the ball along the aim.
    var camera: CaddieCamera
    /// The ball's position at the round frame before the last.
    var previousBall: Point

    /// The scene of the hole `match` is on, the camera looking along `yaw`.
    init(_ match: MiniGolfMatch, yaw: Double) {
        art = HoleArt(course: match.course)
        previousBall = match.ball.position
        camera = CaddieCamera(target: match.ball.position, yaw: yaw, fence: match.course.boundary)
    }

    /// The ball drawn `interpolation` (0–1) of the way from the last round frame to `ball`.
    func ball(_ ball: Point, interpolation: Double) -> Point {
        let t = min(1, max(0, interpolation))
        return Point(x: previousBall.x + (ball.x - previousBall.x) * t, y: previousBall.y + (ball.y - previousBall.y) * t)
    }
}
