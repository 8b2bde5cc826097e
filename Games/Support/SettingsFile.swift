import Crease
import Foundation

/// A game's settings file, kept between runs: one JSON object holding a `format` and a
/// `version` beside the settings themselves,
///
/// ```json
/// {"format": "crease.minigolf.settings", "version": 1, "sound": true}
/// ```
///
/// read once at start and written atomically whenever a setting changes. The settings type
/// decodes its own keys (a missing one keeps its default) and never sees the other two.
public struct SettingsFile: Sendable, Hashable {
    /// The format identifier the file holds ("crease.battlefleet.settings").
    public let format: String
    /// The version this build reads and writes.
    public let version: Int

    /// A settings file of one format and version.
    public init(format: String, version: Int) {
        self.format = format
        self.version = version
    }

    /// The settings in `url`: nil and no problem when there is no file; when the file cannot
    /// be read, or is of another format or version, nil and one line saying why (naming the
    /// file, and that the defaults are used).
    public func load<Settings: Decodable>(_ type: Settings.Type, from url: URL) -> (settings: Settings?, problem: String?) {
        guard FileManager.default.fileExists(atPath: url.path) else { return (nil, nil) }
        func refused(_ why: String) -> (settings: Settings?, problem: String?) {
            (nil, "\(url.path): \(why); using the default settings")
        }
        do {
            let data = try InputFile.read(url, maximumBytes: 4_096)
            let header = try JSONDecoder().decode(Header.self, from: data)
            guard header.format == format else { return refused("'format' is '\(header.format)', not '\(format)'") }
            guard header.version == version else { return refused("'version' is \(header.version); this build reads version \(version)") }
            return (try JSONDecoder().decode(Settings.self, from: data), nil)
        } catch let error as AtomicFileError {
            return refused(error.problem)
        } catch let error as DecodingError {
            return refused(DecodingErrorText.describe(error))
        } catch {
            return refused("could not be read (\(error))")
        }
    }

    /// Writes `settings` to `url` atomically, the format and the version beside them (keys
    /// sorted); returns why it failed, if it did.
    public func save<Settings: Encodable>(_ settings: Settings, to url: URL) -> String? {
        do {
            guard var object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(settings)) as? [String: Any] else {
                return "\(url.path): the settings are not a JSON object"
            }
            object["format"] = format
            object["version"] = version
            let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
            try AtomicFile.write(data, to: url)
            return nil
        } catch let error as AtomicFileError {
            return "\(url.path): \(error.problem)"
        } catch {
            return "\(url.path): could not be written (\(error))"
        }
    }

    /// The two keys every settings file has.
    private struct Header: Decodable {
        var format: String
        var version: Int
    }
}
