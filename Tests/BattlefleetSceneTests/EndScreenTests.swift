import BattlefleetRules
@testable import BattlefleetScene
import Crease
import CreaseHUD
import CreasePlaytest
import Testing

/// The end screen's statistics: each player's line stays whole on its one line, shrunk to
/// fit rather than wrapped ("· 4" / "ships lost") or cut, on every display.
@Suite struct EndScreenTests {
    @Test("Each statistics line fits on one line, uncut, in every posture", arguments: TextFitSweepTests.cases)
    func statisticsOnOneLine(_ c: TextFitSweepTests.Case) throws {
        var device = Device(profile: try DeviceCatalog().profile(named: c.profile))
        device.layoutDirection = c.direction
        device.posture = c.posture
        var game = SceneTestSupport.game(device: device)
        game.opponent = .human
        var finished = Match.localTwoPlayer(seed: 3)
        for player in PlayerID.allCases { try finished.placeFleetRandomly(for: player) }
        try finished.beginBattle()
        // Long lines: each side sweeps the grid cell by cell, so the shots run into two and three figures.
        var next: [PlayerID: Int] = [.one: 0, .two: 0]
        while !finished.isFinished {
            let shooter = finished.currentPlayer
            let index = try #require(next[shooter])
            _ = try finished.fire(at: Coordinate.all[index], as: shooter)
            next[shooter] = index + 1
        }
        game.match = finished
        // One layout: the end screen's first frame already has the lines' form for its column.
        _ = FramePhases.layOut(&game, on: game.device, measurer: TextFitSweepTests.measurer)
        var sizes: [Double] = []
        for id in ["statsYou", "statsThem"] {
            let fitted = try #require(game.hud.fittedText(of: id), "\(c): \(id) should show")
            #expect(fitted.lines.count == 1 && !fitted.isTruncated, "\(c): \(id) should be one whole line, got \(fitted.lines)")
            sizes.append(fitted.font.size)
        }
        // The match's line, where the end screen has one (closed has none).
        if let match = game.hud.fittedText(of: "statsMatch"), !match.lines.isEmpty { sizes.append(match.font.size) }
        // Neighbouring lines at one size: a longer name ("Player 2:") does not shrink its line alone.
        #expect(Set(sizes).count == 1, "\(c): the statistics lines should stand at one size, got \(sizes)")
    }
}
