import Foundation
import Testing

/// `Examples/AirHockey`, the middle rung: the built program plays itself through the fold
/// cycle with no lint, its rink stays put between flat and tabletop, and a match is scored.
@Suite struct AirHockeyTests {
    @Test("Autoplay through the fold cycle: no lint, the rink and the HUD stay put flat ⇄ tabletop, goals are scored")
    func foldCycleAutoplay() throws {
        let program = try #require(BuiltProgram.path("air-hockey"), "air-hockey is built")
        let folder = try BuiltProgram.scratchFolder("air-hockey")
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = folder.appendingPathComponent("r.json")
        let result = try BuiltProgram.run([program, "--headless", "--autoplay", "--script", "fold-cycle", "--passes", "1",
                                           "--report", report.path], in: folder)
        #expect(result.status == 0, "\(result.summary)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any])
        let lint = try #require((json["foldLint"] as? [String: Any])?["violations"] as? [Any])
        #expect(lint.isEmpty, "no lint: \(lint)")
        let transitions = try #require(json["transitions"] as? [[String: Any]])
        let folds: Set<String> = ["flat", "tabletop"]
        for transition in transitions where folds.contains(transition["from"] as? String ?? "") && folds.contains(transition["to"] as? String ?? "") {
            let shift = try #require((transition["layoutShift"] as? [String: Any])?["max"] as? Double)
            #expect(shift == 0, "\(transition["from"] ?? "?") → \(transition["to"] ?? "?") moved \(shift) pt")
        }
        let outcome = try #require(json["outcome"] as? [String: Double])
        #expect((outcome["near"] ?? 0) + (outcome["far"] ?? 0) > 0, "the autoplayed match should score a goal, got \(outcome)")
    }
}
