import Crease
import Foundation

/// The player's settings that outlive a match: the pace and whether the game makes sounds.
///
/// Saved atomically to `$CREASE_DATA_DIR/battlefleet-settings.json` whenever one changes:
///
/// ```json
/// {"format": "crease.battlefleet.settings", "version": 1, "pace": "fast", "sound": true}
/// ```
/// A file that cannot be read is said in one line and the defaults are used; a headless or
/// autoplay run never reads or writes it, so a playtest does not depend on it.
public struct PlaySettings: Sendable, Hashable, Codable {
    /// The format identifier the file starts with.
    static let format = "crease.battlefleet.settings"
    /// The version this build reads and writes.
    static let version = 1

    /// How fast the turns go.
    public var pace: Pace = .normal
    /// True when the game plays its sounds (the pause menu's Sound button).
    public var sound = true

    /// The defaults: normal pace, sound on.
    public init() {}

    private enum CodingKeys: String, CodingKey { case format, version, pace, sound }

    /// Reads the settings, refusing another format or version; a missing setting keeps its default.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard try container.decode(String.self, forKey: .format) == Self.format else {
            throw DecodingError.dataCorruptedError(forKey: .format, in: container, debugDescription: "not '\(Self.format)'")
        }
        guard try container.decode(Int.self, forKey: .version) == Self.version else {
            throw DecodingError.dataCorruptedError(forKey: .version, in: container, debugDescription: "not version \(Self.version)")
        }
        pace = try container.decodeIfPresent(Pace.self, forKey: .pace) ?? .normal
        sound = try container.decodeIfPresent(Bool.self, forKey: .sound) ?? true
    }

    /// Writes the format, the version and every setting.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.format, forKey: .format)
        try container.encode(Self.version, forKey: .version)
        try container.encode(pace, forKey: .pace)
        try container.encode(sound, forKey: .sound)
    }

    /// The settings in `url`: the defaults when there is no file; when the file cannot be
    /// read, the defaults and one line saying why.
    static func load(from url: URL) -> (settings: PlaySettings, problem: String?) {
        guard FileManager.default.fileExists(atPath: url.path) else { return (PlaySettings(), nil) }
        do {
            let data = try InputFile.read(url, maximumBytes: 4_096)
            return (try JSONDecoder().decode(PlaySettings.self, from: data), nil)
        } catch let error as AtomicFileError {
            return (PlaySettings(), "\(url.path): \(error.problem); using the default settings")
        } catch let error as DecodingError {
            return (PlaySettings(), "\(url.path): \(DecodingErrorText.describe(error)); using the default settings")
        } catch {
            return (PlaySettings(), "\(url.path): could not be read (\(error)); using the default settings")
        }
    }

    /// Writes the settings to `url` atomically; returns why it failed, if it did.
    func save(to url: URL) -> String? {
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try AtomicFile.write(try encoder.encode(self), to: url)
            return nil
        } catch let error as AtomicFileError {
            return "\(url.path): \(error.problem)"
        } catch {
            return "\(url.path): could not be written (\(error))"
        }
    }
}
