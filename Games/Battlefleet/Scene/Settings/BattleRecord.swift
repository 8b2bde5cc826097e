/// The player's record against one level of the AI, kept between runs: wins, losses, the
/// wins in a row so far and the fewest shots a win took.
///
/// In the settings file, under `records`, by level:
///
/// ```json
/// "records": {"medium": {"wins": 3, "losses": 2, "streak": 1, "fewestShots": 41}}
/// ```
/// Every count is a whole number from 0 to 1,000,000; `fewestShots` (absent before the first
/// win) is from 17, the fewest a win can take, to 100.
public struct BattleRecord: Sendable, Hashable, Codable {
    /// Matches won against this level.
    public var wins = 0
    /// Matches lost against it.
    public var losses = 0
    /// Wins in a row up to now (0 after a loss).
    public var streak = 0
    /// The fewest shots a win took; nil before the first win.
    public var fewestShots: Int?

    /// A record of no match.
    public init() {}

    /// What a finished match did to the record, for the end screen.
    public enum News: Sendable, Hashable {
        /// A win in fewer shots than any before (the first win included).
        case newBest(shots: Int)
        /// A win that makes two or more in a row.
        case streak(Int)
        /// Any other result: the record as it now stands.
        case standing(wins: Int, losses: Int)
    }

    /// Counts a finished match: `won`, in `shots` shots (the player's). Returns what it did.
    public mutating func count(won: Bool, shots: Int) -> News {
        guard won else {
            losses = Swift.min(Self.maximum, losses + 1)
            streak = 0
            return .standing(wins: wins, losses: losses)
        }
        wins = Swift.min(Self.maximum, wins + 1)
        streak = Swift.min(Self.maximum, streak + 1)
        if fewestShots.map({ shots < $0 }) ?? true {
            fewestShots = shots
            return .newBest(shots: shots)
        }
        return streak >= 2 ? .streak(streak) : .standing(wins: wins, losses: losses)
    }

    /// The largest count a record holds.
    static let maximum = 1_000_000

    private enum CodingKeys: String, CodingKey { case wins, losses, streak, fewestShots }

    /// Reads a record; a missing count is 0, and a count out of range is an error naming it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func count(_ key: CodingKeys, in range: ClosedRange<Int>) throws -> Int? {
            guard let value = try container.decodeIfPresent(Int.self, forKey: key) else { return nil }
            guard range.contains(value) else {
                throw DecodingError.dataCorruptedError(forKey: key, in: container,
                                                       debugDescription: "\(value) is not from \(range.lowerBound) to \(range.upperBound)")
            }
            return value
        }
        wins = try count(.wins, in: 0...Self.maximum) ?? 0
        losses = try count(.losses, in: 0...Self.maximum) ?? 0
        streak = try count(.streak, in: 0...Self.maximum) ?? 0
        fewestShots = try count(.fewestShots, in: 17...100)
    }
}
