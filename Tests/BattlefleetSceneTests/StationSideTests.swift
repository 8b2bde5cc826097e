import BattlefleetRules
@testable import BattlefleetScene
import Crease
import CreaseHUD
import CreasePlaytest
import Testing

/// Who sits where and what the titles say: face to face, each station stays on its player's
/// half in both layout directions; every turn title is "Your turn" or "<name>'s turn"; the
/// pad's misses stand out from the water.
@Suite struct StationSideTests {
    @Test("Face to face, player one's station stays on the right half, left to right and right to left",
          arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func stationsStayPut(_ direction: LayoutDirection) throws {
        for profile in try SceneTestSupport.profiles() {
            var device = Device(profile: profile)
            device.layoutDirection = direction
            device.posture = .book
            var game = SceneTestSupport.game(device: device)
            game.opponent = .human
            game.startNewMatch()
            for screen in ["placement", "battle", "paused"] {
                if screen == "battle" {
                    SceneTestSupport.press(&game, "ready.one")
                    SceneTestSupport.press(&game, "ready.two")
                }
                if screen == "paused" { SceneTestSupport.key(&game, "Escape") }
                SceneTestSupport.run(&game)
                let middle = device.displaySize.width / 2
                let one = try #require(game.hud.frame(of: "board.one"), "\(profile.name) \(screen): player one's board")
                let two = try #require(game.hud.frame(of: "board.two"), "\(profile.name) \(screen): player two's board")
                #expect(one.minX >= middle && two.maxX <= middle,
                        "\(profile.name) \(direction) \(screen): player one's board belongs on the right, two's on the left; got \(one) and \(two)")
                if screen == "paused", let menu = game.hud.frame(of: "pauseMenu") {
                    #expect(menu.minX >= middle, "\(profile.name) \(direction): the pause menu opens on player one's half, got \(menu)")
                }
            }
        }
    }

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

        var faceToFace = try SceneTestSupport.faceToFaceBattle()
        #expect(SceneTestSupport.text(faceToFace, "turn.one") == "Your turn", "face to face, player one's own station")
        #expect(SceneTestSupport.text(faceToFace, "turn.two") == "Player 1's turn", "and player two's")
        faceToFace.cursors[.one] = Coordinate(column: 0, row: 0)
        SceneTestSupport.press(&faceToFace, "fire.one")
        SceneTestSupport.run(&faceToFace, steps: 120)
        #expect(SceneTestSupport.text(faceToFace, "turn.two") == "Your turn", "once the shot has landed and been read, player two's")

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
