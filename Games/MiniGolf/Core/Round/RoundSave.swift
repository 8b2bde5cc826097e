import Crease
import Foundation

/// A round in progress as a file: a format and version, then the round itself (its holes,
/// tuning, the hole in play, the ball, strokes, clock and card), so a relaunch can offer to
/// continue it.
public struct RoundSave: Sendable, Codable, Hashable {
    /// The `format` every round file carries.
    public static let formatID = "crease.minigolf.round"
    /// The version this build writes and reads.
    public static let currentVersion = 1
    /// The largest round file read, in bytes (nine holes save in a few tens of kilobytes).
    public static let maximumBytes = 1 << 20

    /// Names the file's kind, so a stray JSON file is not taken for a round.
    public var format: String
    /// The layout version of the file.
    public var version: Int
    /// The round.
    public var round: MiniGolfMatch

    /// A save of `round`.
    public init(round: MiniGolfMatch) {
        format = Self.formatID
        version = Self.currentVersion
        self.round = round
    }

    /// Reads a round file's bytes, checking the format, the version and that the round is one
    /// the rules could reach: not finished, strokes within the hole's limit, a clock that runs forward.
    ///
    /// - Throws: `BestScoresFormatError` with a phrase saying what is wrong (it follows the path).
    public static func decode(_ data: Data) throws(BestScoresFormatError) -> RoundSave {
        let save: RoundSave
        do {
            save = try JSONDecoder().decode(RoundSave.self, from: data)
        } catch let error as DecodingError {
            throw BestScoresFormatError("is not a round file: \(DecodingErrorText.describe(error))")
        } catch {
            throw BestScoresFormatError("cannot be read (\((error as NSError).localizedDescription))")
        }
        if save.format != formatID {
            throw BestScoresFormatError("'format' is '\(save.format)', not '\(formatID)'")
        }
        if save.version != currentVersion {
            throw BestScoresFormatError("'version' is \(save.version); this build reads version \(currentVersion)")
        }
        let round = save.round
        if round.phase == .finished { throw BestScoresFormatError("holds a finished round") }
        if round.strokes < 0 || round.strokes > round.strokeLimit {
            throw BestScoresFormatError("holds \(round.strokes) strokes on a hole limited to \(round.strokeLimit)")
        }
        if round.tick < 0 { throw BestScoresFormatError("holds a clock of \(round.tick)") }
        if !round.ball.position.x.isFinite || !round.ball.position.y.isFinite { throw BestScoresFormatError("holds a ball off the course") }
        return save
    }

    /// The file's bytes: JSON with sorted keys, so equal rounds give equal files.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(self)
    }
}
