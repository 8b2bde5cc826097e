@testable import BattlefleetRules
import Crease
import Foundation
import Testing

@Suite("SaveStore: atomic saves, and bad saves reported and set aside")
struct SaveStoreTests {
    private struct Simulated: Error, CustomStringConvertible {
        var description: String { "simulated crash before the rename" }
    }

    private func files(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test("no file means no save; a saved match loads back")
    func roundTrip() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = SaveStore(fileURL: folder.appendingPathComponent("nested/battlefleet.json"))
        #expect(store.load() == .noSave, "a missing file should mean no save")
        let match = TestSupport.autoplayed(seed: 4, shots: 25)
        try store.save(match)
        #expect(store.load() == .resumed(match), "the saved match should load back equal")
        #expect(try files(in: folder.appendingPathComponent("nested")) == ["battlefleet.json"],
                "a save should leave only the save file, no temporary files")
        try store.delete()
        #expect(store.load() == .noSave, "a deleted save should be gone")
    }

    @Test("a crash before the rename leaves the old save whole; the next save replaces it")
    func atomicity() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("battlefleet.json")
        let old = TestSupport.autoplayed(seed: 4, shots: 10)
        let new = TestSupport.autoplayed(seed: 4, shots: 60)
        try SaveStore(fileURL: url).save(old)
        var crashing = SaveStore(fileURL: url)
        crashing.beforeRename = { throw Simulated() }
        #expect(throws: SaveError.self) { try crashing.save(new) }
        #expect(SaveStore(fileURL: url).load() == .resumed(old), "after a failed save the old match should still load")
        #expect(try files(in: folder) == ["battlefleet.json"], "a failed save should remove its temporary file")
        try SaveStore(fileURL: url).save(new)
        #expect(SaveStore(fileURL: url).load() == .resumed(new), "the next save should replace the old one")
    }

    @Test("a stale temporary file from a real crash does not disturb loading")
    func staleTemporary() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("battlefleet.json")
        let match = TestSupport.autoplayed(seed: 6, shots: 12)
        try SaveStore(fileURL: url).save(match)
        try Data("{\"format\": \"crease.bat".utf8).write(to: folder.appendingPathComponent(".battlefleet.json.tmp-ABC123"))
        #expect(SaveStore(fileURL: url).load() == .resumed(match), "a half-written temporary file should be ignored")
    }

    @Test("corrupt, truncated and foreign saves are reported in one line and moved aside as .corrupt-N", arguments: [
        ("garbage", "not valid JSON"),
        ("truncated", "not valid JSON"),
        ("empty", "is empty"),
        ("foreign", "is not a Battlefleet save"),
        ("version", "version 9"),
        ("overlap", "overlaps"),
        ("deep", "nested more than"),
        ("huge", "a save is never more than"),
    ])
    func setAside(kind: String, phrase: String) throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("battlefleet.json")
        let good = try MatchSave(match: TestSupport.autoplayed(seed: 2, shots: 20)).encoded()
        let bad: Data
        switch kind {
        case "garbage": bad = Data([0x00, 0xFF, 0x13, 0x37] + Array("PK\u{3}\u{4}".utf8))
        case "truncated": bad = good.prefix(good.count / 2)
        case "empty": bad = Data()
        case "foreign": bad = Data(#"{"format": "crease.minigolf.save", "version": 1, "course": []}"#.utf8)
        case "version": bad = try JSONSurgery.edit(good, ["version"], to: 9)
        case "overlap":
            let carrier = try JSONSurgery.value(in: good, at: ["match", "fleets", "two", 0]) as? [String: Any] ?? [:]
            bad = try JSONSurgery.edit(good, ["match", "fleets", "two", 4], to: carrier.merging(["ship": "destroyer"]) { $1 })
        case "huge": bad = Data(repeating: UInt8(ascii: " "), count: MatchSave.maximumBytes + 1)
        default: bad = Data((String(repeating: "{\"a\":", count: 100_000)).utf8)
        }
        try bad.write(to: url)
        try Data("an earlier bad save".utf8).write(to: folder.appendingPathComponent("battlefleet.json.corrupt-1"))

        guard case .setAside(let problem) = SaveStore(fileURL: url).load() else {
            Issue.record("\(kind): the save should have been set aside")
            return
        }
        let line = problem.description
        #expect(line.hasPrefix(url.path + ": "), "\(kind): the report should start with the file's path (got: \(line))")
        #expect(problem.problem.contains(phrase), "\(kind): the report should say '\(phrase)' (got: \(line))")
        #expect(!line.contains("\n"), "\(kind): the report should be one line")
        #expect(problem.setAsidePath == url.path + ".corrupt-2", "\(kind): with .corrupt-1 taken, the file should become .corrupt-2")
        #expect(!FileManager.default.fileExists(atPath: url.path), "\(kind): the bad save should no longer be in the way")
        #expect(try InputFile.read(URL(fileURLWithPath: url.path + ".corrupt-2")) == bad, "\(kind): the set-aside copy should hold the bad bytes untouched")
        #expect(try InputFile.read(folder.appendingPathComponent("battlefleet.json.corrupt-1")) == Data("an earlier bad save".utf8),
                "\(kind): an earlier set-aside file should not be overwritten")
        #expect(SaveStore(fileURL: url).load() == .noSave, "\(kind): after setting it aside the caller starts fresh")
    }

    @Test("a folder where the save should be is set aside, not crashed on")
    func folderInTheWay() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("battlefleet.json")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        guard case .setAside(let problem) = SaveStore(fileURL: url).load() else {
            Issue.record("a folder in place of the save should be set aside")
            return
        }
        #expect(problem.problem.contains("is a folder"), "the report should say the save is a folder (got: \(problem))")
        try SaveStore(fileURL: url).save(TestSupport.autoplayed(seed: 1, shots: 3))
        #expect(SaveStore(fileURL: url).load().match != nil, "with the folder moved aside a new save should work")
    }
}
