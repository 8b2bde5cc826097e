/// The best strokes a player has taken on each hole and over a whole round, kept between runs.
public struct BestScores: Sendable, Codable, Hashable {
    /// The `format` every best-scores file carries.
    public static let formatID = "crease.minigolf.best-scores"
    /// The version this build writes and reads.
    public static let currentVersion = 1

    /// Names the file's kind, so a stray JSON file is not taken for scores.
    public var format: String
    /// The layout version of the file.
    public var version: Int
    /// The fewest strokes per hole, keyed by the hole's name.
    public var holes: [String: Int]
    /// The fewest strokes over a complete round, if one was finished.
    public var bestRound: Int?

    /// No scores yet.
    public init() {
        format = Self.formatID
        version = Self.currentVersion
        holes = [:]
        bestRound = nil
    }

    /// Takes in a round's outcome; returns the names of the holes whose best it improved.
    @discardableResult
    public mutating func record(_ outcome: MiniGolfOutcome) -> [String] {
        var improved: [String] = []
        for hole in outcome.holes where hole.holed {
            if let best = holes[hole.name], best <= hole.strokes { continue }
            holes[hole.name] = hole.strokes
            improved.append(hole.name)
        }
        if outcome.finished, outcome.totalStrokes < (bestRound ?? .max) {
            bestRound = outcome.totalStrokes
        }
        return improved
    }
}
