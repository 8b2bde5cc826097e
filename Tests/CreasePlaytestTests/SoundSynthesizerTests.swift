import Crease
import CreaseHUD
import CreasePlaytest
import Foundation
import Testing

/// The pure sound side: recipes rendered to PCM, cues drained by the driver and counted.
@Suite("Sound: synthesizer, cues and the report's counts")
struct SoundSynthesizerTests {
    static let recipe = SoundRecipe("test", [
        .sweep(.square, from: 200, to: 800, envelope: SoundEnvelope(attack: 0.01, hold: 0.02, decay: 0.1), gain: 0.4),
        .noise(from: 3_000, to: 300, envelope: SoundEnvelope(decay: 0.2), gain: 0.5, delay: 0.05, seed: 9),
        .tone(.triangle, 440, envelope: SoundEnvelope(decay: 0.05), gain: 0.3),
        .tone(.sawtooth, 330, envelope: SoundEnvelope(decay: 0.05), gain: 0.3),
        .tone(.sine, 660, envelope: SoundEnvelope(decay: 0.05), gain: 0.3),
    ])

    @Test("a recipe renders its duration in samples, not silent, the same samples every time", arguments: [8_000, 22_050, 44_100, 48_000])
    func rendersDeterministically(rate: Int) {
        let samples = SoundSynthesizer.render(Self.recipe, sampleRate: rate)
        // The noise ends last: 0.05 s delay + 0.005 s attack + 0.2 s decay.
        let expected = Int((0.255 * Double(rate)).rounded(.up))
        #expect(samples.count == expected, "0.255 s at \(rate) Hz should be \(expected) samples, got \(samples.count)")
        #expect(SoundSynthesizer.sampleCount(of: Self.recipe, sampleRate: rate) == samples.count, "sampleCount should agree with render")
        #expect(samples.contains { abs(Int($0)) > 1_000 }, "the sound should be audible, peak \(samples.map { abs(Int($0)) }.max() ?? 0)")
        #expect(SoundSynthesizer.render(Self.recipe, sampleRate: rate) == samples, "rendering twice should give the same samples")
    }

    @Test("an envelope rises, holds and decays to silence; a voice is silent before its delay")
    func envelopeAndDelay() {
        let envelope = SoundEnvelope(attack: 0.1, hold: 0.1, decay: 0.2)
        #expect(envelope.duration == 0.4 && envelope.level(at: 0.05) == 0.5 && envelope.level(at: 0.15) == 1, "attack then hold")
        #expect(abs(envelope.level(at: 0.3) - 0.25) < 1e-9 && envelope.level(at: 0.4) < 1e-9 && envelope.level(at: 0.5) == 0 && envelope.level(at: -1) == 0,
                "squared decay, then silence")
        let late = SoundRecipe("late", [.tone(.square, 500, envelope: SoundEnvelope(decay: 0.1), gain: 1, delay: 0.1)])
        let samples = SoundSynthesizer.render(late, sampleRate: 10_000)
        #expect(samples.count == 2_050 && samples[..<1_000].allSatisfy { $0 == 0 } && samples[1_000...].contains { $0 != 0 },
                "the first 0.1 s should be silent and the rest sound")
    }

    @Test("an empty recipe, a bad rate and out-of-range numbers give no samples or clamped values, never a crash")
    func badInput() {
        #expect(SoundSynthesizer.render(SoundRecipe("none", []), sampleRate: 44_100).isEmpty, "no voices, no samples")
        #expect(SoundSynthesizer.render(Self.recipe, sampleRate: 0).isEmpty && SoundSynthesizer.render(Self.recipe, sampleRate: -5).isEmpty,
                "a rate outside 1 kHz–384 kHz should give nothing")
        let wild = SoundVoice(.sine, from: .nan, to: 1e9, envelope: SoundEnvelope(attack: -1, decay: .infinity), gain: 7, delay: -3)
        #expect(wild.startFrequency == 440 && wild.endFrequency == 20_000 && wild.gain == 1 && wild.delay == 0 && wild.envelope.duration == 0,
                "bad numbers should be clamped, got \(wild)")
        #expect(SoundCue("x", volume: 2).volume == 1 && SoundCue("x", volume: -1).volume == 0 && SoundCue("x", volume: .nan).volume == 0,
                "a cue's volume should be clamped to 0–1")
    }

    /// A game that asks for a "tick" every third step and a "tock" every fifth.
    struct Metronome: Game {
        var steps = 0
        var queued: [SoundCue] = []
        var soundRecipes: [SoundRecipe] { [SoundRecipe("tick", [.tone(.sine, 440, envelope: SoundEnvelope(decay: 0.01))])] }
        mutating func handle(_ event: InputEvent) -> Bool { false }
        mutating func update(step: Double) {
            steps += 1
            if steps % 3 == 0 { queued.append(SoundCue("tick")) }
            if steps % 5 == 0 { queued.append(SoundCue("tock", volume: 0.5)) }
        }
        func draw(into list: inout DrawList, interpolation: Double) {}
        func hashState(into hasher: inout StateHasher) { hasher.combine(steps) }
        mutating func takeSoundCues() -> [SoundCue] {
            defer { queued = [] }
            return queued
        }
    }

    @Test("the driver drains the cues every step, hands them to the host and counts them in the report")
    func driverDrainsAndCounts() throws {
        var driver = PlaytestDriver(game: Metronome(), setUp: GameSetUp(seed: 1, device: Device(), headless: true), frames: 30)
        var heard: [SoundCue] = []
        while !driver.isDone { heard += driver.runFrame(clock: ManualClock()).sounds }
        #expect(heard.filter { $0.name == "tick" }.count == 10 && heard.filter { $0.name == "tock" }.count == 6, "30 steps: 10 ticks, 6 tocks")
        #expect(driver.game.queued.isEmpty, "every cue should have been taken")
        let report = driver.report()
        #expect(report.sounds == ["tick": 10, "tock": 6], "the report should count each sound, got \(String(describing: report.sounds))")
        let decoded = try JSONDecoder().decode(JSONValue.self, from: report.jsonData())
        #expect(decoded["sounds"]?["tick"] == .number(10), "the JSON report should hold \"sounds\": {\"tick\": 10, …}")
    }

    @Test("--mute parses; a value given to it is the standard usage error")
    func muteFlag() throws {
        #expect(try RunOptions.parse(["--mute"]).mute && !RunOptions.parse([]).mute, "--mute should set mute, and only it")
        #expect(RunOptions.usage(executable: "minigolf").contains("--mute"), "the usage should list --mute")
        guard case .failure(let message) = PlaytestCommand.parse(["--mute=yes"], executable: "minigolf") else {
            Issue.record("--mute=yes should be refused")
            return
        }
        let lines = message.split(separator: "\n")
        #expect(lines.first == "minigolf: --mute: takes no value" && lines.count == 3 && lines.last == "see 'minigolf --help'",
                "the usage error should be three lines naming --mute, got \(message)")
    }
}
