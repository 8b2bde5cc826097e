/// How a putt's power becomes the ball's launch speed: so that on flat grass the ball rolls
/// in proportion to the power (half the power, half the roll), whatever the resistance and
/// drag make of speed.
///
/// The ground slows a ball by a constant resistance and a drag in proportion to its speed, so
/// the roll grows about with the square of a slow launch and about in proportion to a fast
/// one; power straight to speed made short putts far too weak. Here the roll of a full-power
/// putt is played out once, substep by substep exactly as `BallPhysics` rolls it, and the
/// speed that leaves `power` of that roll to go is read off it. Plain arithmetic: the same
/// power gives the same bits everywhere.
extension PhysicsTuning {
    /// The launch speed for a putt of `power` (0–1, clamped; NaN is 0): the speed that rolls
    /// `power` of `fullRoll` on flat grass.
    public func launchSpeed(power: Double) -> Double {
        let power = power.isFinite ? min(1, max(0, power)) : 0
        guard power > 0 else { return 0 }
        guard power < 1 else { return maxSpeed }
        let speeds = rollSpeeds()
        // remaining[i]: how far a ball struck at speeds[i] rolls (the moves after it).
        var remaining = Array(repeating: 0.0, count: speeds.count)
        for index in stride(from: speeds.count - 2, through: 0, by: -1) {
            remaining[index] = remaining[index + 1] + speeds[index + 1] * substep
        }
        let goal = power * remaining[0]
        for index in 1..<speeds.count where remaining[index] <= goal {
            let span = remaining[index - 1] - remaining[index]
            let share = span > 0 ? (goal - remaining[index]) / span : 0
            return speeds[index] + (speeds[index - 1] - speeds[index]) * share
        }
        // Shorter than the last substep's move: in proportion from a standing ball.
        let last = remaining[speeds.count - 2]
        return last > 0 ? speeds[speeds.count - 2] * goal / last : 0
    }

    /// How far a full-power putt rolls on flat grass, course units.
    public var fullRoll: Double {
        rollSpeeds().dropFirst().reduce(0) { $0 + $1 * substep }
    }

    /// The speed at each substep of a full-power roll on flat grass: the launch, then after
    /// each substep's slowing, down to the first below `stopSpeed`, where the ball rests.
    private func rollSpeeds() -> [Double] {
        var speeds = [maxSpeed]
        var speed = maxSpeed
        let longest = Int(maxRollTime / substep)
        while speed >= stopSpeed, speeds.count <= longest {
            speed = max(0, speed - grassDeceleration * substep) * max(0, 1 - grassDrag * substep)
            speeds.append(speed)
        }
        return speeds
    }
}
