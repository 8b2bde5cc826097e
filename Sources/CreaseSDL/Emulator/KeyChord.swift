import Foundation
import CreaseHUD

/// A key with the modifiers that must be held, e.g. "F3" or "Ctrl+D".
public struct KeyChord: Sendable, Hashable, CustomStringConvertible {
    /// The SDL key name ("F3", "D", "Tab").
    public var key: String
    /// Ctrl, Alt and Super that must be held (Shift is ignored unless listed).
    public var modifiers: KeyModifiers

    /// Keys a game owns; the emulator never binds them without a modifier.
    public static let gameKeys: Set<String> = ["left", "right", "up", "down", "w", "a", "s", "d", "space", "return", "escape", "keypad enter"]

    /// Creates a chord.
    public init(key: String, modifiers: KeyModifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Parses "F3", "Ctrl+D", "Alt+Shift+P"; nil when it names no key.
    public init?(parsing text: String) {
        let parts = text.split(separator: "+", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard let key = parts.last, !key.isEmpty else { return nil }
        var modifiers: KeyModifiers = []
        for part in parts.dropLast() {
            switch part.lowercased() {
            case "ctrl", "control": modifiers.insert(.control)
            case "alt": modifiers.insert(.alt)
            case "shift": modifiers.insert(.shift)
            case "super", "gui", "win", "cmd": modifiers.insert(.gui)
            default: return nil
            }
        }
        self.init(key: key, modifiers: modifiers)
    }

    /// True when the chord would take a game key (an arrow, WASD, Space, Return, Escape).
    public var takesGameKey: Bool {
        Self.gameKeys.contains(key.lowercased()) && modifiers.subtracting(.shift).isEmpty
    }

    /// True when a key event is this chord: same key (any case), and the same Ctrl, Alt and
    /// Super state (Shift only counts when the chord lists it).
    public func matches(_ event: KeyEvent) -> Bool {
        guard event.key.caseInsensitiveCompare(key) == .orderedSame else { return false }
        var considered: KeyModifiers = [.control, .alt, .gui]
        if modifiers.contains(.shift) { considered.insert(.shift) }
        return event.modifiers.intersection(considered) == modifiers.intersection(considered)
    }

    /// "Ctrl+D", "F3".
    public var description: String {
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("Ctrl") }
        if modifiers.contains(.alt) { parts.append("Alt") }
        if modifiers.contains(.shift) { parts.append("Shift") }
        if modifiers.contains(.gui) { parts.append("Super") }
        return (parts + [key]).joined(separator: "+")
    }
}
