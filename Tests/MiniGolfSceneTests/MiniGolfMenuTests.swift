import Crease
import CreaseHUD
import CreasePlaytest
import Foundation
import MiniGolfCore
@testable import MiniGolfScene
import Testing

/// The pause menu (a solid panel, the sound, a New round that asks first), the "New best!"
/// moment, and the status in plain words.
@Suite struct MiniGolfMenuTests {
    /// The words an element shows: a label's text or a button's title.
    static func text(_ id: MiniGolfHUD.ID, in game: MiniGolfGame) -> String {
        switch game.hud.element(id)?.widget {
        case .label(let label): label.text
        case .button(let button): button.title
        default: ""
        }
    }

    static func tap(_ id: MiniGolfHUD.ID, in game: inout MiniGolfGame) {
        game.hudDidAct(.tapped(id.rawValue))
        _ = FramePhases.layOut(&game, on: game.device, measurer: MonospaceTextMeasurer())
    }

    @Test("the pause menu stands on an opaque panel round every button, its title where there is room, on every profile",
          arguments: MiniGolfAimTests.postures)
    func solidPanel(profile: String, posture: Posture) throws {
        let device = try TestSupport.device(profile, posture)
        var (game, _) = TestSupport.game(on: device)
        game.togglePause()
        _ = FramePhases.layOut(&game, on: game.device, measurer: MonospaceTextMeasurer())
        let menu = try #require(game.menuFrame)
        var list = DrawList()
        game.draw(into: &list, interpolation: 1)
        let panel = game.menuPanel(around: menu)
        let solid = list.commands.contains { command in
            if case .fillRoundedRect(let rect, _, let color) = command { return rect == panel && color.alpha == 255 }
            return false
        }
        #expect(solid, "\(profile) \(posture): the menu should stand on an opaque panel at \(panel)")
        for id in [MiniGolfHUD.ID.resume, .menuRestart, .sound, .newRound] {
            let frame = try #require(game.hud.frame(of: id))
            #expect(panel.insetBy(dx: 4, dy: 4).contains(frame), "\(profile) \(posture): \(id) should lie inside the panel")
        }
        let titled = list.commands.contains { if case .text("Paused", _, _, _, _, _) = $0 { true } else { false } }
        #expect(titled || device.displaySize.height < 400, "\(profile) \(posture): the panel should carry the title Paused")
        let display = Rect(origin: .zero, size: device.displaySize).insetBy(dx: 12, dy: 12)
        #expect(display.contains(panel), "\(profile) \(posture): the panel at \(panel) should keep 12 pt from the display's edges")
        let cameras = GeometryProxy(device: device).reservedRegions(kind: .occlusion, layoutDirectionBehavior: .fixed).map(\.frame)
        #expect(!cameras.contains { $0.intersects(panel) }, "\(profile) \(posture): the panel at \(panel) should stand clear of the cameras \(cameras)")
    }

