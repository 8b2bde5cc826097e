import BattlefleetRules
import BattlefleetScene
import Crease
import CreaseHUD
import CreasePlaytest
import Foundation
import MiniGolfCore
import MiniGolfScene
import Testing

/// A full and a read-only save folder, for real: each built game runs in a window on Xvfb with
/// its save folder a 64 KiB tmpfs that is filled up (ENOSPC) or mounted read-only (EROFS) in a
/// private mount namespace (`FaultySaveFolder`). The game must keep running, say one line
/// naming the file and the reason, keep the previous save whole, hold on to the new one and
/// write it once the folder is usable again (the test frees it when it sees the line).
@Suite struct SaveFolderFaultTests {
    static let canRun = XvfbDisplay.isAvailable && FaultySaveFolder.isAvailable
    static let faults: [FaultySaveFolder.Fault] = [.full, .readOnly]

    /// The system's words for each fault.
    static func reason(_ fault: FaultySaveFolder.Fault) -> String {
        fault == .full ? "No space left on device" : "Read-only file system"
    }

    /// The game's stderr lines, checked for one clear failure line and its recovery.
    static func checkLines(_ run: FaultySaveFolder.Run, game: String, file: String, fault: FaultySaveFolder.Fault) {
        let lines = run.result.errorLines
        let failures = lines.filter { $0.contains("playing on") && $0.contains(file) }
        #expect(failures.count == 1, "expected exactly one line saying the save failed (not one per retry), got \(failures.count):\n\(run.result.stderr)")
        if let line = failures.first {
            #expect(line.hasPrefix("\(game): ") && line.contains(file) && line.contains(reason(fault)),
                    "expected the failure line to start '\(game): ', name \(file) and say '\(reason(fault))': \(line)")
        }
        #expect(lines.contains { $0.hasPrefix("\(game): ") && $0.contains(file) && ($0.contains("saved again") || $0.contains("saved after all")) },
                "expected one line saying the save landed once the folder was usable again:\n\(run.result.stderr)")
        let stray = lines.filter { !$0.hasPrefix("\(game): ") }
        #expect(stray.isEmpty, "expected nothing on stderr but the game's own lines (no crash, no backtrace), got:\n\(stray.joined(separator: "\n"))")
        #expect(run.result.status == 0 && !run.result.signalled && !run.result.timedOut,
                "expected the game to keep running to its last frame and exit 0: \(run.result.summary)")
        #expect(run.freed, "expected the game to report the failure while running, so the test could free the folder: \(run.result.summary)")
    }

    @Test("Battlefleet on a full or read-only save folder plays on, says so once, keeps the old save and saves once it can",
          .enabled(if: canRun, "needs Xvfb (scripts/setup --test installs it) and a mount namespace (unshare -Urm)"), arguments: faults)
    func battlefleet(_ fault: FaultySaveFolder.Fault) throws {
        let program = try #require(BuiltProgram.path("battlefleet"), "expected the built battlefleet (swift build --build-tests)")
        let folder = try BuiltProgram.scratchFolder("battlefleet-\(fault.rawValue)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let xvfb = try XvfbDisplay()
        defer { xvfb.stop() }
        let old = try MatchSave(match: Match.againstAI(.medium, seed: 5)).encoded()
        // Continues the saved placement (Return at the resume choice), then shuffles the fleet
        // (a move: a save) now and then.
        let script = folder.appendingPathComponent("shuffle.json")
        try Data(#"{"frames": 300, "steps": [{"at": 5, "key": "Return"}, {"at": 10, "key": "X"}, {"at": 40, "key": "X"}, {"at": 240, "key": "X"}]}"#.utf8).write(to: script)
        let run = try FaultySaveFolder.run([program, "--script", script.path, "--scale", "0.3"], fault: fault,
                                           seed: ["battlefleet-save.json": old], environment: ["DISPLAY": xvfb.display],
                                           failureMarker: "playing on", in: folder)
        Self.checkLines(run, game: "battlefleet", file: "battlefleet-save.json", fault: fault)
        #expect(run.during["battlefleet-save.json"] == old, "expected the previous save byte for byte while the folder was \(fault.rawValue)")
        #expect(Set(run.during.keys).subtracting([".filler", ".filler2"]) == ["battlefleet-save.json"],
                "expected no temporary file left while saving failed, found \(run.during.keys.sorted())")
        let saved = try #require(run.after["battlefleet-save.json"], "expected the save to exist after the run")
        let match = try MatchSave.decode(saved).match
        #expect(saved != old && match.phase == .placement, "expected the shuffled fleet saved whole once the folder was usable again")
        #expect(Set(run.after.keys) == ["battlefleet-save.json"], "expected only the save in the folder, found \(run.after.keys.sorted())")
    }

    @Test("Mini-golf on a full or read-only save folder plays on, says so once, keeps the old scores and saves once it can",
          .enabled(if: canRun, "needs Xvfb (scripts/setup --test installs it) and a mount namespace (unshare -Urm)"), arguments: faults)
    func minigolf(_ fault: FaultySaveFolder.Fault) throws {
        let program = try #require(BuiltProgram.path("minigolf"), "expected the built minigolf (swift build --build-tests)")
        let folder = try BuiltProgram.scratchFolder("minigolf-\(fault.rawValue)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let xvfb = try XvfbDisplay()
        defer { xvfb.stop() }
        let assets = try AssetCopy.make(in: folder)
        try AssetCopy.holeInOne.write(to: assets.appendingPathComponent("courses/hole1.json"))
        var previous = BestScores()
        previous.holes[AssetCopy.holeInOneName] = 5
        let old = try JSONEncoder().encode(previous)
        // A putt at the cup, as aimed at the start, holes in one; the hole's best (1) is saved.
        // The round in progress is saved too (and fails alike); the folder is freed once the
        // best scores' failure is said.
        let script = folder.appendingPathComponent("putt.json")
        try Data(#"{"frames": 300, "steps": [{"at": 20, "key": "Space"}]}"#.utf8).write(to: script)
        let run = try FaultySaveFolder.run([program, "--script", script.path, "--scale", "0.3"], fault: fault,
                                           seed: ["minigolf-best.json": old],
                                           environment: ["DISPLAY": xvfb.display, "CREASE_ASSETS": assets.path],
                                           failureMarker: "playing on: the previous best scores", in: folder)
        Self.checkLines(run, game: "minigolf", file: "minigolf-best.json", fault: fault)
        #expect(run.during["minigolf-best.json"] == old, "expected the previous best scores byte for byte while the folder was \(fault.rawValue)")
        let saved = try #require(run.after["minigolf-best.json"], "expected the best scores to exist after the run")
        let scores = try JSONDecoder().decode(BestScores.self, from: saved)
        #expect(scores.holes[AssetCopy.holeInOneName] == 1, "expected the hole in one saved as the new best once the folder was usable, got \(scores.holes)")
        #expect(Set(run.after.keys) == ["minigolf-best.json", "minigolf-round.json"],
                "expected only the scores and the round in progress in the folder, found \(run.after.keys.sorted())")
        let round = try RoundSave.decode(try #require(run.after["minigolf-round.json"])).round
        #expect(round.scorecard.lines[0].strokes == 1, "expected the round saved whole, its hole in one on the card, once the folder was usable")
    }

    /// The strings a game draws this frame.
    static func drawnText<G: Game>(_ game: G) -> [String] {
        var list = DrawList()
        FramePhases.draw(game, into: &list, interpolation: 0)
        return list.commands.compactMap { command in
            if case .text(let string, _, _, _, _, _) = command { return string }
            return nil
        }
    }

    /// A save folder that can never be made: its parent is a regular file (ENOTDIR, which
    /// stops root too, so this runs everywhere).
    static func unmakeableFolder(in folder: URL) throws -> URL {
        let file = folder.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: file)
        return file.appendingPathComponent("crease")
    }

    @Test("While Battlefleet cannot save, its status line says so, and the save lands once it can")
    func battlefleetTellsThePlayer() throws {
        let folder = try BuiltProgram.scratchFolder("notice-battlefleet")
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = try Self.unmakeableFolder(in: folder)
        var game = BattlefleetGame(environment: ["CREASE_DATA_DIR": data.path])
        game.setUp(GameSetUp(seed: 4, device: Device()))
        for _ in 0..<3 { FramePhases.update(&game, step: 1.0 / 60) }
        _ = FramePhases.layOut(&game, on: Device(), measurer: MonospaceTextMeasurer())
        #expect(game.saveFailure?.contains("battlefleet-save.json") == true, "expected the failure kept, naming the file: \(game.saveFailure ?? "nil")")
        #expect(Self.drawnText(game).contains { $0.hasPrefix("Not saved: ") }, "expected 'Not saved: …' drawn, got \(Self.drawnText(game))")
        // The folder becomes usable: within a second of play the retry writes the match.
        try FileManager.default.removeItem(at: data.deletingLastPathComponent())
        for _ in 0..<61 { FramePhases.update(&game, step: 1.0 / 60) }
        _ = FramePhases.layOut(&game, on: Device(), measurer: MonospaceTextMeasurer())
        let saved = try #require(FileManager.default.contents(atPath: data.appendingPathComponent("battlefleet-save.json").path),
                                 "expected the retry to write the save once the folder could be made")
        #expect(try MatchSave.decode(saved).match == game.match, "expected the match saved whole")
        #expect(game.saveFailure == nil && !Self.drawnText(game).contains { $0.hasPrefix("Not saved") }, "expected the notice gone once saved")
    }

    @Test("While mini-golf cannot save best scores, a notice says so, and they land once it can")
    func minigolfTellsThePlayer() throws {
        let folder = try BuiltProgram.scratchFolder("notice-minigolf")
        defer { try? FileManager.default.removeItem(at: folder) }
        let courses = folder.appendingPathComponent("courses")
        try FileManager.default.createDirectory(at: courses, withIntermediateDirectories: true)
        for number in 1...CourseLibrary.holeCount {
            try AssetCopy.holeInOne.write(to: courses.appendingPathComponent(CourseLibrary.fileName(hole: number)))
        }
        let scores = try Self.unmakeableFolder(in: folder).appendingPathComponent("minigolf-best.json")
        var game = MiniGolfGame(library: CourseLibrary(directory: courses), bestScoresURL: scores)
        game.setUp(GameSetUp(seed: 4, device: Device()))
        _ = FramePhases.layOut(&game, on: Device(), measurer: MonospaceTextMeasurer())
        _ = FramePhases.handle(.key(KeyEvent(key: "Space", isDown: true)), in: &game)
        for _ in 0..<240 where game.match.phase != .holeComplete { FramePhases.update(&game, step: 1.0 / 60) }
        #expect(game.match.phase == .holeComplete, "expected the opening putt to hole out")
        #expect(game.scoresSaveFailure?.contains("minigolf-best.json") == true, "expected the failure kept, naming the file: \(game.scoresSaveFailure ?? "nil")")
        _ = FramePhases.layOut(&game, on: Device(), measurer: MonospaceTextMeasurer())
        #expect(Self.drawnText(game).contains { $0.hasPrefix("Best scores not saved: ") }, "expected the notice drawn, got \(Self.drawnText(game))")
        try FileManager.default.removeItem(at: scores.deletingLastPathComponent().deletingLastPathComponent())
        for _ in 0..<61 { FramePhases.update(&game, step: 1.0 / 60) }
        let saved = try #require(FileManager.default.contents(atPath: scores.path), "expected the retry to write the scores")
        #expect(try JSONDecoder().decode(BestScores.self, from: saved).holes[AssetCopy.holeInOneName] == 1, "expected the hole in one saved")
        #expect(game.scoresSaveFailure == nil, "expected the failure cleared once saved")
    }
}
