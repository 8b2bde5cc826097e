import CreaseGameSupport
import Foundation

/// The player's settings that outlive a round: whether the game makes sounds.
///
/// Saved atomically to `$CREASE_DATA_DIR/minigolf-settings.json` whenever it changes:
///
/// ```json
/// {"format": "crease.minigolf.settings", "version": 1, "sound": false}
/// ```
/// A file that cannot be read is said in one line and the default is used; a headless or
/// autoplay run never reads or writes it, so a playtest does not depend on it.
struct GolfSettings: Sendable, Hashable, Codable {
    /// The file the settings are kept in, its format and version.
    static let file = SettingsFile(format: "crease.minigolf.settings", version: 1)

    /// True when the game plays its sounds (the pause menu's Sound button).
    var sound = true

    /// The defaults: sound on.
    init() {}

    private enum CodingKeys: String, CodingKey { case sound }

    /// Reads the settings; a missing setting keeps its default.
    init(from decoder: any Decoder) throws {
        sound = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(Bool.self, forKey: .sound) ?? true
    }

    /// Where the settings live: `minigolf-settings.json` beside the best scores.
    static func url(besideBestScores url: URL) -> URL {
        url.deletingLastPathComponent().appendingPathComponent("minigolf-settings.json")
    }
}
