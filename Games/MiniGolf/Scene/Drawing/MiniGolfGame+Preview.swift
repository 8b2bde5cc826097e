import Crease
import Foundation
import MiniGolfCore

/// The aim preview: where the lined-up putt would roll, played out on a copy of the round,
/// so the dotted line turns off walls and bumpers instead of running through them.
extension MiniGolfGame {
    /// Course units of path the preview shows at full power (less in proportion, never under 30).
    static let previewLength = 160.0

    /// The first stretch of the lined-up putt's path, in course units: the ball's positions
    /// frame by frame, up to `previewLength` × power of travel or the second bounce, whichever
    /// comes first. Empty when the ball cannot be putted.
    func previewPath() -> [Point] {
        var copy = match
        guard copy.putt(Shot(angle: aim.angle, power: aim.power)) else { return [] }
        let limit = max(30, Self.previewLength * aim.power)
        var path = [copy.ball.position], travelled = 0.0, bounces = 0
        for _ in 0..<240 where copy.phase == .rolling {
            let events = copy.update()
            let next = copy.ball.position, last = path[path.count - 1]
            let step = ((next.x - last.x) * (next.x - last.x) + (next.y - last.y) * (next.y - last.y)).squareRoot()
            if travelled + step > limit {
                // Stop exactly at the limit, part way along this frame's move.
                let t = step > 0 ? (limit - travelled) / step : 0
                path.append(Point(x: last.x + (next.x - last.x) * t, y: last.y + (next.y - last.y) * t))
                break
            }
            travelled += step
            path.append(next)
            bounces += events.count { if case .bounce = $0 { true } else { false } }
            if bounces >= 2 || events.contains(.holed) || events.contains(.water) { break }
        }
        return path
    }
}
