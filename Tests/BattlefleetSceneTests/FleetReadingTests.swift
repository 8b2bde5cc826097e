import BattlefleetRules
@testable import BattlefleetScene
import Crease
import CreaseHUD
import CreasePlaytest
import Testing

/// What a player reads of the fleets at a glance: each class in its own silhouette, a roster
/// of the enemy's ships afloat and sunk, the last miss in sight under the cursor, and no
/// callout over their own ships.
@Suite struct FleetReadingTests {
    /// The commands one hull draws, in a frame three cells long.
    static func hull(_ ship: ShipClass, sunk: Bool = false) -> [DrawCommand] {
        let game = SceneTestSupport.game()
        var list = DrawList()
        game.drawHull(Rect(x: 0, y: 0, width: 90, height: 30), vertical: false, sunk: sunk, ship: ship, into: &list)
        return list.commands
    }

    @Test("Every ship class has its own silhouette, afloat and sunk")
    func classesLookDifferent() {
        for sunk in [false, true] {
            let drawn = ShipClass.allCases.map { Self.hull($0, sunk: sunk) }
            #expect(Set(drawn.map { "\($0)" }).count == ShipClass.allCases.count, "sunk \(sunk): five classes, five different drawings")
        }
        func turrets(_ ship: ShipClass) -> Int {
            Self.hull(ship).filter { if case .fillCircle(_, _, let color) = $0 { color == Palette.hullRim } else { false } }.count
        }
        #expect([turrets(.battleship), turrets(.cruiser), turrets(.destroyer)] == [3, 2, 1], "gun turrets: battleship 3, cruiser 2, destroyer 1")
    }

    @Test("The roster lists the enemy's five ships in tabletop and book, and marks one sunk once its shell lands",
          arguments: [Posture.tabletop, .book])
    func rosterShowsSunk(_ posture: Posture) throws {
        var game = try BattleLayoutTests.battle("duo", posture)
        #expect(game.hud.frame(of: ElementID.roster) != nil, "\(posture): the roster shows")
        func names() -> [String] {
            var list = DrawList()
            FramePhases.draw(game, into: &list, interpolation: 0)
            return list.commands.compactMap { if case .text(let text, _, _, _, _, _) = $0 { text } else { nil } }
        }
        #expect(names().contains("Enemy fleet") && names().contains("Destroyer"), "\(posture): the heading and the destroyer")
        let destroyer = try #require(game.match.boards.two.fleet.placement(of: .destroyer))
        for cell in destroyer.cells {
            game.cursors[.one] = cell
            SceneTestSupport.key(&game, "Space")
            #expect(!names().contains("Destroyer · sunk"), "\(posture): not sunk while the shell flies")
            SceneTestSupport.run(&game, steps: Int(Effect.flight * 60) + 2)
            SceneTestSupport.run(&game, steps: 140)
        }
        #expect(game.match.boards.two.isSunk(.destroyer), "\(posture): the destroyer should be sunk")
        #expect(names().contains("Destroyer · sunk"), "\(posture): the roster marks it sunk")
    }

    @Test("After a miss the cursor frames the cell but draws no crosshair over the miss ring")
    func missStaysInSight() throws {
        var game = try BattleLayoutTests.battle("duo", .book)
        let water = try #require(Coordinate.all.first { game.match.boards.two.fleet.ship(at: $0) == nil })
        game.cursors[.one] = water
        SceneTestSupport.key(&game, "Space")
        SceneTestSupport.run(&game, steps: 200)
        try #require(game.activeShooter == .one && game.cursors[.one] == water, "the player's turn again, the cursor still on the miss")
        let frame = try #require(game.geometry(of: .enemy)?.frame(of: water))
        var list = DrawList()
        FramePhases.draw(game, into: &list, interpolation: 0)
        let crosshair = list.commands.filter {
            guard case .line(let from, let to, let color, _) = $0 else { return false }
            return color == Palette.cursor && frame.contains(from) && frame.contains(to)
        }
        #expect(crosshair.isEmpty, "no crosshair over the miss at \(water.label)")
    }

    @Test("The enemy's shot calls out nothing over your own fleet; your shot calls out over the enemy waters")
    func noCalloutOverYourShips() throws {
        var game = try BattleLayoutTests.battle("duo", .tabletop)
        func callouts() -> [String] {
            var list = DrawList()
            FramePhases.draw(game, into: &list, interpolation: 0)
            return list.commands.compactMap { if case .text(let text, _, _, _, _, _) = $0, ["Hit!", "Miss"].contains(text) { text } else { nil } }
        }
        game.cursors[.one] = Coordinate(column: 0, row: 0)
        SceneTestSupport.key(&game, "Space")
        SceneTestSupport.run(&game, steps: Int(Effect.flight * 60) + 6)
        #expect(!callouts().isEmpty, "your shot's result is called out over the enemy waters")
        var seenEnemyShot = false
        for _ in 0..<240 {
            SceneTestSupport.run(&game)
            guard game.feedback.banner?.waters == .one, game.feedback.banner?.calloutProgress != nil else { continue }
            seenEnemyShot = true
            #expect(callouts().isEmpty, "the enemy's shot should not be called out over your ships")
        }
        #expect(seenEnemyShot, "the enemy should have fired and landed within four seconds")
    }
}
