import Crease
import CreaseHUD

/// The `input` step's JSON: one `InputEvent` exactly as the host delivered it, so a recorded
/// session replays event for event.
///
/// - `{"pointer": "began|moved|ended|cancelled|hovered", "id": 1, "x": 100, "y": 800}` (the mouse is id -1)
/// - `{"key": "Space", "down": true, "repeat": false, "modifiers": ["shift", "control", "alt", "gui"]}`
///   (`repeat` and `modifiers` may be left out)
/// - `{"text": "a"}`
/// - `{"button": "a", "down": true, "controller": 0}` (`controller` may be left out: 0)
/// - `{"axis": "leftX", "value": 0.5, "controller": 0}` (value -1…1)
/// - `{"focus": true}` (the window gained or lost focus)
enum ScriptInput {
    static let modifierNames: [(String, KeyModifiers)] = [("shift", .shift), ("control", .control), ("alt", .alt), ("gui", .gui)]

    /// The event as JSON.
    static func json(_ event: InputEvent) -> JSONValue {
        switch event {
        case .pointer(let pointer):
            return ["pointer": .string(pointer.phase.rawValue), "id": .number(Double(pointer.id.rawValue)),
                    "x": .number(pointer.location.x), "y": .number(pointer.location.y)]
        case .key(let key):
            var object: [String: JSONValue] = ["key": .string(key.key), "down": .bool(key.isDown)]
            if key.isRepeat { object["repeat"] = true }
            let names = modifierNames.filter { key.modifiers.contains($0.1) }.map { JSONValue.string($0.0) }
            if !names.isEmpty { object["modifiers"] = .array(names) }
            return .object(object)
        case .text(let text):
            return ["text": .string(text)]
        case .gamepadButton(let button, let isDown, let controller):
            return ["button": .string(button.rawValue), "down": .bool(isDown), "controller": .number(Double(controller))]
        case .gamepadAxis(let axis, let value, let controller):
            return ["axis": .string(axis.rawValue), "value": .number(value), "controller": .number(Double(controller))]
        case .windowFocus(let focused):
            return ["focus": .bool(focused)]
        }
    }

    /// Reads an `input` step's value; `fail` makes the error that names the script and step.
    static func parse(_ value: JSONValue, fail: (String) -> PlaytestScriptError) throws -> InputEvent {
        guard case .object(let object) = value else { throw fail("'input' should be an object like {\"key\": \"Space\", \"down\": true} (got \(value.typeName))") }
        func number(_ name: String, in range: ClosedRange<Double> = -1e9...1e9) throws -> Double {
            guard case .number(let value)? = object[name], value.isFinite, range.contains(value) else {
                throw fail("'input.\(name)' should be a number from \(range.lowerBound) to \(range.upperBound) (got \(object[name].map { "\($0)" } ?? "nothing"))")
            }
            return value
        }
        func flag(_ name: String) throws -> Bool {
            guard case .bool(let value)? = object[name] else { throw fail("'input.\(name)' should be true or false") }
            return value
        }
        func allow(_ keys: [String]) throws {
            if let unknown = object.keys.sorted().first(where: { !keys.contains($0) }) {
                throw fail("unknown key 'input.\(unknown)' (expected one of: \(keys.joined(separator: ", ")))")
            }
        }
        func controller() throws -> Int {
            object["controller"] == nil ? 0 : Int(try number("controller", in: 0...15))
        }
        if case .string(let phaseName)? = object["pointer"] {
            try allow(["pointer", "id", "x", "y"])
            guard let phase = PointerPhase(rawValue: phaseName) else {
                throw fail("'input.pointer' should be one of began, moved, ended, cancelled, hovered (got '\(phaseName)')")
            }
            let id = try number("id", in: -9_007_199_254_740_992...9_007_199_254_740_992)
            guard id == id.rounded() else { throw fail("'input.id' should be a whole number") }
            return .pointer(PointerEvent(id: PointerID(Int64(id)), phase: phase, location: Point(x: try number("x"), y: try number("y"))))
        }
        if case .string(let name)? = object["key"] {
            try allow(["key", "down", "repeat", "modifiers"])
            guard KeyNames.isValid(name) else { throw fail("'input.key' '\(name)' is not a key SDL knows (Space, Return, A, Left…)") }
            var modifiers: KeyModifiers = []
            if let list = object["modifiers"] {
                guard case .array(let names) = list else { throw fail("'input.modifiers' should be an array of shift, control, alt, gui") }
                for entry in names {
                    guard case .string(let text) = entry, let match = modifierNames.first(where: { $0.0 == text }) else {
                        throw fail("'input.modifiers' should hold only shift, control, alt or gui (got \(entry))")
                    }
                    modifiers.insert(match.1)
                }
            }
            return .key(KeyEvent(key: name, isDown: try flag("down"), isRepeat: object["repeat"] == nil ? false : try flag("repeat"), modifiers: modifiers))
        }
        if case .string(let text)? = object["text"] {
            try allow(["text"])
            return .text(text)
        }
        if case .string(let name)? = object["button"] {
            try allow(["button", "down", "controller"])
            guard let button = GamepadButton(rawValue: name) else {
                throw fail("'input.button' should be one of \(GamepadButton.allCases.map(\.rawValue).joined(separator: ", ")) (got '\(name)')")
            }
            return .gamepadButton(button, isDown: try flag("down"), controller: try controller())
        }
        if case .string(let name)? = object["axis"] {
            try allow(["axis", "value", "controller"])
            guard let axis = GamepadAxis(rawValue: name) else {
                throw fail("'input.axis' should be one of \(GamepadAxis.allCases.map(\.rawValue).joined(separator: ", ")) (got '\(name)')")
            }
            return .gamepadAxis(axis, value: try number("value", in: -1...1), controller: try controller())
        }
        if object["focus"] != nil {
            try allow(["focus"])
            return .windowFocus(try flag("focus"))
        }
        throw fail("'input' should hold one of pointer, key, text, button, axis or focus")
    }
}