    @Test("New round asks first: Keep playing keeps the round, Discard this round starts a new one")
    func newRoundAsks() throws {
        let device = try TestSupport.device("duo", .tabletop)
        var (game, _) = TestSupport.game(on: device)
        game.putt()
        TestSupport.run(&game, updates: 240)
        let strokes = game.match.strokes
        #expect(strokes == 1, "the putt should count")
        game.togglePause()
        Self.tap(.newRound, in: &game)
        #expect(game.isPaused && game.isConfirmingNewRound && game.match.strokes == strokes, "one tap on New round should only ask")
        #expect(Self.text(.resume, in: game) == "Discard this round", "the menu should offer to start over")
        #expect(Self.text(.newRound, in: game) == "Keep playing", "New round's place should keep the round")
        _ = FramePhases.layOut(&game, on: game.device, measurer: MonospaceTextMeasurer())
        let shown = [MiniGolfHUD.ID.resume, .newRound, .menuRestart, .sound].filter { game.hud.element($0)?.isHidden == false }
        #expect(shown == [.resume, .newRound], "asking, the menu should show only its two answers: \(shown)")
        #expect(game.hud.element(MiniGolfHUD.ID.pause)?.isHidden == true, "asking, the bar's Resume should step out of sight")
        #expect(game.hud.element(MiniGolfHUD.ID.restart)?.isHidden == true, "and the bar's Restart with it: no lone greyed button under the question")
        let answers = try [MiniGolfHUD.ID.resume, .newRound].map { try #require(game.hud.frame(of: $0)) }
        #expect(answers[1].minY - answers[0].maxY <= 8, "no gap should open between the two answers: \(answers)")
        Self.tap(.newRound, in: &game)
        #expect(!game.isPaused && game.match.strokes == strokes, "a second tap on New round (Keep playing) should go back to the round as it was")
        game.togglePause()
        Self.tap(.newRound, in: &game)
        Self.tap(.resume, in: &game)
        #expect(!game.isPaused && game.match.strokes == 0 && game.match.holeIndex == 0, "confirmed, a new round should start")
    }

    @Test("the last hole's card leads to the final score, and a finished round's menu offers no Restart hole")
    func lastHoleAndFinishedRound() throws {
        var (game, _) = TestSupport.game(on: try TestSupport.device("duo", .tabletop), autoplay: true)
        for _ in 0..<6_000 where !(game.match.phase == .holeComplete && game.match.holeIndex + 1 == game.match.courses.count) {
            TestSupport.run(&game, updates: 1)
        }
        #expect(game.match.phase == .holeComplete, "the bot should finish the last hole")
        // The player's own round from here: the card names their input, not the bot. The
        // card comes up once the ball has dropped out of sight.
        game.bot = nil
        TestSupport.run(&game, updates: 180)
        var list = DrawList()
        game.draw(into: &list, interpolation: 1)
        let texts = list.commands.compactMap { command -> String? in if case .text(let text, _, _, _, _, _) = command { text } else { nil } }
        let hints = texts.filter { $0.hasPrefix("Tap") }
        #expect(hints.contains("Tap the card: final score"), "the last hole's card should lead to the final score, not a next hole: \(hints)")
        game.continueRound()
        _ = FramePhases.layOut(&game, on: game.device, measurer: MonospaceTextMeasurer())
        #expect(game.match.phase == .finished)
        #expect(game.hud.element(MiniGolfHUD.ID.restart)?.isEnabled == false && game.hud.element(MiniGolfHUD.ID.next)?.isHidden == false,
                "the round over, the bar should offer Again and the menu, Restart resting disabled between them (no gap)")
        game.togglePause()
        _ = FramePhases.layOut(&game, on: game.device, measurer: MonospaceTextMeasurer())
        #expect(game.hud.element(MiniGolfHUD.ID.menuRestart)?.isEnabled == false, "a finished round has no hole to restart")
        #expect(game.hud.element(MiniGolfHUD.ID.resume)?.isEnabled == true)
        #expect(Self.text(.resume, in: game) == "Back" && Self.text(.pause, in: game) == "Back",
                "over a finished round the menu's button and the bar's should both read Back")
    }

    @Test("the sound toggle in the pause menu silences the cues and changes nothing of the round")
    func soundToggle() throws {
        let device = try TestSupport.device("duo", .tabletop)
        var heard = TestSupport.game(on: device).0, muted = TestSupport.game(on: device).0
        muted.togglePause()
        Self.tap(.sound, in: &muted)
        #expect(Self.text(.sound, in: muted) == "Sound: off", "the button should say the sound is off")
        var hostMuted = TestSupport.game(on: device).0
        hostMuted.hostSoundDidChange(.muted)
        hostMuted.togglePause()
        _ = FramePhases.layOut(&hostMuted, on: device, measurer: MonospaceTextMeasurer())
        #expect(Self.text(.sound, in: hostMuted) == "Sound: muted", "with the window muted the button says so")
        #expect(hostMuted.hud.element(MiniGolfHUD.ID.sound)?.isEnabled == false, "muted, the game's own switch rests")
        hostMuted.hostSoundDidChange(.unavailable)
        _ = FramePhases.layOut(&hostMuted, on: device, measurer: MonospaceTextMeasurer())
        #expect(Self.text(.sound, in: hostMuted) == "No audio", "with no audio device the button says so, not that it is muted")
        hostMuted.hostSoundDidChange(.on)
        #expect(Self.text(.sound, in: hostMuted) == "Sound: on" && hostMuted.hud.element(MiniGolfHUD.ID.sound)?.isEnabled == true,
                "unmuted while the menu is open, the button wakes and says the game's own setting")
        muted.togglePause()
        for game in [0, 1] {
            if game == 0 { heard.putt(); TestSupport.run(&heard, updates: 300) } else { muted.putt(); TestSupport.run(&muted, updates: 300) }
        }
        #expect(!heard.takeSoundCues().isEmpty && muted.takeSoundCues().isEmpty, "only the game with sound on should ask for sounds")
        var a = StateHasher(), b = StateHasher()
        heard.hashState(into: &a)
        muted.hashState(into: &b)
        #expect(a.value == b.value, "sound on or off, the round should be the same")
    }

    @Test("a hole that beats the player's best is a moment: a gold ribbon, a fanfare, and the card says so in gold")
    func newBestMoment() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("minigolf-best.json")
        var best = BestScores()
        let first = try #require(CourseLibrary().courses.first)
        best.holes[first.name] = 9
        try BestScoresStore(url: file).save(best)
        var game = MiniGolfGame(bestScoresURL: file)
        let device = try TestSupport.device("duo", .tabletop)
        game.setUp(GameSetUp(seed: 1, device: device, autoplay: false, headless: false))
        _ = FramePhases.layOut(&game, on: game.device, measurer: MonospaceTextMeasurer())
        game.bot = MiniGolfBot(skill: .perfect, seed: 1)
        var cues: [String] = []
        for _ in 0..<2_000 where game.match.phase != .holeComplete {
            FramePhases.update(&game, step: 1.0 / 60)
            cues += game.takeSoundCues().map(\.name)
        }
        FramePhases.update(&game, step: 1.0 / 60)
        cues += game.takeSoundCues().map(\.name)
        #expect(game.effects.newBestFrames != nil, "beating a best of 9 should start the ribbon")
        #expect(cues.contains(GolfSounds.best), "beating the best should sound its fanfare, heard \(cues)")
        // A third of a second on, the ribbon has sprung in.
        for _ in 0..<20 { FramePhases.update(&game, step: 1.0 / 60) }
        var list = DrawList()
        game.draw(into: &list, interpolation: 1)
        let ribbon = list.commands.contains { if case .text("New best!", _, let font, _, _, _) = $0 { font.size >= 20 && font.weight == .bold } else { false } }
        #expect(ribbon, "the ribbon should say New best! in a big bold font")
        for _ in 0..<60 { FramePhases.update(&game, step: 1.0 / 60) }
        var card = DrawList()
        game.draw(into: &card, interpolation: 1)
        let badge = card.commands.contains { if case .text(let text, _, _, _, _, _) = $0 { text.hasPrefix("New best!") } else { false } }
        #expect(badge, "the card should say New best! once the flash is over")
    }

    @Test("the status says strokes taken so far and the round against par in words")
    func statusWords() throws {
        let device = try TestSupport.device("duo", .tabletop)
        var (game, _) = TestSupport.game(on: device)
        let words = [MiniGolfHUD.ID.holeLabel, .strokeLabel, .totalLabel].map { Self.text($0, in: game) }
        #expect(words == ["Hole 1 of 9 · First Putt", "Strokes 0", "Round even"], "got \(words)")
        game.putt()
        TestSupport.run(&game, updates: 1)
        #expect(Self.text(.strokeLabel, in: game) == "Strokes 1", "one putt taken should read Strokes 1")
    }
}
