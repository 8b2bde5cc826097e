import Crease
import Foundation
import Testing
import CreasePlaytest

@Suite("PlaytestScript")
struct PlaytestScriptTests {
    static let example = """
    {"device": "duo", "posture": "flat", "seed": 7, "frames": 600, "steps": [{"at": 60, "posture": "tabletop"}, {"at": 90, "hinge": 120}, {"at": 100, "camera": true}, {"at": 120, "layoutDirection": "rightToLeft"}, {"at": 130, "key": "Space"}, {"at": 140, "tap": {"x": 100, "y": 800}}, {"at": 150, "drag": {"from": {"x": 10, "y": 700}, "to": {"x": 200, "y": 650}, "frames": 12}}, {"at": 200, "screenshot": "after-fold.png"}]}
    """

    @Test("the example in docs/playtests.md parses into typed steps")
    func example() throws {
        let script = try PlaytestScript(json: Self.example, source: "example.json")
        #expect(script.device == "duo" && script.posture == .flat && script.seed == 7 && script.frames == 600,
                "the top-level fields should be read, got \(script)")
        let expected: [PlaytestStep] = [
            PlaytestStep(at: 60, .posture(.tabletop)),
            PlaytestStep(at: 90, .hinge(120)),
            PlaytestStep(at: 100, .camera(true)),
            PlaytestStep(at: 120, .layoutDirection(.rightToLeft)),
            PlaytestStep(at: 130, .key("Space")),
            PlaytestStep(at: 140, .tap(Point(x: 100, y: 800))),
            PlaytestStep(at: 150, .drag(from: Point(x: 10, y: 700), to: Point(x: 200, y: 650), frames: 12)),
            PlaytestStep(at: 200, .screenshot("after-fold.png")),
        ]
        #expect(script.steps == expected, "the steps should be read in order, got \(script.steps)")
        #expect(script.lastStepFrame == 201, "the last step acts in frame 200, so lastStepFrame is 201")
    }

    @Test("every top-level field is optional but steps")
    func minimal() throws {
        let script = try PlaytestScript(json: #"{"steps": []}"#)
        #expect(script.device == nil && script.frames == nil && script.steps.isEmpty, "a bare script should parse empty")
    }

    @Test("a bad script names the file, the step and the problem", arguments: [
        (#"{"steps": [{"at": 1, "posture": "flat"}, {"at": 2, "postur": "flat"}]}"#, "bad.json: steps[1]: unknown key 'postur'"),
        (#"{"steps": [{"at": -5, "posture": "flat"}]}"#, "bad.json: steps[0]: 'at' is a negative frame (-5)"),
        (#"{"frames": 100, "steps": [{"at": 100, "posture": "flat"}]}"#, "bad.json: steps[0]: is at frame 100, past the script's last frame 99"),
        (#"{"frames": 100, "steps": [{"at": 95, "drag": {"from": {"x": 0, "y": 0}, "to": {"x": 1, "y": 1}, "frames": 10}}]}"#,
         "bad.json: steps[0]: is at frame 95 and lasts until frame 105"),
        (#"{"steps": [{"at": 3, "posture": "folded"}]}"#, "bad.json: steps[0]: 'posture' should be one of flat, tabletop, book, closed (got \"folded\")"),
        (#"{"posture": "open", "steps": []}"#, "bad.json: 'posture' should be one of flat, tabletop, book, closed"),
        (#"{"steps": [{"posture": "flat"}]}"#, "bad.json: steps[0]: missing field 'at'"),
        (#"{"steps": [{"at": 1}]}"#, "bad.json: steps[0]: has no action"),
        (#"{"steps": [{"at": 1, "tap": {"x": 3}}]}"#, "bad.json: steps[0]: missing field 'tap.y'"),
        (#"{"steps": [{"at": 1, "drag": {"from": {"x": 0, "y": 0}, "frames": 3}}]}"#, "bad.json: steps[0]: missing field 'drag.to'"),
        (#"{"steps": [{"at": 1, "camera": 1}]}"#, "bad.json: steps[0]: 'camera' should be true or false"),
        (#"{"steps": [{"at": 1, "hinge": 200}]}"#, "bad.json: steps[0]: 'hinge' should be an angle from 0 to 180"),
        (#"{"steps": [{"at": 1.5, "key": "Space"}]}"#, "bad.json: steps[0]: 'at' should be a whole frame number"),
        (#"{"steps": [{"at": 1, "key": "Space", "hinge": 90}]}"#, "bad.json: steps[0]: has more than one action (hinge, key)"),
        (#"{"steps": [{"at": 1, "layoutDirection": "rtl"}]}"#, "bad.json: steps[0]: 'layoutDirection' should be one of leftToRight, rightToLeft"),
        (#"{"steps": [7]}"#, "bad.json: steps[0]: should be an object"),
        (#"{"stepz": []}"#, "bad.json: unknown key 'stepz'"),
        (#"{"frames": 100}"#, "bad.json: missing field 'steps'"),
        (#"{"frames": 0, "steps": []}"#, "bad.json: 'frames' should be a whole number of frames, at least 1"),
        (#"[1, 2]"#, "bad.json: should be a JSON object"),
        (#"{"steps": [ {"at": 1, "key": "Space"} "#, "bad.json: is not valid JSON"),
        ("not json at all", "bad.json: is not valid JSON"),
        (String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000), "bad.json: is nested more than 16 levels deep"),
    ])
    func badScripts(json: String, expectedPrefix: String) {
        do {
            _ = try PlaytestScript(json: json, source: "bad.json")
            Issue.record("\(json.prefix(80)) should be refused with \"\(expectedPrefix)…\"")
        } catch let error as PlaytestScriptError {
            #expect(error.description.hasPrefix(expectedPrefix), "expected the error to start \"\(expectedPrefix)\", got \"\(error)\"")
        } catch {
            Issue.record("expected a PlaytestScriptError, got \(error)")
        }
    }

    @Test("a missing file is named with the reason")
    func missingFile() {
        #expect {
            _ = try PlaytestScript(contentsOf: URL(fileURLWithPath: "/nonexistent/x.json"))
        } throws: { error in
            "\(error)".hasPrefix("/nonexistent/x.json: cannot be read")
        }
    }

    @Test("drags may last 100,000 frames in all; the step that goes past is named")
    func dragBudget() throws {
        func drag(_ frames: Int, at frame: Int) -> String {
            #"{"at": \#(frame), "drag": {"from": {"x": 0, "y": 0}, "to": {"x": 9, "y": 9}, "frames": \#(frames)}}"#
        }
        let full = try PlaytestScript(json: #"{"steps": [\#(drag(60_000, at: 0)), \#(drag(40_000, at: 5))]}"#)
        #expect(full.steps.count == 2, "two drags of 100,000 frames together should be accepted")
        #expect {
            _ = try PlaytestScript(json: #"{"steps": [\#(drag(60_000, at: 0)), \#(drag(40_000, at: 5)), \#(drag(1, at: 9))]}"#, source: "long.json")
        } throws: { error in
            "\(error)".hasPrefix("long.json: steps[2]: drags for 1 frames after 100000 frames of earlier drags")
        }
    }
}
