/// How a player has fared: shots, hits, accuracy, ships lost, streaks, turns.
public struct PlayerStatistics: Sendable, Hashable, Codable {
    /// Shots fired.
    public var shots: Int = 0
    /// Shots that struck a ship (hits and sinkings).
    public var hits: Int = 0
    /// Opponent ships this player sank.
    public var shipsSunk: Int = 0
    /// This player's own ships the opponent sank.
    public var shipsLost: Int = 0
    /// The most hits in a row, across turns; a miss breaks the run.
    public var longestHitStreak: Int = 0
    /// Hits in a row up to the latest shot.
    public var currentHitStreak: Int = 0
    /// Turns this player has begun.
    public var turns: Int = 0

    /// Empty statistics.
    public init() {}

    /// Shots that found open water.
    public var misses: Int { shots - hits }

    /// Hits per shot, from 0 to 1 (0 before the first shot).
    public var accuracy: Double { shots == 0 ? 0 : Double(hits) / Double(shots) }

    private enum CodingKeys: String, CodingKey {
        case shots, hits, misses, accuracy, shipsSunk, shipsLost, longestHitStreak, currentHitStreak, turns
    }

    /// Reads the counts; `misses` and `accuracy`, written for readers of reports, are derived and ignored.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        shots = try container.decode(Int.self, forKey: .shots)
        hits = try container.decode(Int.self, forKey: .hits)
        shipsSunk = try container.decode(Int.self, forKey: .shipsSunk)
        shipsLost = try container.decode(Int.self, forKey: .shipsLost)
        longestHitStreak = try container.decode(Int.self, forKey: .longestHitStreak)
        currentHitStreak = try container.decode(Int.self, forKey: .currentHitStreak)
        turns = try container.decode(Int.self, forKey: .turns)
    }

    /// Writes the counts plus `misses` and `accuracy`, so a report needs no arithmetic to read.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(shots, forKey: .shots)
        try container.encode(hits, forKey: .hits)
        try container.encode(misses, forKey: .misses)
        try container.encode(accuracy, forKey: .accuracy)
        try container.encode(shipsSunk, forKey: .shipsSunk)
        try container.encode(shipsLost, forKey: .shipsLost)
        try container.encode(longestHitStreak, forKey: .longestHitStreak)
        try container.encode(currentHitStreak, forKey: .currentHitStreak)
        try container.encode(turns, forKey: .turns)
    }

    /// Counts one shot fired by this player.
    mutating func recordShot(_ result: ShotResult) {
        shots += 1
        if result.isHit {
            hits += 1
            currentHitStreak += 1
            longestHitStreak = max(longestHitStreak, currentHitStreak)
        } else {
            currentHitStreak = 0
        }
        if case .sunk = result { shipsSunk += 1 }
    }
}
