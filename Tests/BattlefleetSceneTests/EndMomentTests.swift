import BattlefleetRules
@testable import BattlefleetScene
import Crease
import CreaseHUD
import CreasePlaytest
@testable import CreaseSDL
import Testing

/// The end of a match is a moment: the result on a gold plate for a win (red for a defeat),
/// confetti for a win only, the enemy fleet shown, accuracy in the statistics, and the two
/// ways on: Play again and Menu.
@MainActor
@Suite struct EndMomentTests {
    /// A game against the AI on a duo in `posture`, its match played to the end with `winner`
    /// winning, the last shell landed and the end shown for `seconds`.
    static func finished(_ posture: Posture, winner: PlayerID, seconds: Double = 1) throws -> BattlefleetGame {
        var device = Device(profile: try DeviceCatalog().profile(named: "duo"))
        device.posture = posture
        var game = SceneTestSupport.game(device: device)
        var match = Match.againstAI(.medium, seed: 5)
        try match.placeFleetRandomly(for: .one)
        try match.beginBattle()
        // The winner fires at the loser's ships, cell by cell; the loser only at empty water.
        func ships(of player: PlayerID) -> [Coordinate] { match.boards[player].fleet.placements.flatMap(\.cells) }
        let targets: [PlayerID: [Coordinate]] = [
            winner: ships(of: winner.opponent),
            winner.opponent: Coordinate.all.filter { !ships(of: winner).contains($0) },
        ]
        var next: [PlayerID: Int] = [.one: 0, .two: 0]
        while !match.isFinished {
            let shooter = match.currentPlayer
            let index = try #require(next[shooter])
            _ = try match.fire(at: try #require(targets[shooter])[index], as: shooter)
            next[shooter] = index + 1
        }
        try #require(match.winner == winner, "the sweep should let \(winner) win")
        game.match = match
        game.ready = [.one]
        SceneTestSupport.run(&game, steps: Int(seconds * 60))
        return game
    }

    /// How many pixels in `rect` are within `tolerance` of `color`.
    static func count(_ color: Color, in rect: Rect, of image: PixelImage, tolerance: Int = 24) -> Int {
        var found = 0
        for y in Swift.max(0, Int(rect.minY))..<Swift.min(image.height, Int(rect.maxY)) {
            for x in Swift.max(0, Int(rect.minX))..<Swift.min(image.width, Int(rect.maxX)) {
                let pixel = image[x, y]
                if abs(Int(pixel.red) - Int(color.red)) + abs(Int(pixel.green) - Int(color.green)) + abs(Int(pixel.blue) - Int(color.blue)) <= tolerance {
                    found += 1
                }
            }
        }
        return found
    }

    @Test("A win: a gold plate under \"Victory!\", confetti, accuracy, Play again and Menu", arguments: [Posture.book, .tabletop, .closed])
    func victory(_ posture: Posture) throws {
        let game = try Self.finished(posture, winner: .one)
        #expect(SceneTestSupport.text(game, "result") == "Victory!", "\(posture): the result says it")
        #expect(SceneTestSupport.text(game, "playAgain") == "Play again" && SceneTestSupport.text(game, "menu") == "Menu",
                "\(posture): the end screen offers Play again and Menu")
        #expect(game.statisticsRows.contains { $0.name == "Accuracy" && $0.values.allSatisfy { $0.hasSuffix("%") } },
                "\(posture): the statistics give the accuracy, got \(game.statisticsRows)")
        #expect(game.hud.frame(of: ElementID.statsTable) != nil, "\(posture): the end screen shows its table")
        let image = try SceneTestSupport.pixels(of: game)
        let result = try #require(game.hud.frame(of: ElementID.result))
        let plate = Self.count(Palette.victoryPlate, in: result, of: image)
        #expect(Double(plate) > 0.15 * result.width * result.height, "\(posture): the result stands on a gold plate, \(plate) px")
        let size = game.device.displaySize
        let whole = Rect(x: 0, y: 0, width: size.width, height: size.height)
        #expect(Self.count(Palette.playerTwo, in: whole, of: image, tolerance: 12) > 40, "\(posture): confetti falls on a win")
        for id in [ElementID.statsTable, .result] {
            let words = try #require(game.hud.frame(of: id))
            let behind = [Palette.playerOne, Palette.playerTwo, Palette.fireOuter].map { Self.count($0, in: words, of: image, tolerance: 12) }
            #expect(behind == [0, 0, 0], "\(posture): no confetti behind \(id.rawValue)'s words, got \(behind) px")
        }
        let later = try Self.finished(posture, winner: .one, seconds: 5)
        #expect(Self.count(Palette.playerTwo, in: whole, of: try SceneTestSupport.pixels(of: later), tolerance: 12) == 0,
                "\(posture): the confetti is over after \(BattlefleetGame.confettiSeconds) s")
    }

    @Test("A defeat: a red plate under \"Defeat\", no confetti, the enemy fleet shown", arguments: [Posture.book, .tabletop])
    func defeat(_ posture: Posture) throws {
        let game = try Self.finished(posture, winner: .two)
        #expect(SceneTestSupport.text(game, "result") == "Defeat", "\(posture): the result says it")
        let image = try SceneTestSupport.pixels(of: game)
        let result = try #require(game.hud.frame(of: ElementID.result))
        #expect(Double(Self.count(Palette.sunkCallout, in: result, of: image)) > 0.15 * result.width * result.height,
                "\(posture): the result stands on a red plate")
        let size = game.device.displaySize
        #expect(Self.count(Palette.playerTwo, in: Rect(x: 0, y: 0, width: size.width, height: size.height), of: image, tolerance: 12) == 0,
                "\(posture): no confetti for a defeat")
        #expect(game.boardSlots.contains { $0.waters == .two && $0.showsFleet }, "\(posture): the enemy fleet is revealed")
    }
}
