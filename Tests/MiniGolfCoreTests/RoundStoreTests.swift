import Crease
import Foundation
import Testing
@testable import MiniGolfCore

/// The round in progress on disk: saved whole and read back, a bad file set aside and said.
@Suite("RoundStore: the round in progress, saved atomically, a bad file set aside")
struct RoundStoreTests {
    @Test("a round saved mid-hole is read back equal, and no temporary file is left")
    func roundTrip() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = RoundStore(url: folder.appendingPathComponent("minigolf-round.json"))
        var match = MiniGolfMatch(courses: try TestSupport.bundledCourses())
        match.putt(Shot(angle: 0.3, power: 0.4))
        for _ in 0..<30 { match.update() }
        try store.save(match)
        guard case .round(let loaded) = store.load() else {
            Issue.record("the saved round should load")
            return
        }
        #expect(loaded == match && loaded.stateBytes() == match.stateBytes(), "the round should come back as it was saved")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
        #expect(left.isEmpty, "no temporary file should be left, found \(left)")
        try store.delete()
        guard case .none = store.load() else {
            Issue.record("a deleted save should load as none")
            return
        }
    }

    @Test("a bad round file is said in one line naming it, and set aside (never lost)",
          arguments: ["not json", #"{"format": "crease.minigolf.best-scores", "version": 1, "round": {}}"#, "{\"format\": \"crease.minigolf.round\", \"version\": 9}", ""])
    func badFile(contents: String) throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("minigolf-round.json")
        try Data(contents.utf8).write(to: url)
        guard case .setAside(let line) = RoundStore(url: url).load() else {
            Issue.record("'\(contents)' should be set aside")
            return
        }
        #expect(line.contains(url.path) && line.contains("set aside as minigolf-round.json.corrupt-1") && !line.contains("\n"),
                "the line should name the file and where it went: \(line)")
        #expect(FileManager.default.fileExists(atPath: url.path + ".corrupt-1"), "the bad file should be kept aside")
    }

    @Test("a finished round or one with more strokes than its hole allows is refused")
    func impossibleRounds() throws {
        var finished = MiniGolfMatch(courses: [PuttPowerTests.straight], maxStrokes: 1)
        finished.putt(Shot(angle: Double.pi, power: 0.05))
        for _ in 0..<600 where finished.phase == .rolling { finished.update() }
        finished.nextHole()
        #expect(finished.phase == .finished)
        #expect(throws: BestScoresFormatError.self) { try RoundSave.decode(try RoundSave(round: finished).encoded()) }
        var text = try #require(String(data: try RoundSave(round: MiniGolfMatch(courses: [PuttPowerTests.straight])).encoded(), encoding: .utf8))
        text = text.replacingOccurrences(of: "\"strokes\":0", with: "\"strokes\":99")
        #expect(throws: BestScoresFormatError.self) { try RoundSave.decode(Data(text.utf8)) }
    }
}
