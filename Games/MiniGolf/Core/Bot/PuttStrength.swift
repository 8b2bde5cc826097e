import Crease
import Foundation

/// How hard to putt along a line to reach a point: the suggested power a player starts from.
///
/// Found by playing the putt out on copies of the round (so slopes, sand and the cup's
/// capture count): the least power that holes the ball, or that brings it to rest level with
/// the target or past it, then a little more, so a putt at the cup that misses by a hair
/// stops about a ball-width past the hole rather than well beyond it. Where no power gets
/// there (water or a wall on the line), the power that would on flat grass. Deterministic.
public enum PuttStrength {
    /// Bisection steps: the power is found to within 2⁻¹² of full.
    static let steps = 12
    /// How far past the target (course units) the suggested putt is set to roll on flat grass.
    static let beyond = 6.0

    /// The suggested power for a putt from where the ball rests along `angle` to `target`;
    /// nil when the ball cannot be putted.
    public static func power(for match: MiniGolfMatch, angle: Double, to target: Point) -> Double? {
        guard match.canPutt else { return nil }
        let ball = match.ball.position
        let direction = Point(x: cos(angle), y: sin(angle))
        let goal = (target - ball).dot(direction)
        var low = 0.0, high = 1.0
        // Nothing gets there (water or a wall on the line): the power that would on flat grass.
        guard reaches(match, angle: angle, power: high, goal: goal) else { return min(1, (goal + beyond) / match.tuning.fullRoll) }
        for _ in 0..<steps {
            let middle = (low + high) / 2
            if reaches(match, angle: angle, power: middle, goal: goal) { high = middle } else { low = middle }
        }
        return min(1, high + beyond / match.tuning.fullRoll)
    }

    /// True when a putt of `power` along `angle` holes the ball or carries it at least `goal`
    /// along the line from where it was struck (at any moment of the roll, so a putt that
    /// reaches the target and comes back off a wall counts as reaching it).
    static func reaches(_ match: MiniGolfMatch, angle: Double, power: Double, goal: Double) -> Bool {
        var trial = match
        let start = trial.ball.position
        guard trial.putt(Shot(angle: angle, power: power)) else { return false }
        let frameLimit = Int(trial.tuning.maxRollTime * 60) + 2
        let direction = Point(x: cos(angle), y: sin(angle))
        var frames = 0
        while trial.phase == .rolling, frames < frameLimit {
            if trial.update().contains(.water) { return false }
            if (trial.ball.position - start).dot(direction) >= goal { return true }
            frames += 1
        }
        return trial.phase == .holeComplete && trial.scorecard.lines[trial.holeIndex].holed
    }
}
