import BattlefleetRules
@testable import BattlefleetScene
import Crease
import CreaseHUD
import CreasePlaytest
import Testing

/// Aiming in tabletop: the pad's whole grid inside its panel, cells big enough for a thumb,
/// and the raised enemy waters answering a tap the way the pad does.
@Suite struct AimingTests {
    @Test("The pad's grid, J column and row 10 included, stands inside its panel with room to spare, on every device",
          arguments: ["duo", "flip", "dual"])
    func padGridInsidePanel(_ profile: String) throws {
        let game = try BattleLayoutTests.battle(profile, .tabletop)
        let pad = try #require(game.geometry(of: .pad), "\(profile): tabletop battle shows the pad")
        let panel = pad.viewport
        let j10 = pad.frame(of: Coordinate(column: 9, row: 9))
        let a1 = pad.frame(of: Coordinate(column: 0, row: 0))
        let inset = BoardGeometry.padInset
        #expect(j10.maxX <= panel.maxX - inset && j10.maxY <= panel.maxY - inset, "\(profile): J10 \(j10) should stand \(inset) pt inside \(panel)")
        #expect(a1.minX >= panel.minX + inset && a1.minY >= panel.minY + inset, "\(profile): A1 \(a1) should stand \(inset) pt inside \(panel)")
        #expect(pad.cellSize >= 20, "\(profile): a pad cell should take a thumb (20 pt or more), got \(pad.cellSize)")
    }

    @Test("In tabletop a tap on the enemy waters aims, a second tap on the cell fires, and Fire names the cell",
          arguments: ["duo", "flip", "dual"])
    func tapOnRaisedBoard(_ profile: String) throws {
        var game = try BattleLayoutTests.battle(profile, .tabletop)
        let board = try #require(game.geometry(of: .enemy))
        let cell = Coordinate(column: 2, row: 7)
        let point = SceneTestSupport.center(board.frame(of: cell))
        SceneTestSupport.tap(&game, at: point)
        #expect(game.cursors[.one] == cell && game.match.history.isEmpty, "\(profile): the first tap aims at C8 and fires nothing")
        #expect(SceneTestSupport.text(game, "fire") == "Fire at C8", "\(profile): Fire names the cell, got \(SceneTestSupport.text(game, "fire") ?? "nil")")
        SceneTestSupport.tap(&game, at: point)
        #expect(game.match.history.first?.target == cell, "\(profile): the second tap on C8 fires at it")
        // Back on the player's turn, the cursor still rests on C8, which Fire no longer offers.
        for _ in 0..<600 where game.match.history.count < 2 || game.activeShooter != .one { SceneTestSupport.run(&game) }
        #expect(game.activeShooter == .one, "\(profile): the turn comes back to the player")
        #expect(SceneTestSupport.text(game, "fire") == "Pick a cell", "\(profile): Fire should not offer C8 again, got \(SceneTestSupport.text(game, "fire") ?? "nil")")
    }

    @Test("On the pad too, a second tap on the aimed cell fires")
    func secondTapOnPadFires() throws {
        var game = try BattleLayoutTests.battle("duo", .tabletop)
        let pad = try #require(game.geometry(of: .pad))
        let point = SceneTestSupport.center(pad.frame(of: Coordinate(column: 9, row: 9)))
        SceneTestSupport.tap(&game, at: point)
        #expect(game.match.history.isEmpty && game.cursors[.one] == Coordinate(column: 9, row: 9), "the first tap aims at J10")
        SceneTestSupport.tap(&game, at: point)
        #expect(game.match.history.first?.target == Coordinate(column: 9, row: 9), "the second tap fires at J10")
    }
}
