import CreaseSDL
import Foundation

extension FuzzTarget {
    /// Emulator key settings (`crease-viewer --settings PATH`, `$CREASE_SETTINGS` for the games).
    public static let settings = FuzzTarget(
        name: "settings",
        feeds: "emulator key settings: KeyBindings.parse (actions, key names, game keys, clashes); every chord of accepted settings must parse back from how it is shown",
        seeds: { repository in
            let all = EmulatorAction.allCases.map { "\"\($0.rawValue)\": \"\($0.defaultChord)\"" }.joined(separator: ", ")
            return [("readme.json", #"{ "keys": { "tabletop": "F3", "screenshot": "Ctrl+P", "cycleDevice": "Ctrl+D" } }"#),
                    ("remap.json", #"{"keys": {"screenshot": "Ctrl+P", "tabletop": "T", "book": "Alt+Shift+B"}}"#),
                    ("defaults.json", "{\"keys\": {\(all)}}"), ("no-keys.json", "{}")]
                .map { FuzzSeed(name: "made-\($0.0)", data: Data($0.1.utf8), mustBeAccepted: true) }
                + FuzzSeed.files(in: repository.appendingPathComponent("Tests/BadInputs/settings"), prefix: "bad", mustBeAccepted: false)
        },
        body: { data throws(FuzzFinding) in
            let bindings: KeyBindings
            do {
                bindings = try KeyBindings.parse(data, path: "fuzz.json")
            } catch {
                return try FuzzCheck.rejected(error, input: "settings file")
            }
            for action in EmulatorAction.allCases {
                let chord = bindings.chord(for: action)
                guard KeyChord(parsing: chord.description) == chord else {
                    throw FuzzFinding("'\(action.rawValue)' is bound to a chord shown as \(chord.description.debugDescription), which does not parse back to it")
                }
            }
            return .accepted
        })
}
