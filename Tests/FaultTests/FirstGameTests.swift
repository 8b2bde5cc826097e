import Foundation
import Testing

/// The README's "Your first game" is real: its first Swift block is `Examples/FirstGame/main.swift`
/// word for word, at most 15 non-blank lines, and the built program taps, folds and lints clean.
@Suite struct FirstGameTests {
    /// The first ```swift block after the "## Your first game" heading.
    static func readmeBlock() throws -> String {
        let readme = try String(contentsOf: BuiltProgram.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "## Your first game"), "the README has a 'Your first game' section")
        let rest = readme[section.upperBound...]
        let open = try #require(rest.range(of: "```swift\n"))
        let close = try #require(rest[open.upperBound...].range(of: "```"))
        return String(rest[open.upperBound..<close.lowerBound])
    }

    @Test("The README's first game is the example target's main.swift, in at most 15 non-blank lines")
    func readmeMatchesExample() throws {
        let block = try Self.readmeBlock()
        let example = try String(contentsOf: BuiltProgram.packageRoot.appendingPathComponent("Examples/FirstGame/main.swift"), encoding: .utf8)
        #expect(block == example, "README block and Examples/FirstGame/main.swift differ")
        let lines = block.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }
        #expect(lines.count <= 15, "the first game has \(lines.count) non-blank lines")
    }

    @Test("Headless through the fold cycle with two taps: the counter counts, no lint, nothing moves between flat and tabletop")
    func foldCycleAndTaps() throws {
        let program = try #require(BuiltProgram.path("first-game"), "first-game is built")
        let folder = try BuiltProgram.scratchFolder("first-game")
        defer { try? FileManager.default.removeItem(at: folder) }
        // The button sits in the middle of the flat half of the duo in tabletop (720 × 951).
        let script = folder.appendingPathComponent("taps.json")
        try Data("""
        {"device": "duo", "posture": "tabletop", "frames": 200, "steps": [
          {"at": 10, "tap": {"x": 360, "y": 720}}, {"at": 20, "tap": {"x": 360, "y": 720}},
          {"at": 30, "screenshot": "\(folder.appendingPathComponent("tapped.png").path)"},
          {"at": 60, "posture": "flat"}, {"at": 120, "posture": "tabletop"}]}
        """.utf8).write(to: script)
        let report = folder.appendingPathComponent("r.json")
        let result = try BuiltProgram.run([program, "--headless", "--script", script.path, "--report", report.path], in: folder)
        #expect(result.status == 0, "\(result.summary)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any])
        let lint = try #require((json["foldLint"] as? [String: Any])?["violations"] as? [Any])
        #expect(lint.isEmpty, "no lint: \(lint)")
        let transitions = try #require(json["transitions"] as? [[String: Any]])
        #expect(transitions.count == 2)
        for transition in transitions {
            let shift = try #require((transition["layoutShift"] as? [String: Any])?["max"] as? Double)
            #expect(shift == 0, "\(transition["from"] ?? "?") → \(transition["to"] ?? "?") moved \(shift) pt")
        }
        let hash = try #require(json["stateHash"] as? String)
        #expect(!hash.isEmpty)
        // The taps changed the label: the same frame of a run without them looks different.
        let untouched = folder.appendingPathComponent("untouched.json")
        try Data("""
        {"device": "duo", "posture": "tabletop", "frames": 40, "steps": [
          {"at": 30, "screenshot": "\(folder.appendingPathComponent("untapped.png").path)"}]}
        """.utf8).write(to: untouched)
        let plain = try BuiltProgram.run([program, "--headless", "--script", untouched.path], in: folder)
        #expect(plain.status == 0, "\(plain.summary)")
        let tapped = try Data(contentsOf: folder.appendingPathComponent("tapped.png"))
        let untapped = try Data(contentsOf: folder.appendingPathComponent("untapped.png"))
        #expect(tapped != untapped, "two taps should change the counter's label")
    }

    @Test("Started as its main starts it, the first fold goes flat → tabletop without turning the display, and the line says so")
    func firstFoldTurnsNothing() throws {
        let program = try #require(BuiltProgram.path("first-game"), "first-game is built")
        let folder = try BuiltProgram.scratchFolder("first-game-fold")
        defer { try? FileManager.default.removeItem(at: folder) }
        // No posture anywhere: the game starts in its main's default, flat.
        let script = folder.appendingPathComponent("fold.json")
        try Data(#"{"device": "duo", "frames": 60, "steps": [{"at": 30, "posture": "tabletop"}]}"#.utf8).write(to: script)
        let report = folder.appendingPathComponent("r.json")
        let result = try BuiltProgram.run([program, "--headless", "--script", script.path, "--passes", "1", "--report", report.path], in: folder)
        #expect(result.status == 0, "\(result.summary)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any])
        let transitions = try #require(json["transitions"] as? [[String: Any]])
        #expect(transitions.count == 1 && transitions.first?["from"] as? String == "flat" && transitions.first?["to"] as? String == "tabletop",
                "one fold, flat → tabletop: \(transitions)")
        #expect(transitions.first?["turnsDisplay"] as? Bool == false, "the first fold should not turn the display: \(transitions)")
        #expect((transitions.first?["layoutShift"] as? [String: Any])?["max"] as? Double == 0, "the first fold should move nothing: \(transitions)")
        #expect(json["stateHash"] as? String == "not hashed", "Taps hashes nothing, and the report should say so: \(json["stateHash"] ?? "?")")
        #expect(result.stdout.contains("; 1 transition, shift 0 pt (no turns); 0 lint; state not hashed (the game's hashState(into:) feeds nothing)"),
                "the summary line: \(result.stdout)")
    }
}
