import Crease
import CreaseHUD
import Foundation

/// Which key does what in the emulator: the defaults (F1–F12, Ctrl+D), remapped by a settings file.
///
/// The settings file is JSON with one object, `keys`, mapping action names to chords:
///
///     { "keys": { "tabletop": "F3", "screenshot": "Ctrl+P", "cycleDevice": "Ctrl+D" } }
///
/// Actions left out keep their default. It is read from `--settings PATH`, else
/// `$CREASE_SETTINGS`, else `$XDG_CONFIG_HOME/crease/emulator.json` (by default
/// `~/.config/crease/emulator.json`) when that file exists.
public struct KeyBindings: Sendable, Hashable {
    /// The chord of every action.
    public private(set) var chords: [EmulatorAction: KeyChord]

    /// The default keys.
    public static let defaults = KeyBindings(chords: Dictionary(uniqueKeysWithValues: EmulatorAction.allCases.map { ($0, $0.defaultChord) }))

    /// Creates bindings from a complete table.
    public init(chords: [EmulatorAction: KeyChord]) {
        self.chords = chords
    }

    /// The action a key press triggers, if any.
    public func action(for event: KeyEvent) -> EmulatorAction? {
        EmulatorAction.allCases.first { chords[$0]?.matches(event) == true }
    }

    /// The chord of an action.
    public func chord(for action: EmulatorAction) -> KeyChord {
        chords[action] ?? action.defaultChord
    }

    /// Where the settings file is looked for, first match wins (see the type's documentation).
    public static func settingsPath(explicit: String?, environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let explicit { return explicit }
        if let path = environment["CREASE_SETTINGS"], !path.isEmpty { return path }
        let config = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"].map { ($0 as NSString).appendingPathComponent(".config") } ?? ".config")
        let path = (config as NSString).appendingPathComponent("crease/emulator.json")
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    /// Reads a settings file over the defaults.
    ///
    /// - Throws: `SettingsError` naming the file and what is wrong: unreadable, not JSON, an
    ///   unknown action or key, a game key, or two actions on one key.
    public static func load(path: String) throws -> KeyBindings {
        let data: Data
        do {
            data = try InputFile.read(URL(fileURLWithPath: path))
        } catch {
            throw SettingsError(path: path, problem: error.problem)
        }
        return try parse(data, path: path)
    }

    /// Reads a settings file's bytes over the defaults; `path` names the file in errors.
    ///
    /// - Throws: `SettingsError` naming the file and what is wrong (see `load(path:)`).
    public static func parse(_ data: Data, path: String) throws -> KeyBindings {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw SettingsError(path: path, problem: "is not valid JSON")
        }
        guard let root = object as? [String: Any] else {
            throw SettingsError(path: path, problem: "must hold one JSON object like {\"keys\": {\"tabletop\": \"F3\"}}")
        }
        if let unknown = root.keys.first(where: { $0 != "keys" }) {
            throw SettingsError(path: path, problem: "has an unknown field '\(unknown)' (only \"keys\" is read)")
        }
        guard let keys = (root["keys"] ?? [String: Any]()) as? [String: Any] else {
            throw SettingsError(path: path, problem: "'keys' must be an object mapping actions to keys")
        }
        var bindings = KeyBindings.defaults
        for (name, value) in keys.sorted(by: { $0.key < $1.key }) {
            guard let action = EmulatorAction(rawValue: name) else {
                throw SettingsError(path: path, problem: "'keys.\(name)' is not an action (known: \(EmulatorAction.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            guard let text = value as? String, let chord = KeyChord(parsing: text) else {
                throw SettingsError(path: path, problem: "'keys.\(name)' must be a key like \"F3\" or \"Ctrl+D\"")
            }
            guard !chord.takesGameKey else {
                throw SettingsError(path: path, problem: "'keys.\(name)' is \"\(text)\", a game key (arrows, WASD, Space, Return, Escape); add a modifier such as Ctrl+")
            }
            bindings.chords[action] = chord
        }
        var seen: [KeyChord: EmulatorAction] = [:]
        for action in EmulatorAction.allCases {
            let chord = bindings.chord(for: action)
            let normal = KeyChord(key: chord.key.lowercased(), modifiers: chord.modifiers)
            if let other = seen[normal] {
                throw SettingsError(path: path, problem: "'\(other.rawValue)' and '\(action.rawValue)' are both on \(chord)")
            }
            seen[normal] = action
        }
        return bindings
    }
}

/// A settings file that cannot be used.
public struct SettingsError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file.
    public var path: String
    /// What is wrong with it.
    public var problem: String

    /// Creates an error; control characters (quoted from the file or its path) are escaped, so it stays one line.
    public init(path: String, problem: String) {
        self.path = path.escapingControlCharacters
        self.problem = problem.escapingControlCharacters
    }

    /// "settings file PATH problem".
    public var description: String { "settings file \(path) \(problem)" }
}
