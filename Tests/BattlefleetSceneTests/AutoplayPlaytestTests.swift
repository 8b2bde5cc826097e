import CreaseGameSupport
import BattlefleetRules
@testable import BattlefleetScene
import Crease
import CreasePlaytest
import Foundation
import Testing

/// A whole AI-against-AI match through the shipped fold-cycle script, headless.
@Suite struct AutoplayPlaytestTests {
    static var scriptPath: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("assets/playtests/battlefleet-fold-cycle.json").path
    }

    func run(seed: UInt64) throws -> PlaytestResult<BattlefleetGame> {
        let game = BattlefleetGame(environment: ["CREASE_DATA_DIR": SceneTestSupport.temporaryDataDirectory().path])
        return try Playtest.run(game, arguments: ["--script", Self.scriptPath, "--autoplay", "--seed", "\(seed)"],
                                clock: ManualClock())
    }

    @Test("An autoplay match through battlefleet-fold-cycle ends with a winner and a clean report")
    func fullMatch() throws {
        let result = try run(seed: 11)
        let report = result.report
        #expect(result.game.match.isFinished, "the autoplay match should end within the script")
        #expect(report.outcome["winner"] == "one" || report.outcome["winner"] == "two", "the outcome should name a winner, got \(report.outcome)")
        #expect(report.outcome["turns"] != nil && report.outcome["accuracy"]?["one"] != nil && report.outcome["shots"]?["two"] != nil,
                "the outcome should give turns, shots and accuracy per player")
        #expect(report.foldLint.violations.isEmpty, "no element or cell should break a fold rule: \(report.foldLint.violations.prefix(5))")
        #expect(report.frames < 2400, "the game should finish before the script's frame limit")
        let visited = Set(report.postureTimeline.map(\.posture))
        #expect(visited == Set(Posture.allCases), "the match should outlast every posture of the cycle, visited \(visited)")
        #expect(report.maxLayoutShift(between: .flat, and: .tabletop) == 0, "unfolding and folding back should move nothing")
        #expect(!report.transitions(from: .tabletop, to: .flat).isEmpty, "the cycle should unfold from tabletop")
    }

    @Test("The same seed gives the same state hash twice")
    func sameHashTwice() throws {
        let first = try run(seed: 5).report
        let second = try run(seed: 5).report
        #expect(first.stateHash == second.stateHash, "a headless run should be reproducible")
        #expect(first.outcome == second.outcome, "the same seed should give the same match")
    }

    @Test("Autoplay never writes a save")
    func autoplayDoesNotSave() throws {
        let folder = SceneTestSupport.temporaryDataDirectory()
        let game = BattlefleetGame(environment: ["CREASE_DATA_DIR": folder.path])
        _ = try Playtest.run(game, arguments: ["--script", Self.scriptPath, "--autoplay", "--seed", "3"], clock: ManualClock())
        let saved = FileManager.default.fileExists(atPath: folder.appendingPathComponent("battlefleet-save.json").path)
        #expect(!saved, "an autoplay run must not touch the save")
    }
}
