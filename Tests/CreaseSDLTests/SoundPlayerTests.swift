import Crease
import CreaseHUD
import CreasePlaytest
@testable import CreaseSDL
import Foundation
import Testing

/// SDL2_mixer's side of the sounds, on SDL's dummy audio driver (no sound card needed).
@MainActor
@Suite(.serialized) struct SoundPlayerTests {
    nonisolated static let recipes = [
        SoundRecipe("beep", [.tone(.square, 880, envelope: SoundEnvelope(decay: 0.2), gain: 0.4)]),
        SoundRecipe("hiss", [.noise(from: 4_000, envelope: SoundEnvelope(decay: 0.3))]),
        SoundRecipe("silent", []),
    ]

    /// A game that asks for a beep every tenth step.
    struct Beeper: Game {
        var steps = 0
        var queued: [SoundCue] = []
        var soundRecipes: [SoundRecipe] { SoundPlayerTests.recipes }
        mutating func handle(_ event: InputEvent) -> Bool { false }
        mutating func update(step: Double) {
            steps += 1
            if steps % 10 == 0 { queued.append(SoundCue("beep", volume: 0.5)) }
        }
        func draw(into list: inout DrawList, interpolation: Double) {}
        func hashState(into hasher: inout StateHasher) { hasher.combine(steps) }
        mutating func takeSoundCues() -> [SoundCue] {
            defer { queued = [] }
            return queued
        }
    }

    @Test func thePlayerOpensOnTheDummyDriverAndPlaysCues() throws {
        setenv("SDL_AUDIODRIVER", "dummy", 1)
        let player = try SoundPlayer(recipes: Self.recipes, headless: true)
        #expect(player.driverName == "dummy", "headless tests should run on SDL's dummy audio driver, got \(player.driverName)")
        #expect(player.soundNames == ["beep", "hiss"], "a recipe with no samples loads nothing, got \(player.soundNames)")
        #expect(player.sampleRate > 0 && player.outputChannels >= 1, "the device's format should be known")
        #expect(player.play(SoundCue("beep")) && player.play(SoundCue("hiss", volume: 0.2)), "known sounds should start")
        #expect(!player.play(SoundCue("nope")), "an unknown sound should play nothing")
        #expect(player.playedCount == 2, "two cues started, got \(player.playedCount)")
        for _ in 0..<(SoundPlayer.mixerChannels + 4) { player.play(SoundCue("hiss")) }
        #expect(player.playedCount <= 2 + SoundPlayer.mixerChannels, "no more sounds overlap than there are channels")
        player.stopAll()
        #expect(player.playingCount == 0, "stopAll should silence every channel")
    }

    @Test func aHeadlessRunPlaysItsCuesAndMuteChangesNothingButThePlaying() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("crease-sound-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let loud = folder.appendingPathComponent("loud.json"), quiet = folder.appendingPathComponent("quiet.json")
        #expect(GameRunner.run(Beeper(), arguments: ["--headless", "--frames", "60", "--report", loud.path], executable: "beeper") == 0,
                "a headless run with sounds should exit 0")
        #expect(GameRunner.run(Beeper(), arguments: ["--headless", "--frames", "60", "--mute", "--report", quiet.path], executable: "beeper") == 0,
                "a muted run should exit 0")
        let first = try PlaytestReport(contentsOf: loud), second = try PlaytestReport(contentsOf: quiet)
        #expect(first.sounds == ["beep": 6], "60 steps ask for six beeps, got \(String(describing: first.sounds))")
        #expect(second.sounds == first.sounds && second.stateHash == first.stateHash, "muting counts the same cues and leaves the state alone")
        #expect(GameRunner.run(Beeper(), arguments: ["--headless", "--mute=on"], executable: "beeper") == 2, "a value given to --mute should exit 2")
    }

    /// A game that keeps what the host said of its sound, and reports it.
    struct MuteListener: Game {
        var sound = HostSound.on
        var changes = 0
        var muted: Bool { sound == .muted }
        mutating func hostSoundDidChange(_ sound: HostSound) {
            self.sound = sound
            changes += 1
        }
        var outcome: JSONValue { ["muted": .bool(muted), "changes": .number(Double(changes))] }
    }

    @Test func theGameHearsOfTheMuteFromTheFlagAndFromCtrlM() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("crease-mute-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let loud = folder.appendingPathComponent("loud.json"), quiet = folder.appendingPathComponent("quiet.json")
        #expect(GameRunner.run(MuteListener(), arguments: ["--headless", "--frames", "3", "--report", loud.path], executable: "listener") == 0)
        #expect(GameRunner.run(MuteListener(), arguments: ["--headless", "--frames", "3", "--mute", "--report", quiet.path], executable: "listener") == 0)
        let heard = try PlaytestReport(contentsOf: loud), muted = try PlaytestReport(contentsOf: quiet)
        #expect(heard.outcome == ["muted": false, "changes": 0], "an unmuted run tells the game nothing, got \(heard.outcome)")
        #expect(muted.outcome == ["muted": true, "changes": 1], "--mute is told once, got \(muted.outcome)")

        let window = try TestSupport.host()
        var driver = PlaytestDriver(game: MuteListener(), setUp: GameSetUp(seed: 1, device: window.device, headless: true), frames: nil)
        try window.runFrame(&driver, clock: ManualClock())
        #expect(!driver.game.muted && driver.game.changes == 0, "sound on: nothing to tell")
        window.perform(.toggleSound)
        try window.runFrame(&driver, clock: ManualClock())
        #expect(driver.game.muted && driver.game.changes == 1, "Ctrl+M is heard by the next frame")
        window.perform(.toggleSound)
        try window.runFrame(&driver, clock: ManualClock())
        #expect(!driver.game.muted && driver.game.changes == 2, "and unmuting too")
        window.isSoundUnavailable = true
        try window.runFrame(&driver, clock: ManualClock())
        #expect(driver.game.sound == .unavailable && driver.game.changes == 3, "a window with no audio device tells the game so")
    }

    @Test func ctrlMTogglesTheSoundWithANote() throws {
        let window = try TestSupport.host()
        #expect(KeyBindings.defaults.chord(for: .toggleSound) == KeyChord(key: "M", modifiers: .control), "Ctrl+M should be the default")
        #expect(!window.isSoundMuted, "sound starts on")
        window.perform(.toggleSound)
        #expect(window.isSoundMuted, "Ctrl+M should turn the sound off")
        window.perform(.toggleSound)
        #expect(!window.isSoundMuted, "and on again")
    }
}
