import Crease

/// Checks a script's JSON value field by field, so each error says exactly what is wrong
/// and where (a `Decodable` conformance could only say "data corrupted").
struct ScriptParser {
    let source: String

    func script(from value: JSONValue) throws -> PlaytestScript {
        guard case .object(let object) = value else {
            throw fail(nil, "should be a JSON object with a 'steps' array, not \(value.typeName)")
        }
        try checkKeys(object, allowed: PlaytestScript.topLevelKeys, step: nil, what: "key")
        var script = PlaytestScript(source: source)
        if let device = object["device"] {
            guard case .string(let name) = device, !name.isEmpty else { throw fail(nil, "'device' should be a profile name or path (a string)") }
            script.device = name
        }
        if let posture = object["posture"] { script.posture = try parsePosture(posture, step: nil) }
        if let seed = object["seed"] {
            guard case .number(let number) = seed, number >= 0, number == number.rounded(), number <= 9_007_199_254_740_992 else {
                throw fail(nil, "'seed' should be a whole number from 0 to 2^53 (got \(seed))")
            }
            script.seed = UInt64(number)
        }
        if let frames = object["frames"] {
            guard case .number(let number) = frames, number >= 1, number == number.rounded(), number <= 100_000_000 else {
                throw fail(nil, "'frames' should be a whole number of frames, at least 1 (got \(frames))")
            }
            script.frames = Int(number)
        }
        if let hz = object["hz"] {
            guard case .number(let number) = hz, number >= 1, number <= 1000 else {
                throw fail(nil, "'hz' should be a number from 1 to 1000 (got \(hz))")
            }
            script.hz = number
        }
        if let autoplay = object["autoplay"] {
            guard case .bool(let flag) = autoplay else { throw fail(nil, "'autoplay' should be true or false (got \(autoplay))") }
            script.autoplay = flag
        }
        if let golden = object["golden"] {
            guard case .object(let fields) = golden else { throw fail(nil, "'golden' should be an object like {\"threshold\": 8, \"differing\": 0.001} (got \(golden))") }
            var tolerance = GoldenTolerance.standard
            for key in fields.keys.sorted() where key != "threshold" && key != "differing" {
                throw fail(nil, "'golden': unknown key '\(key)' (expected threshold, differing)")
            }
            if let threshold = fields["threshold"] {
                guard case .number(let number) = threshold, number >= 0, number <= 255, number == number.rounded() else {
                    throw fail(nil, "'golden.threshold' should be a whole number from 0 to 255 (got \(threshold))")
                }
                tolerance.channelThreshold = Int(number)
            }
            if let differing = fields["differing"] {
                guard case .number(let number) = differing, number >= 0, number <= 1 else {
                    throw fail(nil, "'golden.differing' should be a share of the pixels from 0 to 1 (got \(differing))")
                }
                tolerance.differingShare = number
            }
            script.goldenTolerance = tolerance
        }
        guard let steps = object["steps"] else { throw fail(nil, "missing field 'steps' (an array of steps; may be empty)") }
        guard case .array(let list) = steps else { throw fail(nil, "'steps' should be an array, not \(steps.typeName)") }
        var dragFrames = 0
        for (index, step) in list.enumerated() {
            let parsed = try parseStep(step, index: index)
            if case .drag(_, _, let frames) = parsed.action {
                guard dragFrames + frames <= PlaytestScript.maximumDragFrames else {
                    throw fail(index, "drags for \(frames) frames after \(dragFrames) frames of earlier drags; a script's drags may last \(PlaytestScript.maximumDragFrames) frames in all")
                }
                dragFrames += frames
            }
            if let frames = script.frames, parsed.at + parsed.action.duration >= frames {
                let end = parsed.action.duration > 0 ? " and lasts until frame \(parsed.at + parsed.action.duration)" : ""
                throw fail(index, "is at frame \(parsed.at)\(end), past the script's last frame \(frames - 1) ('frames': \(frames))")
            }
            script.steps.append(parsed)
        }
        return script
    }

    private func parseStep(_ value: JSONValue, index: Int) throws -> PlaytestStep {
        guard case .object(let object) = value else { throw fail(index, "should be an object like {\"at\": 60, \"posture\": \"tabletop\"}, not \(value.typeName)") }
        try checkKeys(object, allowed: ["at"] + PlaytestStep.actionKeys, step: index, what: "key")
        guard let at = object["at"] else { throw fail(index, "missing field 'at' (the frame number)") }
        guard case .number(let frame) = at, frame == frame.rounded(), abs(frame) <= 100_000_000 else {
            throw fail(index, "'at' should be a whole frame number (got \(at))")
        }
        guard frame >= 0 else { throw fail(index, "'at' is a negative frame (\(Int(frame))); frames count from 0") }
        let actions = PlaytestStep.actionKeys.filter { object[$0] != nil }
        guard let key = actions.first else {
            throw fail(index, "has no action (one of: \(PlaytestStep.actionKeys.joined(separator: ", ")))")
        }
        guard actions.count == 1 else {
            throw fail(index, "has more than one action (\(actions.joined(separator: ", "))); give each its own step")
        }
        let payload = object[key] ?? .null
        return PlaytestStep(at: Int(frame), try parseAction(key, payload, step: index))
    }

