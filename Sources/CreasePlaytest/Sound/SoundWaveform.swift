/// The shape of one synthesized voice's wave.
public enum SoundWaveform: String, Sendable, Hashable, CaseIterable {
    /// A pure tone.
    case sine
    /// A hollow, buzzy tone (odd harmonics at full strength).
    case square
    /// A soft tone between sine and square.
    case triangle
    /// A bright, brassy tone (every harmonic).
    case sawtooth
    /// Seeded white noise through a one-pole low-pass filter whose cutoff is the voice's
    /// frequency: splashes, thuds and rattles.
    case noise
}
