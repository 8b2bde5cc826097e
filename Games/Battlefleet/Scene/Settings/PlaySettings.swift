import CreaseGameSupport
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
    /// The file the settings are kept in, its format and version.
    static let file = SettingsFile(format: "crease.battlefleet.settings", version: 1)

    /// How fast the turns go.
    public var pace: Pace = .normal
    /// True when the game plays its sounds (the pause menu's Sound button).
    public var sound = true

    /// The defaults: normal pace, sound on.
    public init() {}

    private enum CodingKeys: String, CodingKey { case pace, sound }

    /// Reads the settings; a missing setting keeps its default.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        pace = try container.decodeIfPresent(Pace.self, forKey: .pace) ?? .normal
        sound = try container.decodeIfPresent(Bool.self, forKey: .sound) ?? true
    }

    /// The settings in `url`: the defaults when there is no file; when the file cannot be
    /// read, the defaults and one line saying why.
    static func load(from url: URL) -> (settings: PlaySettings, problem: String?) {
        let (settings, problem) = file.load(PlaySettings.self, from: url)
        return (settings ?? PlaySettings(), problem)
    }

    /// Writes the settings to `url` atomically; returns why it failed, if it did.
    func save(to url: URL) -> String? { Self.file.save(self, to: url) }
}
