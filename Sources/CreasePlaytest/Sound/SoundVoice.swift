/// One layer of a sound: a waveform sweeping from one frequency to another under an
/// envelope, starting `delay` seconds into the sound.
public struct SoundVoice: Sendable, Hashable {
    /// The wave's shape.
    public var waveform: SoundWaveform
    /// The frequency in Hz at the start (for noise, the low-pass cutoff).
    public var startFrequency: Double
    /// The frequency in Hz at the end; the sweep between them is exponential (even in pitch).
    public var endFrequency: Double
    /// The loudness over time.
    public var envelope: SoundEnvelope
    /// The voice's share of full scale, 0–1.
    public var gain: Double
    /// Seconds of silence before the voice starts.
    public var delay: Double
    /// The noise generator's seed (a noise voice sounds the same on every render).
    public var seed: UInt64

    /// Creates a voice; frequencies are clamped to 1 Hz–20 kHz, the gain to 0–1 and a
    /// negative delay to 0.
    public init(_ waveform: SoundWaveform, from startFrequency: Double, to endFrequency: Double? = nil, envelope: SoundEnvelope,
                gain: Double = 0.5, delay: Double = 0, seed: UInt64 = 1) {
        func hertz(_ value: Double) -> Double { value.isFinite ? Swift.min(20_000, Swift.max(1, value)) : 440 }
        self.waveform = waveform
        self.startFrequency = hertz(startFrequency)
        self.endFrequency = hertz(endFrequency ?? startFrequency)
        self.envelope = envelope
        self.gain = gain.isFinite ? Swift.min(1, Swift.max(0, gain)) : 0
        self.delay = delay.isFinite ? Swift.max(0, delay) : 0
        self.seed = seed
    }

    /// A steady tone.
    public static func tone(_ waveform: SoundWaveform, _ frequency: Double, envelope: SoundEnvelope, gain: Double = 0.5,
                            delay: Double = 0) -> SoundVoice {
        SoundVoice(waveform, from: frequency, envelope: envelope, gain: gain, delay: delay)
    }

    /// A tone gliding from one pitch to another.
    public static func sweep(_ waveform: SoundWaveform = .sine, from start: Double, to end: Double, envelope: SoundEnvelope,
                             gain: Double = 0.5, delay: Double = 0) -> SoundVoice {
        SoundVoice(waveform, from: start, to: end, envelope: envelope, gain: gain, delay: delay)
    }

    /// A burst of noise, its brightness (low-pass cutoff) gliding from `start` to `end` Hz.
    public static func noise(from start: Double, to end: Double? = nil, envelope: SoundEnvelope, gain: Double = 0.5, delay: Double = 0,
                             seed: UInt64 = 1) -> SoundVoice {
        SoundVoice(.noise, from: start, to: end, envelope: envelope, gain: gain, delay: delay, seed: seed)
    }

    /// Seconds from the sound's start to this voice's end.
    public var end: Double { delay + envelope.duration }
}
