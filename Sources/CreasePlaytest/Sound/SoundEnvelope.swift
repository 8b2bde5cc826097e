/// How a voice's loudness rises and falls: a linear attack to full, a hold, then a decay to
/// silence along a squared curve (which sounds like a natural fade).
public struct SoundEnvelope: Sendable, Hashable {
    /// Seconds from silence to full.
    public var attack: Double
    /// Seconds at full.
    public var hold: Double
    /// Seconds from full back to silence.
    public var decay: Double

    /// Creates an envelope; negative or non-finite times count as zero.
    public init(attack: Double = 0.005, hold: Double = 0, decay: Double) {
        func seconds(_ value: Double) -> Double { value.isFinite ? Swift.max(0, value) : 0 }
        self.attack = seconds(attack)
        self.hold = seconds(hold)
        self.decay = seconds(decay)
    }

    /// Attack, hold and decay together: how long the voice sounds.
    public var duration: Double { attack + hold + decay }

    /// The loudness, 0–1, `time` seconds after the voice starts (0 before and after).
    public func level(at time: Double) -> Double {
        guard time >= 0, time < duration else { return 0 }
        if time < attack { return time / attack }
        if time < attack + hold { return 1 }
        guard decay > 0 else { return 0 }
        let remaining = 1 - (time - attack - hold) / decay
        return remaining * remaining
    }
}
