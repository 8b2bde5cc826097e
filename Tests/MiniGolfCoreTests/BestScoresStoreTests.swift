import Crease
import Foundation
import Testing
@testable import MiniGolfCore

@Suite("BestScoresStore: atomic saves, corrupt files set aside")
struct BestScoresStoreTests {
    static func outcome(_ strokes: [Int]) -> MiniGolfOutcome {
        let courses = strokes.indices.map { index -> Course in
            var course = Course.builtIn
            course.name = "Hole \(index + 1)"
            return course
        }
        var card = Scorecard(courses: courses)
        for (index, count) in strokes.enumerated() { card.record(hole: index, strokes: count, holed: true) }
        return MiniGolfOutcome(scorecard: card)
    }

    @Test("scores saved are read back, with the format id and version, and no temporary file is left")
    func saveAndLoad() throws {
        let folder = try TestSupport.temporaryFolder()
        let store = BestScoresStore(url: folder.appendingPathComponent("nested/best.json"))
        var scores = BestScores()
        let improved = scores.record(Self.outcome([3, 2]))
        #expect(improved.isEmpty && scores.holes == ["Hole 1": 3, "Hole 2": 2],
                "a first round should set both holes' bests without calling either a new best (\(improved))")
        try store.save(scores)
        let loaded = store.load()
        #expect(loaded.problem == nil && loaded.scores == scores, "the saved scores should load back unchanged")
        let text = try String(contentsOf: store.url, encoding: .utf8)
        #expect(text.contains("\"format\" : \"crease.minigolf.best-scores\"") && text.contains("\"version\" : 1"),
                "the file should carry its format id and version")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: store.url.deletingLastPathComponent().path)
        #expect(leftovers == ["best.json"], "only the scores file should remain, found \(leftovers)")
    }

    @Test("a save replaces the old file whole, and only better scores are kept")
    func replace() throws {
        let folder = try TestSupport.temporaryFolder()
        let store = BestScoresStore(url: folder.appendingPathComponent("best.json"))
        var scores = BestScores()
        scores.record(Self.outcome([3, 2]))
        try store.save(scores)
        let improved = scores.record(Self.outcome([2, 4]))
        #expect(improved == ["Hole 1"], "only hole 1 beat its earlier best")
        #expect(scores.record(Self.outcome([2, 9])).isEmpty, "an equal or worse score is no new best")
        try store.save(scores)
        #expect(store.load().scores.holes == ["Hole 1": 2, "Hole 2": 2], "the file should hold the best of both rounds")
        #expect(store.load().scores.bestRound == 5, "the best round should be the lower total, 5")
    }

    @Test("a missing file is simply no scores yet")
    func missing() throws {
        let folder = try TestSupport.temporaryFolder()
        let loaded = BestScoresStore(url: folder.appendingPathComponent("none.json")).load()
        #expect(loaded.problem == nil && loaded.scores == BestScores(), "a missing file should give empty scores and no problem")
    }

    static let corruptFiles: [(String, String)] = [
        ("{ not json", "is not a best-scores file: is not valid JSON"),
        ("{\"format\": \"something.else\", \"version\": 1, \"holes\": {}}", "'format' is 'something.else'"),
        ("{\"format\": \"crease.minigolf.best-scores\", \"version\": 9, \"holes\": {}}", "'version' is 9"),
        ("{\"format\": \"crease.minigolf.best-scores\", \"version\": 1, \"holes\": {\"A\": 0}}", "below one stroke"),
        ("{\"format\": \"crease.minigolf.best-scores\", \"version\": 1}", "missing field 'holes'"),
    ]

    @Test("a corrupt file is reported with its path, set aside under a new name (never lost), and replaced",
          arguments: corruptFiles)
    func corrupt(text: String, expected: String) throws {
        let folder = try TestSupport.temporaryFolder()
        let store = BestScoresStore(url: folder.appendingPathComponent("best.json"))
        try Data("old".utf8).write(to: folder.appendingPathComponent("best.json.corrupt-1"))
        try Data(text.utf8).write(to: store.url)
        let loaded = store.load()
        let problem = loaded.problem ?? ""
        #expect(problem.hasPrefix(store.url.path + ": "), "the problem should start with the file's path, got: \(problem)")
        #expect(problem.contains(expected), "the problem should say \"\(expected)\", got: \(problem)")
        #expect(problem.contains("set aside as best.json.corrupt-2"), "the file should be set aside beside the earlier one, got: \(problem)")
        #expect(loaded.scores == BestScores(), "corrupt scores should be replaced by empty ones")
        let kept = try String(contentsOf: folder.appendingPathComponent("best.json.corrupt-2"), encoding: .utf8)
        #expect(kept == text, "the corrupt file's bytes should be kept untouched")
        #expect(try String(contentsOf: folder.appendingPathComponent("best.json.corrupt-1"), encoding: .utf8) == "old",
                "an earlier set-aside file should not be overwritten")
        var scores = loaded.scores
        scores.record(Self.outcome([4]))
        try store.save(scores)
        #expect(store.load().problem == nil, "after a save the file should load cleanly")
    }
}
