import Crease
import Foundation

/// The save file: a format identifier, a version, and the match in progress.
///
/// ```json
/// {"format": "crease.battlefleet.save", "version": 1, "match": {…}}
/// ```
/// The match is stored as its rules, players, fleets, shots and generator states, and replayed
/// on reading (see `Match.init(from:)`), so only a match the rules could produce loads.
public struct MatchSave: Sendable, Hashable, Codable {
    /// The format identifier every save starts with.
    public static let format = "crease.battlefleet.save"
    /// The version this build writes and reads.
    public static let version = 1
    /// The deepest nesting a save can have; anything deeper is refused before decoding.
    public static let maximumDepth = 16
    /// The largest save read; a full match is a few tens of kilobytes.
    public static let maximumBytes = 1 << 20

    /// The match in progress.
    public var match: Match

    /// Wraps a match for saving.
    public init(match: Match) {
        self.match = match
    }

    private enum CodingKeys: String, CodingKey { case format, version, match }

    /// Reads a save, refusing another format or version.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard try container.decode(String.self, forKey: .format) == Self.format else {
            throw DecodingError.dataCorruptedError(forKey: .format, in: container, debugDescription: "not '\(Self.format)'")
        }
        guard try container.decode(Int.self, forKey: .version) == Self.version else {
            throw DecodingError.dataCorruptedError(forKey: .version, in: container, debugDescription: "not \(Self.version)")
        }
        match = try container.decode(Match.self, forKey: .match)
    }

    /// Writes the format, the version and the match.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.format, forKey: .format)
        try container.encode(Self.version, forKey: .version)
        try container.encode(match, forKey: .match)
    }

    /// The file's bytes: pretty-printed JSON with sorted keys, so equal matches give equal files.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// Reads a save from a file's bytes, checking size, nesting, format, version and the match.
    ///
    /// - Throws: `SaveFormatError` with a phrase saying what is wrong (it follows the file's path).
    public static func decode(_ data: Data) throws(SaveFormatError) -> MatchSave {
        guard !data.isEmpty else { throw SaveFormatError("is empty") }
        guard data.count <= maximumBytes else {
            throw SaveFormatError("is \(data.count) bytes; a save is never more than \(maximumBytes)")
        }
        guard JSONNesting.depth(of: data) <= maximumDepth else {
            throw SaveFormatError("is nested more than \(maximumDepth) levels deep; no save is")
        }
        let decoder = JSONDecoder()
        do {
            let header = try decoder.decode(Header.self, from: data)
            guard let format = header.format else {
                throw SaveFormatError("has no 'format' string; it is not a Battlefleet save")
            }
            guard format == Self.format else {
                throw SaveFormatError("is not a Battlefleet save (format '\(format.prefix(60))', expected '\(Self.format)')")
            }
            guard let version = header.version else { throw SaveFormatError("has no 'version' number") }
            guard version == Self.version else {
                throw SaveFormatError("is a version \(version) save; this build reads version \(Self.version)")
            }
            return try decoder.decode(MatchSave.self, from: data)
        } catch let error as SaveFormatError {
            throw error
        } catch let error as DecodingError {
            throw SaveFormatError(DecodingErrorText.describe(error))
        } catch {
            throw SaveFormatError("could not be read (\(error))")
        }
    }

    /// Just enough of a save to tell its format and version before trusting the rest.
    private struct Header: Decodable {
        var format: String?
        var version: Int?

        private enum CodingKeys: String, CodingKey { case format, version }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            format = try? container.decodeIfPresent(String.self, forKey: .format)
            version = try? container.decodeIfPresent(Int.self, forKey: .version)
        }
    }
}
