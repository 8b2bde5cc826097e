import BattlefleetRules
@testable import BattlefleetScene
import Crease
import CreaseHUD
import CreasePlaytest
import Testing

/// The placement screen: a title on every display, buttons of one size, and the match's
/// options offered only to the first player, before anyone is ready.
@Suite struct PlacementScreenTests {
    @Test("Closed placement has its title, and Random is the size of the other buttons", arguments: ["duo", "flip", "dual"])
    func closedTitleAndEvenButtons(_ profile: String) throws {
        var device = Device(profile: try DeviceCatalog().profile(named: profile))
        device.posture = .closed
        var game = SceneTestSupport.game(device: device)
        _ = FramePhases.layOut(&game, on: game.device, measurer: TextFitSweepTests.measurer)
        #expect(SceneTestSupport.text(game, "title") == "Place your fleet", "\(profile) closed: the placement title should show")
        let sizes = ["rotate", "random", "ready"].compactMap { game.hud.fittedText(of: $0)?.font.size }
        #expect(sizes.count == 3 && Set(sizes).count == 1, "\(profile) closed: Rotate, Random and Ready in one size, got \(sizes)")
    }

    @Test("Player two's placement offers no opponent or rules; player one's does", arguments: [Posture.tabletop, .book, .closed])
    func optionsOnlyInSetup(_ posture: Posture) throws {
        var device = Device()
        device.posture = posture
        var game = SceneTestSupport.game(device: device)
        game.opponent = .human
        game.startNewMatch()
        SceneTestSupport.run(&game)
        #expect(game.hud.contains(ElementID.opponent) && game.hud.contains(ElementID.rules), "\(posture): player one sets the match up")
        SceneTestSupport.key(&game, "Return")
        SceneTestSupport.key(&game, "Return")
        try #require(game.placingPlayer == .two && game.screen == .placement, "\(posture): player two places")
        #expect(!game.hud.contains(ElementID.opponent) && !game.hud.contains(ElementID.rules),
                "\(posture): player two's placement should not offer the opponent or the rules")
    }
}
