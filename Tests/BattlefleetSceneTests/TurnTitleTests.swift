import BattlefleetRules
@testable import BattlefleetScene
import Crease
import CreaseHUD
import CreasePlaytest
import Testing

/// What the titles say: every turn title is "Your turn" or "<name>'s turn"; the pad's misses
/// stand out from the water.
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

    @Test("A miss on the pad is a pale ring, not a shade of the water")
    func padMissStandsOut() throws {
        var device = Device()
        device.posture = .tabletop
        var game = SceneTestSupport.game(device: device)
        SceneTestSupport.press(&game, "ready")
        let water = try #require(Coordinate.all.first { game.match.boards.two.fleet.ship(at: $0) == nil })
        game.cursors[.one] = water
        SceneTestSupport.key(&game, "Space")
        SceneTestSupport.run(&game, steps: 40)
        let pad = try #require(game.geometry(of: .pad))
        var list = DrawList()
        game.draw(into: &list, interpolation: 0)
        let frame = pad.frame(of: water)
        let rings = list.commands.filter { command in
            guard case .strokeCircle(let center, _, let color, _) = command else { return false }
            return frame.contains(center) && color == Palette.missRing
        }
        #expect(!rings.isEmpty, "the pad should ring the miss at \(water.label) in the miss colour")
        let contrast = abs(Double(Palette.missRing.red) - Double(Palette.water.red)) + abs(Double(Palette.missRing.green) - Double(Palette.water.green))
            + abs(Double(Palette.missRing.blue) - Double(Palette.water.blue))
        #expect(contrast > 300, "the miss colour should stand far from the water, differs by \(contrast)")
    }
}
