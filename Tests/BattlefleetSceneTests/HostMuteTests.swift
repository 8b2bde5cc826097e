import BattlefleetRules
@testable import BattlefleetScene
import Crease
import CreaseHUD
import CreasePlaytest
import Testing

/// The pause menu's sound line tells the truth when the host mutes the window (`--mute`,
/// Ctrl+M), and muting changes nothing of the match.
@Suite struct HostMuteTests {
    @Test("A headless run with --mute tells the game, and the pause menu says \"Sound: muted\"")
    func muteIsShown() throws {
        let folder = SceneTestSupport.temporaryDataDirectory()
        let heard = try Playtest.run(BattlefleetGame(environment: ["CREASE_DATA_DIR": folder.path]), arguments: ["--frames", "2"])
        let muted = try Playtest.run(BattlefleetGame(environment: ["CREASE_DATA_DIR": folder.path]), arguments: ["--frames", "2", "--mute"])
        #expect(heard.game.hostSound == .on && muted.game.hostSound == .muted, "only the --mute run should hear of the mute")
        var game = muted.game
        SceneTestSupport.key(&game, "Escape")
        #expect(SceneTestSupport.text(game, "sound") == "Sound: muted", "the menu should say the window is muted, got \(SceneTestSupport.text(game, "sound") ?? "nil")")
        SceneTestSupport.press(&game, "sound")
        #expect(SceneTestSupport.text(game, "sound") == "Sound: muted" && game.settings.sound,
                "muted, the game's own switch rests: a press changes nothing")
        game.hostSoundDidChange(.unavailable)
        SceneTestSupport.run(&game)
        #expect(SceneTestSupport.text(game, "sound") == "No audio", "with no audio device the menu says so, not that it is muted")
        game.hostSoundDidChange(.on)
        SceneTestSupport.run(&game)
        #expect(SceneTestSupport.text(game, "sound") == "Sound: on", "unmuted, with the game's sound on, it reads on")
        SceneTestSupport.press(&game, "sound")
        #expect(SceneTestSupport.text(game, "sound") == "Sound: off", "unmuted, a press turns the game's own sound off")
    }

    @Test("An autoplay match muted or heard ends in the same state")
    func muteChangesNoState() throws {
        let heard = try Playtest.run(BattlefleetGame(environment: [:]), arguments: ["--autoplay", "--seed", "4", "--frames", "900"])
        let muted = try Playtest.run(BattlefleetGame(environment: [:]), arguments: ["--autoplay", "--seed", "4", "--frames", "900", "--mute"])
        #expect(heard.report.stateHash == muted.report.stateHash, "muting should change no state")
        #expect(heard.report.sounds == muted.report.sounds, "the same cues are asked for, muted or heard")
    }
}
