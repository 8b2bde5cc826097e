import Crease
@testable import BattlefleetRules
import Foundation

/// Fixtures shared by the Battlefleet rules tests.
enum TestSupport {
    /// A legal fleet: one ship per even row, bows on the left edge.
    static let rowFleet: Fleet = {
        let placements = ShipClass.classicFleet.enumerated().map { index, ship in
            Placement(ship: ship, origin: Coordinate(column: 0, row: index * 2), orientation: .horizontal)
        }
        return (try? Fleet(placements: placements)) ?? Fleet()
    }()

    /// Shorthand for a cell.
    static func cell(_ column: Int, _ row: Int) -> Coordinate { Coordinate(column: column, row: row) }

    /// A person (one) against a person (two), both on `rowFleet`, battle begun.
    static func twoPlayerBattle(salvo: Bool = false) throws -> Match {
        var match = Match.localTwoPlayer(rules: MatchRules(salvo: salvo), seed: 1)
        for player in PlayerID.allCases {
            for placement in rowFleet.placements { try match.place(placement, for: player) }
        }
        try match.beginBattle()
        return match
    }

    /// Every cell `rowFleet` covers, row by row.
    static let rowFleetCells: [Coordinate] = rowFleet.placements.flatMap(\.cells).sorted()

    /// Open-water cells of `rowFleet`, row by row (odd rows are all water).
    static let rowFleetWater: [Coordinate] = Coordinate.all.filter { rowFleet.ship(at: $0) == nil }

    /// How many shots an AI level needs to sink a seeded random fleet, alone on the board.
    static func shotsToSink(_ difficulty: Difficulty, seed: UInt64) -> (shots: Int, repeats: Int) {
        var placer = SeededRandom(seed: seed)
        var board = Board(fleet: Fleet.random(using: &placer))
        var generator = SeededRandom(seed: seed ^ 0x5EED)
        let ai = FleetAI(difficulty: difficulty)
        var shots = 0
        var repeats = 0
        while !board.isDefeated, shots < 200, let target = ai.chooseTarget(on: board.chart, using: &generator) {
            shots += 1
            if (try? board.receiveShot(at: target)) == nil { repeats += 1 }
        }
        return (shots, repeats)
    }

    /// A fresh, empty folder for save files.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("battlefleet-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// An AI-against-AI match played for some shots (or to the end).
    static func autoplayed(_ one: Difficulty = .medium, _ two: Difficulty = .hard, salvo: Bool = false,
                           seed: UInt64 = 7, shots: Int = 1_000) -> Match {
        var match = Match.autoplay(one, against: two, rules: MatchRules(salvo: salvo), seed: seed)
        match.playToEnd(maxShots: shots)
        return match
    }
}
