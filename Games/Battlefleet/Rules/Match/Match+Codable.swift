import Crease
import Foundation

/// A match is saved as what happened (rules, players, fleets, shots in order, generator states)
/// and restored by replaying it, so a loaded match is consistent by construction: every ship
/// legal, every shot on the grid, fired in turn, never twice, with the result it really had.
extension Match: Codable {
    private enum CodingKeys: String, CodingKey {
        case rules, players, seed, phase, fleets, shots, generators, plannedShots
    }

    /// Reads a saved match and replays it, refusing anything the rules would not have produced.
    ///
    /// - Throws: `DecodingError.dataCorrupted` naming the field and what is wrong (an overlap,
    ///   a shot fired twice or out of turn, a result that does not match the fleet, …).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let seedText = try container.decode(String.self, forKey: .seed)
        guard let seed = UInt64(seedText) else {
            throw DecodingError.dataCorruptedError(forKey: .seed, in: container, debugDescription: "the seed is a whole number from 0 to 2^64-1 written as a string")
        }
        let rules = try container.decode(MatchRules.self, forKey: .rules)
        let players = try container.decode(PlayerPair<PlayerKind>.self, forKey: .players)
        let phase = try container.decode(Phase.self, forKey: .phase)
        let fleets = try container.decode(PlayerPair<Fleet>.self, forKey: .fleets)
        let shots = try container.decode([ShotRecord].self, forKey: .shots)
        let generators = try container.decode(PlayerPair<SeededRandom>.self, forKey: .generators)
        let planned = try container.decode([Coordinate].self, forKey: .plannedShots)

        func invalid(_ key: CodingKeys, _ problem: String) -> DecodingError {
            .dataCorruptedError(forKey: key, in: container, debugDescription: problem)
        }
        self.init(players: players, rules: rules, seed: seed)
        for player in PlayerID.allCases {
            let fleet = fleets[player]
            if players[player].isAI || phase != .placement, !fleet.isComplete {
                throw invalid(.fleets, PlacementError.fleetIncomplete(player, missing: fleet.missingShips).description)
            }
            boards[player] = Board(fleet: fleet)
        }
        if phase == .placement {
            guard shots.isEmpty else { throw invalid(.shots, "shots were fired but the match is still in placement") }
        } else {
            try? beginBattle()
            for (index, shot) in shots.enumerated() {
                let problem: String?
                do {
                    let replayed = try fire(at: shot.target, as: shot.shooter)
                    problem = replayed == shot ? nil : "shot \(index + 1) says \(shot) but the rules give \(replayed)"
                } catch {
                    problem = "shot \(index + 1) (\(shot)) is illegal: \(error.description)"
                }
                if let problem { throw invalid(.shots, problem) }
            }
            guard self.phase == phase else {
                throw invalid(.phase, "the match says '\(phase)' but its shots leave it '\(self.phase)'")
            }
        }
        self.generators = generators
        try restorePlannedShots(planned, invalid: { invalid(.plannedShots, $0) })
    }

    private mutating func restorePlannedShots(_ planned: [Coordinate], invalid: (String) -> DecodingError) throws {
        guard !planned.isEmpty else { return }
        guard rules.salvo, isAITurn else { throw invalid("only an AI in the middle of a salvo has planned shots") }
        guard planned.count <= shotsLeftInTurn else { throw invalid("\(planned.count) planned shots but \(shotsLeftInTurn) left this turn") }
        let board = boards[currentPlayer.opponent]
        for (index, cell) in planned.enumerated() {
            guard cell.isOnGrid, !board.wasFiredAt(cell), !planned[..<index].contains(cell) else {
                throw invalid("planned shot \(cell) is off the grid, already fired at or repeated")
            }
        }
        plannedShots = planned
    }

    /// Writes the rules, players, fleets, shots and generator states (statistics are replayed, not stored).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(rules, forKey: .rules)
        try container.encode(players, forKey: .players)
        try container.encode(String(seed), forKey: .seed)
        try container.encode(phase, forKey: .phase)
        try container.encode(boards.map(\.fleet), forKey: .fleets)
        try container.encode(history, forKey: .shots)
        try container.encode(generators, forKey: .generators)
        try container.encode(plannedShots, forKey: .plannedShots)
    }
}
