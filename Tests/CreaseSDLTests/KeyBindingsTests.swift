import CreaseHUD
@testable import CreaseSDL
import Foundation
import Testing

/// The emulator's keys and the settings file that remaps them.
@Suite struct KeyBindingsTests {
    private func write(_ text: String) throws -> String {
        let path = TestSupport.temporaryPath("settings.json")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func defaultsAreF1ToF12AndCtrlD() {
        let bindings = KeyBindings.defaults
        #expect(bindings.action(for: KeyEvent(key: "F3", isDown: true)) == .tabletop, "expected F3 to be tabletop")
        #expect(bindings.action(for: KeyEvent(key: "F10", isDown: true)) == .toggleRegionOverlay, "expected F10 to be the overlay")
        #expect(bindings.action(for: KeyEvent(key: "D", isDown: true)) == nil, "expected a bare D to stay a game key")
        #expect(bindings.action(for: KeyEvent(key: "D", isDown: true, modifiers: .control)) == .cycleDevice, "expected Ctrl+D to cycle devices")
        #expect(bindings.action(for: KeyEvent(key: "F3", isDown: true, modifiers: .control)) == nil, "expected Ctrl+F3 not to be F3")
        #expect(EmulatorAction.allCases.allSatisfy { !$0.defaultChord.takesGameKey }, "expected no default on a game key")
    }

    @Test func aSettingsFileRemapsSomeKeys() throws {
        let path = try write(#"{"keys": {"screenshot": "Ctrl+P", "tabletop": "T"}}"#)
        let bindings = try KeyBindings.load(path: path)
        #expect(bindings.action(for: KeyEvent(key: "P", isDown: true, modifiers: .control)) == .screenshot, "expected Ctrl+P to screenshot")
        #expect(bindings.action(for: KeyEvent(key: "t", isDown: true)) == .tabletop, "expected T to be tabletop, in any case")
        #expect(bindings.action(for: KeyEvent(key: "F4", isDown: true)) == .book, "expected unlisted actions to keep their keys")
    }

    @Test(arguments: [
        (#"{"keys": {"tabletop": "Space"}}"#, "game key"),
        (#"{"keys": {"fly": "F3"}}"#, "not an action"),
        (#"{"keys": {"flat": "F3"}}"#, "both on F3"),
        (#"{"keys": {"flat": 3}}"#, "must be a key"),
        ("not json", "not valid JSON"),
        (#"{"keyz": {}}"#, "unknown field"),
    ])
    func aBadFileIsOneClearLineNamingIt(text: String, problem: String) throws {
        let path = try write(text)
        do {
            _ = try KeyBindings.load(path: path)
            Issue.record("expected \(text) to be refused for '\(problem)'")
        } catch let error as SettingsError {
            let line = error.description
            #expect(line.contains(path) && line.contains(problem) && !line.contains("\n"),
                    "expected one line naming \(path) and saying '\(problem)', got: \(line)")
        }
    }

    @Test func settingsPathFollowsTheDocumentedOrder() {
        #expect(KeyBindings.settingsPath(explicit: "/a.json", environment: ["CREASE_SETTINGS": "/b.json"]) == "/a.json")
        #expect(KeyBindings.settingsPath(explicit: nil, environment: ["CREASE_SETTINGS": "/b.json"]) == "/b.json")
        #expect(KeyBindings.settingsPath(explicit: nil, environment: ["XDG_CONFIG_HOME": "/nonexistent"]) == nil,
                "expected no settings when the default file does not exist")
    }
}
