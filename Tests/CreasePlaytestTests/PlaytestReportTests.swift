import Crease
import CreaseHUD
import Foundation
import Testing
import CreasePlaytest

@Suite("PlaytestReport")
struct PlaytestReportTests {
    static func sampleReport() -> PlaytestReport {
        var session = PlaytestSession(game: "bouncing-ball", device: Device(), seed: 7, script: "fold-cycle")
        var device = Device()
        session.beginFrame(at: 0)
        session.recordHUD(HUDSnapshot(elementFrames: ["a": .zero], violations: [FoldViolation(frame: .zero, element: "a", rule: .outsideDisplay)]))
        session.mark(.present, at: 0.002)
        session.endFrame()
        device.posture = .tabletop
        session.beginFrame(at: 0.016)
        session.deviceChanged(to: device)
        session.requestScreenshot("shot.png")
        session.recordHUD(HUDSnapshot(elementFrames: ["a": .zero]))
        session.mark(.present, at: 0.020)
        session.endFrame()
        return session.report(stateHash: "00000000deadbeef", outcome: ["winner": "nobody", "score": 3])
    }

    @Test("the JSON has every key the issue requires, spelled exactly")
    func schema() throws {
        let data = try Self.sampleReport().jsonData()
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "the report should be a JSON object")
        for key in ["game", "device", "seed", "frames", "targetHz", "frameCpuMs", "phases", "jankFrames", "overrunMs",
                    "transitions", "foldLint", "stateHash", "outcome"] {
            #expect(object[key] != nil, "the report should have the key '\(key)'")
        }
        let stats = ["p50", "p90", "p95", "p99", "max", "mean"]
        let cpu = try #require(object["frameCpuMs"] as? [String: Any], "frameCpuMs should be an object")
        #expect(Set(cpu.keys) == Set(stats), "frameCpuMs should hold exactly \(stats), got \(cpu.keys.sorted())")
        let phases = try #require(object["phases"] as? [String: [String: Any]], "phases should be an object of objects")
        #expect(Set(phases.keys) == ["input", "update", "layout", "draw", "present"], "phases should name the five phases")
        #expect(phases.values.allSatisfy { Set($0.keys) == Set(stats) }, "each phase should have the same statistics")
        let overrun = try #require(object["overrunMs"] as? [String: Any], "overrunMs should be an object")
        #expect(Set(overrun.keys) == ["p50", "p99"], "overrunMs should hold p50 and p99")
        let transitions = try #require(object["transitions"] as? [[String: Any]], "transitions should be an array of objects")
        let transition = try #require(transitions.first, "the sample has one transition")
        for key in ["frame", "from", "to", "layoutShift"] { #expect(transition[key] != nil, "a transition should have '\(key)'") }
        #expect(transition["from"] as? String == "flat" && transition["to"] as? String == "tabletop", "postures are written by name")
        let shift = try #require(transition["layoutShift"] as? [String: Any], "layoutShift should be an object")
        #expect(Set(shift.keys) == ["sum", "max"], "layoutShift should hold sum and max")
        let lint = try #require(object["foldLint"] as? [String: Any], "foldLint should be an object")
        let violations = try #require(lint["violations"] as? [[String: Any]], "foldLint.violations should be an array")
        #expect(violations.first.map { Set($0.keys) } == ["frame", "element", "rule"], "a violation has frame, element and rule")
        #expect(object["stateHash"] as? String == "00000000deadbeef", "the hash should be written as given")
        #expect((object["outcome"] as? [String: Any])?["winner"] as? String == "nobody", "the outcome should be the game's JSON")
    }

    @Test("a written report reads back equal and replaces the old file, leaving no temporary file")
    func writeAndRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("crease-report-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("nested/r.json")
        var report = Self.sampleReport()
        try report.write(to: url)
        report.stateHash = "1111111111111111"
        try report.write(to: url)
        #expect(try PlaytestReport(contentsOf: url) == report, "the report should read back as the last one written")
        let files = try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
        #expect(files == ["r.json"], "only the report should remain in its folder, found \(files)")
    }
}
