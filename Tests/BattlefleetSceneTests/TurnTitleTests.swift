import BattlefleetRules
@testable import BattlefleetScene
import Crease
import CreaseHUD
import CreasePlaytest
import Testing

/// What the titles say: every turn title is "Your turn" or "<name>'s turn" (the pad's misses
/// are checked in the pixels, `MissMarkerPixelTests`).
@Suite struct TurnTitleTests {
    @Test("Every turn title says 'Your turn' or '<name>'s turn'")
    func turnTitles() throws {
        var device = Device()
        device.posture = .tabletop
        var game = SceneTestSupport.game(device: device)
        SceneTestSupport.press(&game, "ready")
        #expect(SceneTestSupport.text(game, "turn") == "Your turn", "against the AI, the player's turn")
        game.cursors[.one] = Coordinate(column: 0, row: 0)
        SceneTestSupport.key(&game, "Space")
        SceneTestSupport.run(&game, steps: 30)
        #expect(SceneTestSupport.text(game, "turn") == "Enemy's turn", "then the enemy's")

        var pass = SceneTestSupport.game(device: device)
        pass.opponent = .human
        pass.startNewMatch()
        for key in ["Return", "Return", "Return", "Return"] { SceneTestSupport.key(&pass, key) }
        #expect(SceneTestSupport.text(pass, "turn") == "Player 1's turn", "passing the device, the player's name")

        let autoplay = SceneTestSupport.game(device: device, autoplay: true)
        let title = SceneTestSupport.text(autoplay, "turn") ?? ""
        #expect(title == "Blue's turn" || title == "Orange's turn", "autoplay names the colour, got \(title)")
    }
}
