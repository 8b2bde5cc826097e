import Crease
import Foundation
import Testing
@testable import MiniGolfCore

/// Power to roll: the ball rolls in proportion to the power on flat grass; a hole not holed by
/// its stroke limit is picked up.
@Suite("Putt power: roll in proportion to power")
struct PuttPowerTests {
    /// A flat, straight hole long enough for a full-power putt, the cup off the line.
    static let straight = Course(name: "Straight", par: 3, size: Size(width: 900, height: 200), tee: Point(x: 40, y: 100),
                                 cup: Point(x: 860, y: 30),
                                 boundary: [Point(x: 10, y: 10), Point(x: 890, y: 10), Point(x: 890, y: 190), Point(x: 10, y: 190)])

    /// How far a putt of `power` straight along the hole rolls.
    static func roll(power: Double) -> Double {
        var match = MiniGolfMatch(courses: [straight])
        let start = match.ball.position
        match.putt(Shot(angle: 0, power: power))
        var frames = 0
        while match.phase == .rolling, frames < 5_000 {
            match.update()
            frames += 1
        }
        return start.distance(to: match.ball.position)
    }

    @Test("the roll grows steadily with the power and is close to proportional to it, from a tap to full power")
    func rollIsProportional() {
        let full = PhysicsTuning().fullRoll
        var previous = 0.0
        var problems: [String] = []
        for step in 1...20 {
            let power = Double(step) * 0.05
            let roll = Self.roll(power: power)
            if roll <= previous { problems.append("\(Int(power * 100))% rolls \(roll), no further than \(previous)") }
            // Proportional to within 3% of a full roll at every power.
            if abs(roll - power * full) > 0.03 * full { problems.append("\(Int(power * 100))% rolls \(roll), not about \(power * full)") }
            previous = roll
        }
        #expect(full > 400 && full < 600, "a full-power putt should roll most of a long hole, not \(full)")
        #expect(problems.isEmpty, "\(problems)")
        #expect(Self.roll(power: 0.1) > 40, "a 10% tap should roll a useful distance (more than five ball-widths)")
    }

    @Test("the launch speed grows with the power, is 0 for none and NaN, and the tuning's top speed at full power")
    func launchSpeed() {
        let tuning = PhysicsTuning()
        #expect(tuning.launchSpeed(power: 0) == 0 && tuning.launchSpeed(power: .nan) == 0)
        #expect(tuning.launchSpeed(power: 1) == tuning.maxSpeed && tuning.launchSpeed(power: 7) == tuning.maxSpeed)
        let speeds = stride(from: 0.0, through: 1.0, by: 0.01).map { tuning.launchSpeed(power: $0) }
        #expect(zip(speeds, speeds.dropFirst()).allSatisfy { $0 < $1 }, "speed should grow with power")
    }

    @Test("a hole not holed at par + 3 strokes is picked up and scored par + 3")
    func parPlusThree() {
        var match = MiniGolfMatch(courses: [Self.straight])
        for _ in 0..<(Self.straight.par + 3) {
            match.putt(Shot(angle: Double.pi, power: 0.05))
            var frames = 0
            while match.phase == .rolling, frames < 5_000 {
                match.update()
                frames += 1
            }
        }
        #expect(match.phase == .holeComplete && match.scorecard.lines[0].strokes == 6 && !match.scorecard.lines[0].holed,
                "six strokes on a par 3 should pick the ball up and score 6, not \(String(describing: match.scorecard.lines[0].strokes))")
    }
}
