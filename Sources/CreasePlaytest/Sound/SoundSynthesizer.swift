import Crease
import Foundation

/// Renders a `SoundRecipe` to 16-bit mono PCM: pure arithmetic on the recipe, so the same
/// recipe and rate give the same samples on every run (tests check them without SDL or a
/// sound card; the host turns them into mixer chunks once).
public enum SoundSynthesizer {
    /// The sample rates it renders at.
    public static let sampleRates: ClosedRange<Int> = 1_000...384_000

    /// The recipe as signed 16-bit samples at `sampleRate` Hz, one channel: every voice
    /// rendered under its envelope from its delay on, summed and clipped to full scale.
    /// The count is the recipe's duration in samples, rounded up; a rate outside
    /// `sampleRates` gives no samples.
    public static func render(_ recipe: SoundRecipe, sampleRate: Int) -> [Int16] {
        guard sampleRates.contains(sampleRate) else { return [] }
        let count = Int((recipe.duration * Double(sampleRate)).rounded(.up))
        guard count > 0 else { return [] }
        var mix = [Double](repeating: 0, count: count)
        for voice in recipe.voices { add(voice, to: &mix, sampleRate: Double(sampleRate)) }
        return mix.map { Int16((Swift.min(1, Swift.max(-1, $0)) * 32_767).rounded()) }
    }

    /// The number of samples `render` gives for a recipe at a rate.
    public static func sampleCount(of recipe: SoundRecipe, sampleRate: Int) -> Int {
        guard sampleRates.contains(sampleRate) else { return 0 }
        return Int((recipe.duration * Double(sampleRate)).rounded(.up))
    }

    private static func add(_ voice: SoundVoice, to mix: inout [Double], sampleRate: Double) {
        let duration = voice.envelope.duration
        guard duration > 0, voice.gain > 0 else { return }
        let first = Int((voice.delay * sampleRate).rounded(.up))
        let last = Swift.min(mix.count, Int((voice.end * sampleRate).rounded(.up)))
        guard first < last else { return }
        let ratio = voice.endFrequency / voice.startFrequency
        var phase = 0.0
        var random = SeededRandom(seed: voice.seed)
        var filtered = 0.0
        for index in first..<last {
            let time = Double(index) / sampleRate - voice.delay
            let frequency = voice.startFrequency * pow(ratio, Swift.min(1, time / duration))
            let sample: Double
            switch voice.waveform {
            case .sine: sample = sin(2 * Double.pi * phase)
            case .square: sample = phase < 0.5 ? 1 : -1
            case .triangle: sample = 4 * abs(phase - 0.5) - 1
            case .sawtooth: sample = 2 * phase - 1
            case .noise:
                // One-pole low-pass at `frequency`, scaled back to white noise's loudness so
                // a dark burst is as loud as a bright one.
                let alpha = 1 - exp(-2 * Double.pi * frequency / sampleRate)
                filtered += alpha * (random.double(in: -1..<1) - filtered)
                sample = filtered / Swift.max(0.05, (alpha / (2 - alpha)).squareRoot())
            }
            mix[index] += sample * voice.gain * voice.envelope.level(at: time)
            phase += frequency / sampleRate
            phase -= phase.rounded(.down)
        }
    }
}
