import BattlefleetRules
@testable import BattlefleetScene
import Crease
import CreaseHUD
import CreasePlaytest
import Foundation
import Testing

/// The pause menu: Sound and Pace apply at once and are kept between runs; Restart asks
/// before it ends a match under way; an option changed while placing keeps the ships.
@Suite struct PauseMenuTests {
    func battle(folder: URL) throws -> BattlefleetGame {
        var device = Device()
        device.posture = .tabletop
        var game = SceneTestSupport.game(device: device, dataDirectory: folder)
        SceneTestSupport.press(&game, "ready")
        try #require(game.match.phase == .battle, "Ready should begin the battle")
        return game
    }

    @Test("The menu's panel keeps 12 pt clear of the display's edges and of the cameras on every profile and posture",
          arguments: ["duo", "flip", "dual"])
    func panelClearOfEdges(profile: String) throws {
        for posture in Posture.allCases {
            var device = Device(profile: try DeviceCatalog().profile(named: profile))
            device.posture = posture
            var game = SceneTestSupport.game(device: device)
            SceneTestSupport.key(&game, "Escape")
            let menu = try #require(game.hud.frame(of: ElementID.pauseMenu), "\(profile) \(posture): the menu should show")
            let size = game.device.displaySize
            let panel = BattlefleetGame.menuPanel(around: menu, in: size)
            let margins = [panel.minX, panel.minY, size.width - panel.maxX, size.height - panel.maxY]
            #expect(margins.allSatisfy { $0 >= 12 - 1e-9 }, "\(profile) \(posture): the panel \(panel) should keep 12 pt from the edges, margins \(margins)")
            let cameras = LayoutRegions(proxy: GeometryProxy(device: game.device), policy: .preReserving).occlusions
            #expect(!cameras.contains { $0.intersects(panel) }, "\(profile) \(posture): the panel \(panel) should stay off the cameras")
        }
    }

