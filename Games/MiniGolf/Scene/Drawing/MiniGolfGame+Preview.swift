import Crease
import Foundation
import MiniGolfCore

/// The aim preview: a guide along the lined-up putt to its first wall contact and a short
/// stub of that bounce, and never longer than `previewReach(power:tuning:)`, which grows with the
/// power, so it shows the line and how hard without playing the hole (a hole runs about 300
/// units from tee to cup). It is played
/// out on a copy of the round, the same simulation at the same step as the putt, so wherever
/// it is drawn it is where the ball goes: up a slope and back, off a bumper, into the cup.
extension MiniGolfGame {
    /// The most round frames the preview plays out: longer than a full-power roll on grass,
    /// or one up a slope and back.
    static let previewFrames = 600
    /// Course units of the first bounce the preview shows: about four ball-widths.
    static let previewStub = 32.0
    /// The longest guide for a putt of `power`, in course units: 40 and half of what the
    /// putt rolls on flat grass (from 40 to about 280 at full power), so it grows with the
    /// power, shows where a short putt stops (up to about 80 units), and never shows
    /// whether a longer one finds the cup.
    static func previewReach(power: Double, tuning: PhysicsTuning) -> Double {
        40 + 0.5 * min(1, max(0, power)) * tuning.fullRoll
    }

    /// The lined-up putt's path, in course units: the ball's positions frame by frame until
    /// it stops, drops or finds water, until it has run `previewStub` past its first bounce,
    /// or until it is `previewReach(power:tuning:)` long. Empty when the ball cannot be putted.
    func previewPath() -> [Point] { previewRun().path }

    /// The preview's path (`previewPath`), whether it ends where the ball comes to rest or
    /// drops (not at the stub's end, the reach, the water's edge or the frame limit): only
    /// there is its end ringed; whether it ends at the water's edge, where a splash is
    /// drawn, so a line that stops short of where the ball would go reads as the water; and
    /// where it crosses the cup too fast to drop (`lipsOut`), marked so the line through the
    /// cup does not read as a putt that drops: only where the ball then never drops (played
    /// on past the drawn line to where it rests), so a putt that lips out and rolls back in is
    /// not crossed out.
    func previewRun() -> (path: [Point], rests: Bool, splashes: Bool, lipsOut: Point?) {
        var copy = match
        guard copy.putt(Shot(angle: aim.angle, power: aim.power)) else { return ([], false, false, nil) }
        let reach = Self.previewReach(power: aim.power, tuning: match.tuning)
        var path = [copy.ball.position]
        var stub: Double?
        var length = 0.0
        var lipsOut: Point?
        for _ in 0..<Self.previewFrames where copy.phase == .rolling {
            let events = copy.update()
            // Water puts the ball back where it was struck: the path ends at the water's edge.
            if events.contains(.water) { return (path, false, true, lipsOut) }
            if lipsOut == nil, events.contains(.lipOut) { lipsOut = copy.course.cup }
            let last = path[path.count - 1]
            path.append(copy.ball.position)
            let step = last.distance(to: copy.ball.position)
            length += step
            if let run = stub {
                stub = run + step
            } else if events.contains(where: { if case .bounce = $0 { true } else { false } }) {
                stub = 0
            }
            if events.contains(.holed) { return (path, true, false, nil) }
            if (stub ?? 0) >= Self.previewStub || length >= reach { return (path, false, false, lipsOut.flatMap { Self.dropsLater(copy) ? nil : $0 }) }
        }
        return (path, copy.phase != .rolling, false, lipsOut.flatMap { Self.dropsLater(copy) ? nil : $0 })
    }

    /// Whether the putt rolling in `match` drops into the cup before it rests, within the
    /// preview's frames.
    private static func dropsLater(_ match: MiniGolfMatch) -> Bool {
        var copy = match
        for _ in 0..<Self.previewFrames where copy.phase == .rolling {
            if copy.update().contains(.holed) { return true }
        }
        return false
    }
}
