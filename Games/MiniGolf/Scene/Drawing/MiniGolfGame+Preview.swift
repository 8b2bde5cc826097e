import Crease
import Foundation
import MiniGolfCore

/// The aim preview: where the lined-up putt would roll, played out on a copy of the round,
/// so the dotted line turns off walls and bumpers instead of running through them, and is
/// as long as the roll itself at every power.
extension MiniGolfGame {
    /// The most round frames the preview plays out: longer than a full-power roll on grass.
    static let previewFrames = 360

    /// The lined-up putt's path, in course units: the ball's positions frame by frame until
    /// it stops, drops, finds water or bounces a second time. Empty when the ball cannot be
    /// putted.
    func previewPath() -> [Point] {
        var copy = match
        guard copy.putt(Shot(angle: aim.angle, power: aim.power)) else { return [] }
        var path = [copy.ball.position], bounces = 0
        for _ in 0..<Self.previewFrames where copy.phase == .rolling {
            let events = copy.update()
            // Water puts the ball back where it was struck: the path ends at the water's edge.
            if events.contains(.water) { break }
            path.append(copy.ball.position)
            bounces += events.count { if case .bounce = $0 { true } else { false } }
            if bounces >= 2 || events.contains(.holed) { break }
        }
        return path
    }
}
