import CreaseGameSupport
import BattlefleetRules
@testable import BattlefleetScene
import Crease
import CreasePlaytest
import Foundation
import Testing

/// Saving after moves, resuming at start, and a bad save set aside.
@Suite struct SaveResumeTests {
    @Test("A match in progress is saved and resumed by the next start")
    func resume() throws {
        let folder = SceneTestSupport.temporaryDataDirectory()
        var game = SceneTestSupport.game(dataDirectory: folder)
        SceneTestSupport.press(&game, "ready")
        SceneTestSupport.key(&game, "Space")
        let file = folder.appendingPathComponent("battlefleet-save.json")
        #expect(FileManager.default.fileExists(atPath: file.path), "a move should write the save")
        let resumed = SceneTestSupport.game(seed: 99, dataDirectory: folder)
        #expect(resumed.match == game.match, "the next start should resume the same match")
        #expect(resumed.saveNotice == nil, "a good save should raise no notice")
    }

    @Test("A fleet still being placed is offered as such on a relaunch, not as placed")
    func placingResumeNote() throws {
        let folder = SceneTestSupport.temporaryDataDirectory()
        var game = SceneTestSupport.game(device: Device(), dataDirectory: folder)
        SceneTestSupport.press(&game, "rotate")
        SceneTestSupport.run(&game, steps: 120)
        let again = SceneTestSupport.game(device: Device(), seed: 99, dataDirectory: folder)
        #expect(again.screen == .resume, "the start should offer the match being placed")
        #expect(SceneTestSupport.text(again, "resumeNote") == "Placing your fleet, no shot fired yet",
                "the note should say the fleet is still being placed, not \(SceneTestSupport.text(again, "resumeNote") ?? "nil")")
    }

    @Test("A relaunch offers the saved match: Continue takes it up, New game tapped twice starts afresh, and no board shows meanwhile",
          arguments: [Posture.tabletop, .book, .closed])
    func resumeChoice(_ posture: Posture) throws {
        let folder = SceneTestSupport.temporaryDataDirectory()
        var device = Device()
        device.posture = posture
        var game = SceneTestSupport.game(device: device, dataDirectory: folder)
        SceneTestSupport.press(&game, "ready")
        SceneTestSupport.key(&game, "Space")
        var again = SceneTestSupport.game(device: device, seed: 99, dataDirectory: folder)
        #expect(again.screen == .resume && again.boardSlots.isEmpty, "\(posture): the start should offer the saved match, no board showing")
        #expect(SceneTestSupport.text(again, "continue") == "Continue" && SceneTestSupport.text(again, "newGame") == "New game",
                "\(posture): Continue and New game")
        #expect(SceneTestSupport.text(again, "resumeNote")?.hasPrefix("Turn ") == true, "\(posture): the note says where the match stands")
        SceneTestSupport.run(&again, steps: 300)
        #expect(again.match == game.match, "\(posture): nothing plays while the choice is up")
        for profile in try SceneTestSupport.profiles() {
            var other = Device(profile: profile)
            other.posture = posture
            again.deviceDidChange(other)
            let snapshot = FramePhases.layOut(&again, on: other, measurer: TextFitSweepTests.measurer)
            #expect(snapshot.violations.isEmpty, "\(profile.name) \(posture): the resume choice lays out clean, got \(snapshot.violations.prefix(3))")
        }
        again.deviceDidChange(device)
        SceneTestSupport.run(&again, steps: 0)
        var fresh = again
        SceneTestSupport.press(&again, "continue")
        #expect(again.screen == .battle && again.match == game.match, "\(posture): Continue takes the match up")
        // A match with shots fired is given up only on a second tap.
        SceneTestSupport.press(&fresh, "newGame")
        #expect(fresh.screen == .resume && fresh.match == game.match, "\(posture): the first tap on New game only asks")
        #expect(SceneTestSupport.text(fresh, "newGame") == "Discard it?" && SceneTestSupport.text(fresh, "resumeNote") == "Tap again to end the saved match",
                "\(posture): the button and the note ask")
        SceneTestSupport.press(&fresh, "newGame")
        #expect(fresh.screen == .placement && fresh.match.history.isEmpty, "\(posture): New game tapped again starts a new match")
    }

    @Test("Two players: Continue brings up the pass screen for whoever plays next, and no fleet shows on the way")
    func twoPlayerResume() throws {
        let folder = SceneTestSupport.temporaryDataDirectory()
        var device = Device()
        device.posture = .book
        var game = SceneTestSupport.game(device: device, dataDirectory: folder)
        game.opponent = .human
        game.startNewMatch()
        for _ in 0..<4 { SceneTestSupport.key(&game, "Return") }
        SceneTestSupport.key(&game, "Space")
        try #require(game.match.currentPlayer == .two, "player one has fired")
        var again = SceneTestSupport.game(device: device, seed: 99, dataDirectory: folder)
        #expect(HiddenFleetTests.hullsDrawn(of: .one, in: again).isEmpty && HiddenFleetTests.hullsDrawn(of: .two, in: again).isEmpty,
                "the resume choice shows neither fleet")
        // Nobody knows yet who holds the device: the words address neither player.
        let title = SceneTestSupport.text(again, "title") ?? ""
        let note = SceneTestSupport.text(again, "resumeNote") ?? ""
        #expect(title == "Continue the match?", "the two-player question should address neither player, got \(title)")
        #expect(note.hasSuffix("Player 2 to move") && !note.lowercased().contains("your"),
                "the note should say who moves next without a \"your\", got \(note)")
        SceneTestSupport.press(&again, "continue")
        #expect(again.screen == .handoff(.two), "Continue should ask for player two, got \(again.screen)")
        #expect(HiddenFleetTests.hullsDrawn(of: .one, in: again).isEmpty && HiddenFleetTests.hullsDrawn(of: .two, in: again).isEmpty,
                "the pass screen shows neither fleet")
    }

    @Test("A corrupt save is reported, set aside, and a new match starts")
    func corrupt() throws {
        let folder = SceneTestSupport.temporaryDataDirectory()
        let file = folder.appendingPathComponent("battlefleet-save.json")
        try Data("{\"format\": \"something else\"".utf8).write(to: file)
        let game = SceneTestSupport.game(dataDirectory: folder)
        let notice = try #require(game.saveNotice, "a corrupt save should be reported")
        #expect(!notice.contains("\n"), "the report should be one line")
        #expect(FileManager.default.fileExists(atPath: file.path + ".corrupt-1"), "the bad file should be set aside, not lost")
        #expect(game.match.phase == .placement && game.match.history.isEmpty, "a fresh match should start")
    }

    @Test("A headless run neither resumes nor writes the player's save, so its result depends only on script and seed")
    func headlessLeavesTheSaveAlone() throws {
        let folder = SceneTestSupport.temporaryDataDirectory()
        var player = SceneTestSupport.game(dataDirectory: folder)
        SceneTestSupport.press(&player, "ready")
        SceneTestSupport.key(&player, "Space")
        let file = folder.appendingPathComponent("battlefleet-save.json")
        let saved = try Data(contentsOf: file)
        var headless = SceneTestSupport.game(seed: 99, dataDirectory: folder, headless: true)
        #expect(headless.match != player.match && headless.match.history.isEmpty, "a headless run should start afresh, not resume")
        SceneTestSupport.press(&headless, "ready")
        SceneTestSupport.key(&headless, "Space")
        #expect(try Data(contentsOf: file) == saved, "a headless run should leave the player's save byte for byte")
    }

    @Test("The save folder follows CREASE_DATA_DIR, then XDG_DATA_HOME, then ~/.local/share")
    func location() {
        #expect(DataDirectory.url(environment: ["CREASE_DATA_DIR": "/tmp/x"]).path == "/tmp/x", "CREASE_DATA_DIR should win")
        #expect(DataDirectory.url(environment: ["XDG_DATA_HOME": "/tmp/d"]).path == "/tmp/d/crease", "XDG_DATA_HOME/crease next")
        #expect(DataDirectory.url(environment: ["HOME": "/home/p"]).path == "/home/p/.local/share/crease", "the XDG default last")
    }
}
