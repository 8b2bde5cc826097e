import Crease
import Foundation
import MiniGolfCore

/// The hole in play as it is drawn: its art (`HoleArt`, the course's shapes made once), the
/// caddie camera following the ball, the distance field the suggested aim follows, and where the ball was at the last round frame, so a
/// frame drawn between two round frames puts the ball between them.
struct HoleScene: Sendable {
    /// The course's shapes, made once per hole.
    private(set) var art: HoleArt
    /// The caddie camera, behind the ball along the aim.
    var camera: CaddieCamera
    /// The ball's position at the round frame before the last.
    var previousBall: Point
    /// How far the ball must roll to the cup from each spot, round walls and water: the
    /// suggested aim follows it (made once per hole).
    let field: DistanceField

    /// The scene of the hole `match` is on, the camera looking the way the aim suggests; `field`
    /// is the hole's distance field where it is built already (the bot builds it in the pause
    /// before the hole, so the hole's first frame, which draws a whole new course, does not).
    init(_ match: MiniGolfMatch, field: DistanceField? = nil) {
        art = HoleArt(course: match.course)
        previousBall = match.ball.position
        self.field = field ?? DistanceField(course: match.course, tuning: match.tuning)
        camera = CaddieCamera(target: match.ball.position, yaw: 0, fence: match.course.boundary, cup: match.course.cup)
        if let yaw = suggestedAim(match) {
            camera = CaddieCamera(target: match.ball.position, yaw: yaw, fence: match.course.boundary, cup: match.course.cup)
        }
    }

    /// The aim suggested from where the ball lies: straight at the cup when nothing stands
    /// between, else at the farthest point of the shortest way round the walls and water that
    /// the ball can roll to straight; nil with the ball on the cup.
    func suggestedAim(_ match: MiniGolfMatch) -> Double? {
        let target = aimPoint(match)
        let dx = target.x - match.ball.position.x, dy = target.y - match.ball.position.y
        return dx != 0 || dy != 0 ? atan2(dy, dx) : nil
    }

    /// The point the suggested aim looks at: the cup, or the farthest point of the way round
    /// that the ball can roll to straight.
    func aimPoint(_ match: MiniGolfMatch) -> Point {
        BotSearch.aimPoint(match: match, field: field)
    }

    /// The ball drawn `interpolation` (0–1) of the way from the last round frame to `ball`.
    func ball(_ ball: Point, interpolation: Double) -> Point {
        let t = min(1, max(0, interpolation))
        return Point(x: previousBall.x + (ball.x - previousBall.x) * t, y: previousBall.y + (ball.y - previousBall.y) * t)
    }
}
