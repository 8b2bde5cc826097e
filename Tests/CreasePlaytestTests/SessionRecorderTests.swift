import Crease
import CreaseHUD
import CreasePlaytest
import CreaseTestGames
import Foundation
import Testing

/// `--record`: what a window session did, written as a script that replays to the same state.
@Suite struct SessionRecorderTests {
    /// Drives a game as a recording window would (lockstep), feeding events and device
    /// changes by frame, and records it.
    static func session(frames: Int) throws -> (report: PlaytestReport, script: JSONValue) {
        // The catalog's duo, as a replay loads it by name.
        var device = Device(profile: try DeviceCatalog().profile(named: "duo"))
        device.posture = .flat
        let setUp = GameSetUp(seed: 9, device: device, autoplay: false, headless: true)
        var driver = PlaytestDriver(game: BouncingBallGame(), setUp: setUp, frames: frames)
        var recorder = SessionRecorder(device: driver.device, seed: 9, hz: 60, autoplay: false)
        let clock = ManualClock()
        for frame in 0..<frames {
            var events: [InputEvent] = []
            var changes: [DeviceChange] = []
            switch frame {
            case 5: events = [.key(KeyEvent(key: "Space", isDown: true)), .key(KeyEvent(key: "Space", isDown: false))]
            case 9: events = [.pointer(PointerEvent(id: PointerID(3), phase: .began, location: Point(x: 40.25, y: 700)))]
            case 10: events = [.pointer(PointerEvent(id: PointerID(3), phase: .moved, location: Point(x: 90, y: 650.5)))]
            case 11: events = [.pointer(PointerEvent(id: PointerID(3), phase: .ended, location: Point(x: 120, y: 640)))]
            case 14: changes = [.posture(.tabletop)]
            case 18: changes = [.hinge(140)]
            case 20: changes = [.camera(true), .layoutDirection(.rightToLeft)]
            case 22: events = [.gamepadButton(.a, isDown: true, controller: 0), .gamepadAxis(.leftX, value: -0.5, controller: 0),
                               .text("é"), .windowFocus(false)]
            case 24: if let flip = try? DeviceCatalog().profile(named: "flip") { changes = [.profile(flip)] }
            default: break
            }
            let index = driver.frame
            driver.runFrame(clock: clock, events: events, deviceChanges: changes)
            recorder.record(frame: index, deviceAfterChanges: driver.device, events: events)
        }
        return (driver.report(), recorder.json)
    }

    @Test("A recorded session replays headless to the same state, posture by posture")
    func roundTrip() throws {
        let (window, json) = try Self.session(frames: 40)
        let data = try JSONEncoder().encode(json)
        let script = try PlaytestScript(data: data, source: "rec.json")
        #expect(script.frames == 40 && script.seed == 9 && script.device == "duo" && script.posture == .flat)
        // Replayed as `--headless --script rec.json` does.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("crease-rec-\(UUID().uuidString).json")
        try data.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let replay = try Playtest.run(BouncingBallGame(), arguments: ["--headless", "--script", file.path]).report
        #expect(replay.stateHash == window.stateHash, "replay \(replay.stateHash) vs window \(window.stateHash)")
        #expect(replay.postureTimeline == window.postureTimeline)
        #expect(replay.frames == window.frames)
        // The inputs mattered: without them the state differs.
        let idle = Playtest.run(BouncingBallGame(), script: try PlaytestScript(json: #"{"device": "duo", "posture": "flat", "seed": 9, "frames": 40, "steps": []}"#)).report
        #expect(idle.stateHash != window.stateHash)
    }

    @Test("A bad input step is refused with the file, the step and the problem", arguments: [
        (#"{"input": {"pointer": "pressed", "id": 1, "x": 0, "y": 0}}"#, "'input.pointer' should be one of"),
        (#"{"input": {"key": "Space"}}"#, "'input.down' should be true or false"),
        (#"{"input": {"axis": "leftX", "value": 3}}"#, "'input.value' should be a number from -1.0 to 1.0"),
        (#"{"input": {"button": "z", "down": true}}"#, "'input.button' should be one of"),
        (#"{"profile": "toaster"}"#, "'profile':"),
    ])
    func badInput(action: String, expected: String) {
        let json = "{\"steps\": [{\"at\": 0, " + action.dropFirst() + "]}"
        #expect {
            _ = try PlaytestScript(json: json, source: "rec.json")
        } throws: { error in
            "\(error)".contains("rec.json: steps[0]: \(expected)")
        }
    }
}

/// `{"tap": "id"}`: a script names the HUD element it taps, wherever the layout has it.
@Suite struct TapElementTests {
    struct Counter: HUDGame {
        var taps = 0
        var hud = HUD(.label("count", "0").in(.raised), .button("tap", "Tap").in(.flat))
        mutating func hudDidAct(_ action: HUDAction) {
            if case .tapped("tap") = action { taps += 1 }
        }
        func hashState(into hasher: inout StateHasher) { hasher.combine(taps) }
    }

    @Test("A tap by id lands on the element in every posture; an unknown id is a finding, not a silent miss")
    func tapsByID() throws {
        let script = try PlaytestScript(json: """
        {"device": "duo", "posture": "flat", "frames": 40, "steps": [
          {"at": 5, "tap": "tap"}, {"at": 10, "posture": "tabletop"}, {"at": 10, "tap": "tap"},
          {"at": 20, "posture": "book"}, {"at": 25, "tap": "tap"}, {"at": 30, "tap": "nosuch"}]}
        """)
        let result = Playtest.run(Counter(), script: script)
        #expect(result.game.taps == 3, "three taps by id should land, got \(result.game.taps)")
        #expect(result.report.foldLint.violations.contains { $0.element == "nosuch" && $0.rule == "unknownElement" && $0.frame == 30 })
    }
}
