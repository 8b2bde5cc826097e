import Crease
import Foundation

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

    /// Reads a best-scores file's bytes, checking the format, the version and that every score
    /// is at least one stroke.
    ///
    /// - Throws: `BestScoresFormatError` with a phrase saying what is wrong (it follows the path).
    public static func decode(_ data: Data) throws(BestScoresFormatError) -> BestScores {
        let scores: BestScores
        do {
            scores = try JSONDecoder().decode(BestScores.self, from: data)
        } catch let error as DecodingError {
            throw BestScoresFormatError("is not a best-scores file: \(DecodingErrorText.describe(error))")
        } catch {
            throw BestScoresFormatError("cannot be read (\((error as NSError).localizedDescription))")
        }
        if scores.format != formatID {
            throw BestScoresFormatError("'format' is '\(scores.format)', not '\(formatID)'")
        }
        if scores.version != currentVersion {
            throw BestScoresFormatError("'version' is \(scores.version); this build reads version \(currentVersion)")
        }
        if scores.holes.values.contains(where: { $0 < 1 }) || (scores.bestRound ?? 1) < 1 {
            throw BestScoresFormatError("holds a score below one stroke")
        }
        return scores
    }

    /// The file's bytes: pretty-printed JSON with sorted keys, so equal scores give equal files.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
    }

    /// Takes in a round's outcome; returns the names of the holes whose earlier best it beat.
    ///
    /// A hole's first score becomes its best without counting as beaten: "new best!" is for
    /// doing better than before, not for a +4 on a hole never played.
    @discardableResult
    public mutating func record(_ outcome: MiniGolfOutcome) -> [String] {
        var improved: [String] = []
        for hole in outcome.holes where hole.holed {
            let best = holes[hole.name]
            if let best, best <= hole.strokes { continue }
            holes[hole.name] = hole.strokes
            if best != nil { improved.append(hole.name) }
        }
        if outcome.finished, outcome.totalStrokes < (bestRound ?? .max) {
            bestRound = outcome.totalStrokes
        }
        return improved
    }
}
