import BattlefleetRules
import CreaseGameSupport
import Foundation

/// The player's settings that outlive a match: the pace, whether the game makes sounds, the
/// opponent and rules a new match is played with, and the record against each level of the AI.
///
/// Saved atomically to `$CREASE_DATA_DIR/battlefleet-settings.json` whenever one changes or
/// a match against the AI ends:
///
/// ```json
/// {"format": "crease.battlefleet.settings", "version": 1, "pace": "fast", "sound": true,
///  "opponent": "hard", "salvo": false, "records": {"hard": {"wins": 1, "losses": 4, "streak": 1, "fewestShots": 58}}}
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
    /// Who a new match is played against (the pause menu's Opponent button).
    public var opponent: Opponent = .ai(.medium)
    /// True when a new match uses the salvo rules (the pause menu's Rules button).
    public var salvo = false
    /// The player's record against each level of the AI (`BattleRecord`).
    public var records: [Difficulty: BattleRecord] = [:]

    /// The defaults: normal pace, sound on, the medium AI, classic rules, no record.
    public init() {}

    private enum CodingKeys: String, CodingKey { case pace, sound, opponent, salvo, records }

    /// Reads the settings; a missing setting keeps its default, an unknown opponent is an error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        pace = try container.decodeIfPresent(Pace.self, forKey: .pace) ?? .normal
        sound = try container.decodeIfPresent(Bool.self, forKey: .sound) ?? true
        salvo = try container.decodeIfPresent(Bool.self, forKey: .salvo) ?? false
        if let name = try container.decodeIfPresent(String.self, forKey: .opponent) {
            guard let chosen = Opponent(settingName: name) else {
                throw DecodingError.dataCorruptedError(forKey: .opponent, in: container,
                                                       debugDescription: "opponent \"\(name)\" is not easy, medium, hard or human")
            }
            opponent = chosen
        }
        for (name, record) in try container.decodeIfPresent([String: BattleRecord].self, forKey: .records) ?? [:] {
            guard let level = Difficulty(rawValue: name) else {
                throw DecodingError.dataCorruptedError(forKey: .records, in: container,
                                                       debugDescription: "records for \"\(name)\": not easy, medium or hard")
            }
            records[level] = record
        }
    }

    /// Writes the settings: the opponent by its name in the file (`easy`, `medium`, `hard`, `human`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(pace, forKey: .pace)
        try container.encode(sound, forKey: .sound)
        try container.encode(opponent.settingName, forKey: .opponent)
        try container.encode(salvo, forKey: .salvo)
        if !records.isEmpty {
            try container.encode(Dictionary(uniqueKeysWithValues: records.map { ($0.key.rawValue, $0.value) }), forKey: .records)
        }
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
