import BattlefleetRules
@testable import BattlefleetScene
import Crease
import CreaseHUD
import CreasePlaytest
import CreaseSDL
import Testing

/// The end screen's table of both players' figures: laid out on every display, clear of its
/// edges, and every word and figure inside its column.
@Suite struct EndScreenTests {
    @Test("The statistics table stands whole in every posture, each word and figure inside its column", arguments: TextFitSweepTests.cases)
    func statisticsTableFits(_ c: TextFitSweepTests.Case) throws {
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
        _ = FramePhases.layOut(&game, on: game.device, measurer: TextFitSweepTests.measurer)
        SceneTestSupport.run(&game, steps: 60)
        let frame = try #require(game.hud.frame(of: ElementID.statsTable), "\(c): the end screen should have its table")
        let size = game.device.displaySize
        #expect(Rect(x: 0, y: 0, width: size.width, height: size.height).insetBy(dx: 12, dy: 12).contains(frame),
                "\(c): the table \(frame) should keep 12 pt from the display's edges")
        var list = DrawList()
        game.drawStatistics(in: frame, into: &list)
        // The bundled fonts' own widths: the table draws with them.
        let measurer = try TTFTextMeasurer(fonts: try FontFiles())
        var texts = 0
        for command in list.commands {
            guard case .text(let text, let origin, let font, _, let alignment, _) = command else { continue }
            texts += 1
            let width = measurer.measure(text, font: font).width
            // A name and a figure is centred in its player's column; a row's name stands from
            // the leading side in the part before them.
            let column = frame.width * (alignment == .center ? BattlefleetGame.playerColumn : 1 - 2 * BattlefleetGame.playerColumn)
            #expect(width <= column, "\(c): \"\(text)\" (\(width) pt at \(font.size) pt) should fit its \(column) pt column")
            let left = alignment == .center ? origin.x - width / 2 : alignment == .right ? origin.x - width : origin.x
            #expect(left >= frame.minX - 0.5 && left + width <= frame.maxX + 0.5, "\(c): \"\(text)\" should stay inside the table \(frame)")
        }
        #expect(texts == 2 + 5 * 3, "\(c): the table should draw two names and five rows of a name and two figures, drew \(texts) texts")
    }
}