    private func parseAction(_ key: String, _ value: JSONValue, step: Int) throws -> PlaytestStep.Action {
        switch key {
        case "posture":
            return .posture(try parsePosture(value, step: step))
        case "hinge":
            guard case .number(let angle) = value, angle >= 0, angle <= 180 else {
                throw fail(step, "'hinge' should be an angle from 0 to 180 degrees (got \(value))")
            }
            return .hinge(angle)
        case "camera":
            guard case .bool(let inUse) = value else { throw fail(step, "'camera' should be true or false (got \(value))") }
            return .camera(inUse)
        case "layoutDirection":
            let names = LayoutDirection.allCases.map(\.rawValue)
            guard case .string(let name) = value, let direction = LayoutDirection(rawValue: name) else {
                throw fail(step, "'layoutDirection' should be one of \(names.joined(separator: ", ")) (got \(value))")
            }
            return .layoutDirection(direction)
        case "key":
            guard case .string(let name) = value, !name.isEmpty else {
                throw fail(step, "'key' should be an SDL key name such as \"Space\" or \"Return\" (got \(value))")
            }
            guard KeyNames.isValid(name) else {
                throw fail(step, "'key' '\(name)' is not a key SDL knows (names are as SDL gives them: Space, Return, Escape, A, Left, F1, Keypad 1…)")
            }
            return .key(name)
        case "text":
            guard case .string(let text) = value else { throw fail(step, "'text' should be a string (got \(value))") }
            return .text(text)
        case "input":
            return .input(try ScriptInput.parse(value) { fail(step, $0) })
        case "profile":
            guard case .string(let name) = value, !name.isEmpty else { throw fail(step, "'profile' should be a device profile's name or path (got \(value))") }
            do {
                return .profile(try DeviceCatalog().profile(named: name))
            } catch {
                throw fail(step, "'profile': \(error)")
            }
        case "tap":
            if case .string(let id) = value {
                guard !id.isEmpty else { throw fail(step, "'tap' should be a point {\"x\": …, \"y\": …} or a HUD element's id (got an empty id)") }
                return .tapElement(id)
            }
            return .tap(try parsePoint(value, field: "tap", step: step))
        case "drag":
            guard case .object(let drag) = value else {
                throw fail(step, "'drag' should be an object with 'from', 'to' and 'frames' (got \(value.typeName))")
            }
            try checkKeys(drag, allowed: ["from", "to", "frames"], step: step, what: "key in 'drag'")
            guard let from = drag["from"] else { throw fail(step, "missing field 'drag.from'") }
            guard let to = drag["to"] else { throw fail(step, "missing field 'drag.to'") }
            guard let frames = drag["frames"] else { throw fail(step, "missing field 'drag.frames'") }
            guard case .number(let count) = frames, count >= 1, count == count.rounded(), count <= 100_000 else {
                throw fail(step, "'drag.frames' should be a whole number of frames, at least 1 (got \(frames))")
            }
            return .drag(from: try parsePoint(from, field: "drag.from", step: step),
                         to: try parsePoint(to, field: "drag.to", step: step), frames: Int(count))
        default:
            guard case .string(let path) = value, !path.isEmpty else {
                throw fail(step, "'screenshot' should be a file path ending in .png (got \(value))")
            }
            return .screenshot(path)
        }
    }

    private func parsePosture(_ value: JSONValue, step: Int?) throws -> Posture {
        let names = Posture.allCases.map(\.rawValue).joined(separator: ", ")
        guard case .string(let name) = value, let posture = Posture(rawValue: name) else {
            throw fail(step, "'posture' should be one of \(names) (got \(value))")
        }
        return posture
    }

    private func parsePoint(_ value: JSONValue, field: String, step: Int) throws -> Point {
        guard case .object(let object) = value else { throw fail(step, "'\(field)' should be a point {\"x\": …, \"y\": …} (got \(value.typeName))") }
        try checkKeys(object, allowed: ["x", "y"], step: step, what: "key in '\(field)'")
        guard let x = object["x"] else { throw fail(step, "missing field '\(field).x'") }
        guard let y = object["y"] else { throw fail(step, "missing field '\(field).y'") }
        guard case .number(let px) = x else { throw fail(step, "'\(field).x' should be a number (got \(x))") }
        guard case .number(let py) = y else { throw fail(step, "'\(field).y' should be a number (got \(y))") }
        return Point(x: px, y: py)
    }

    private func checkKeys(_ object: [String: JSONValue], allowed: [String], step: Int?, what: String) throws {
        if let unknown = object.keys.sorted().first(where: { !allowed.contains($0) }) {
            throw fail(step, "unknown \(what) '\(unknown)' (expected one of: \(allowed.joined(separator: ", ")))")
        }
    }

    private func fail(_ step: Int?, _ problem: String) -> PlaytestScriptError {
        PlaytestScriptError(source: source, step: step, problem: problem)
    }
}