    @Test("The menu's panel ends at its buttons while its note is empty and holds the note once it has one; no button moves")
    func panelFitsTheNote() throws {
        var game = try battle(folder: SceneTestSupport.temporaryDataDirectory())
        SceneTestSupport.key(&game, "Escape")
        let buttons = try #require(game.hud.frame(of: ElementID.settings))
        let before = try #require(game.pausePanel, "the menu's panel should show")
        #expect(game.pauseNote.isEmpty && before.maxY - buttons.maxY <= 14 + 1e-9,
                "with no note the panel should end 14 pt below the buttons, not \(before.maxY - buttons.maxY)")
        SceneTestSupport.press(&game, "opponent")
        let note = try #require(game.hud.frame(of: ElementID.pauseNote))
        let after = try #require(game.pausePanel)
        #expect(!game.pauseNote.isEmpty && after.maxY >= note.maxY, "the panel \(after) should hold the note \(note) once it says \"\(game.pauseNote)\"")
        #expect(game.hud.frame(of: ElementID.settings) == buttons, "the note appearing should move no button")
    }

    @Test("Sound and Pace apply at once, say what they are, and the next start keeps them")
    func settingsKept() throws {
        let folder = SceneTestSupport.temporaryDataDirectory()
        var game = try battle(folder: folder)
        SceneTestSupport.key(&game, "Escape")
        #expect(SceneTestSupport.text(game, "sound") == "Sound: on" && SceneTestSupport.text(game, "pace") == "Pace: 1×",
                "the menu should show sound on and the normal pace")
        SceneTestSupport.press(&game, "sound")
        SceneTestSupport.press(&game, "pace")
        #expect(!game.settings.sound && game.settings.pace == .fast, "both should change at once")
        #expect(SceneTestSupport.text(game, "sound") == "Sound: off" && SceneTestSupport.text(game, "pace") == "Pace: 2×",
                "the buttons should say the new settings")
        #expect(game.aiDelay < 1, "the fast pace should shorten the AI's pause, got \(game.aiDelay) s")
        let next = SceneTestSupport.game(dataDirectory: folder)
        #expect(!next.settings.sound && next.settings.pace == .fast, "the next start should keep both")
        let file = folder.appendingPathComponent("battlefleet-settings.json")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("\"pace\" : \"fast\"") && text.contains("crease.battlefleet.settings"), "the file should say so: \(text)")
    }

    @Test("The longest pause note, naming both choices that wait for Restart, fits uncut on every profile and posture")
    func longestNoteFits() throws {
        for profile in try SceneTestSupport.profiles() {
            for posture in Posture.allCases {
                var device = Device(profile: profile)
                device.posture = posture
                var game = SceneTestSupport.game(device: device)
                SceneTestSupport.press(&game, "ready")
                SceneTestSupport.key(&game, "Escape")
                SceneTestSupport.press(&game, "opponent")
                SceneTestSupport.press(&game, "rules")
                #expect(game.pauseNote == "Opponent and rules: on Restart")
                _ = FramePhases.layOut(&game, on: device, measurer: TextFitSweepTests.measurer)
                let fitted = try #require(game.hud.fittedText(of: ElementID.pauseNote.rawValue), "\(profile.name) \(posture): the note should show")
                #expect(!fitted.isTruncated, "\(profile.name) \(posture): the note is cut: \(fitted.lines)")
            }
        }
    }

    @Test("The opponent and the rules chosen are the next start's, in the file by name")
    func optionsKept() throws {
        let folder = SceneTestSupport.temporaryDataDirectory()
        var game = SceneTestSupport.game(dataDirectory: folder)
        SceneTestSupport.key(&game, "Escape")
        SceneTestSupport.press(&game, "opponent")
        SceneTestSupport.press(&game, "rules")
        #expect(game.options.opponent == .ai(.hard) && game.options.salvo, "the buttons should choose the hard AI and salvo")
        let next = SceneTestSupport.game(dataDirectory: folder)
        #expect(next.options.opponent == .ai(.hard) && next.options.salvo, "the next start should keep both, not \(next.options)")
        #expect(next.match.players.two.difficulty == .hard && next.match.rules.salvo, "and play its new match with them")
        let text = try String(contentsOf: folder.appendingPathComponent("battlefleet-settings.json"), encoding: .utf8)
        #expect(text.contains("\"opponent\" : \"hard\"") && text.contains("\"salvo\" : true"), "the file should name them: \(text)")
    }

    @Test("A settings file that cannot be read gives the defaults", arguments: ["{", "[]", "{\"format\": \"crease.battlefleet.settings\", \"version\": 9}",
                                                                                 "{\"format\": \"crease.battlefleet.settings\", \"version\": 1, \"pace\": \"warp\"}",
                                                                                 "{\"format\": \"crease.battlefleet.settings\", \"version\": 1, \"opponent\": \"kraken\"}"])
    func badSettings(_ contents: String) throws {
        let folder = SceneTestSupport.temporaryDataDirectory()
        try Data(contents.utf8).write(to: folder.appendingPathComponent("battlefleet-settings.json"))
        let game = SceneTestSupport.game(dataDirectory: folder)
        #expect(game.settings == PlaySettings(), "a bad file should leave the defaults")
        let loaded = PlaySettings.load(from: folder.appendingPathComponent("battlefleet-settings.json"))
        #expect(loaded.problem?.contains("battlefleet-settings.json") == true, "the problem names the file: \(loaded.problem ?? "nil")")
    }

    @Test("A headless run neither reads nor writes the settings")
    func headlessIgnoresSettings() throws {
        let folder = SceneTestSupport.temporaryDataDirectory()
        var settings = PlaySettings()
        settings.pace = .fast
        #expect(settings.save(to: folder.appendingPathComponent("battlefleet-settings.json")) == nil, "the settings should save")
        var game = SceneTestSupport.game(dataDirectory: folder, headless: true)
        #expect(game.settings.pace == .normal, "a headless playtest should not depend on the player's settings")
        game.togglePace()
        let kept = PlaySettings.load(from: folder.appendingPathComponent("battlefleet-settings.json")).settings
        #expect(kept.pace == .fast, "nor change them")
    }

    @Test("Restart asks once a shot has been fired, and a second tap restarts")
    func restartConfirms() throws {
        var game = try battle(folder: SceneTestSupport.temporaryDataDirectory())
        game.cursors[.one] = Coordinate(column: 0, row: 0)
        SceneTestSupport.key(&game, "Space")
        let shots = game.match.history.count
        SceneTestSupport.key(&game, "Escape")
        SceneTestSupport.press(&game, "restart")
        #expect(game.match.history.count == shots && game.isPaused, "the first tap should not end the match")
        #expect(SceneTestSupport.text(game, "restart") == "Restart?", "the button should ask")
        #expect(SceneTestSupport.text(game, "pauseNote") == "Tap again to end the match", "the note should say how")
        SceneTestSupport.press(&game, "restart")
        #expect(game.match.history.isEmpty && game.match.phase == .placement, "the second tap should start a new match")
    }

    @Test("Closing the menu takes the question back")
    func restartQuestionForgotten() throws {
        var game = try battle(folder: SceneTestSupport.temporaryDataDirectory())
        game.cursors[.one] = Coordinate(column: 0, row: 0)
        SceneTestSupport.key(&game, "Space")
        SceneTestSupport.key(&game, "Escape")
        SceneTestSupport.press(&game, "restart")
        SceneTestSupport.press(&game, "resume")
        SceneTestSupport.key(&game, "Escape")
        #expect(SceneTestSupport.text(game, "restart") == "Restart", "a new visit to the menu should not be half-confirmed")
        SceneTestSupport.press(&game, "restart")
        #expect(!game.match.history.isEmpty, "one tap should still only ask")
    }

    @Test("Changing the opponent or the rules while placing keeps the ships where they were put")
    func optionChangeKeepsShips() throws {
        var device = Device()
        device.posture = .tabletop
        var game = SceneTestSupport.game(device: device)
        SceneTestSupport.key(&game, "R")
        SceneTestSupport.key(&game, "Right")
        let placed = game.match.boards.one.fleet.placements
        SceneTestSupport.press(&game, "opponent")
        #expect(game.match.players.two == .ai(.hard), "the opponent should change")
        #expect(game.match.boards.one.fleet.placements == placed, "player one's ships should stay where they were")
        #expect(game.feedback.banner?.text.contains("ships left in place") == true, "and the banner should say so: \(game.feedback.banner?.text ?? "nil")")
        SceneTestSupport.press(&game, "opponent")
        #expect(game.match.players.two == .human, "two players now")
        #expect(game.match.boards.one.fleet.placements == placed, "still player one's own ships")
        SceneTestSupport.press(&game, "rules")
        #expect(game.match.rules.salvo && game.match.boards.one.fleet.placements == placed, "the rules change keeps them too")
    }
}
