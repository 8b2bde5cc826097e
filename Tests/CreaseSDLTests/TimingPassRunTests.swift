import Crease
import CreaseHUD
import CreasePlaytest
@testable import CreaseSDL
import CreaseTestGames
import Foundation
import Testing

/// A game that never plays the same twice: each run starts from how many runs came before.
struct DriftingGame: Game {
    nonisolated(unsafe) static var runs = 0
    var start = 0

    mutating func setUp(_ setUp: GameSetUp) {
        Self.runs += 1
        start = Self.runs
    }

    func hashState(into hasher: inout StateHasher) { hasher.combine(start) }
    mutating func handle(_ event: InputEvent) -> Bool { false }
    mutating func update(step: Double) {}
    func draw(into list: inout DrawList, interpolation: Double) {}
}

/// A game that is a class and keeps what it counted across set-ups: its passes replay only
/// when each pass gets a new object from the factory.
final class CountingGame: Game {
    var steps = 0
    func update(step: Double) { steps += 1 }
    func hashState(into hasher: inout StateHasher) { hasher.combine(steps) }
}

/// A game with no state to hash (its `hashState(into:)` is the default).
struct StatelessGame: Game {}

/// `--passes` through the runner: more passes of the same frames, and a game that does not
/// replay refused.
@MainActor
@Suite struct TimingPassRunTests {
    @Test func passesReplayTheSameFramesAndTheReportSaysHowMany() throws {
        let folder = try GameRunnerTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let once = folder.appendingPathComponent("once.json")
        let thrice = folder.appendingPathComponent("thrice.json")
        let trace = folder.appendingPathComponent("t.json")
        let common = ["--headless", "--script", "fold-cycle.json", "--seed", "7"]
        #expect(GameRunner.run(BouncingBallGame(), arguments: common + ["--passes", "1", "--report", once.path], executable: "b") == 0)
        #expect(GameRunner.run(BouncingBallGame(), arguments: common + ["--passes", "3", "--report", thrice.path, "--trace", trace.path],
                               executable: "b") == 0)
        let single = try PlaytestReport(contentsOf: once)
        let merged = try PlaytestReport(contentsOf: thrice)
        #expect(single.samples?.passes == nil, "one pass leaves `passes` out, got \(String(describing: single.samples?.passes))")
        #expect(merged.samples?.passes == 3, "three passes should be said, got \(String(describing: merged.samples?.passes))")
        #expect(merged.stateHash == single.stateHash && merged.frames == single.frames && merged.frames == 540,
                "passes should end where one pass does: \(merged.stateHash) after \(merged.frames) frames")
        #expect(merged.transitions == single.transitions && merged.postureTimeline == single.postureTimeline,
                "transitions and the posture timeline come from the first pass")
        let samples = try #require(merged.samples)
        #expect(samples.frameCpuMs.count == 540 && samples.frameCpuMs.allSatisfy { $0 >= 0 }, "one sample per frame")
        let traced = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: trace)) as? [String: Any])
        let frames = (traced["traceEvents"] as? [[String: Any]] ?? []).filter { $0["cat"] as? String == "frame" }
        #expect(frames.count == 540, "the trace shows one pass's 540 frames, got \(frames.count)")
    }

    @Test func aGameThatDoesNotReplayStopsTheRunWithOneLine() throws {
        let folder = try GameRunnerTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = folder.appendingPathComponent("r.json")
        let status = GameRunner.run(DriftingGame(), arguments: ["--headless", "--frames", "5", "--passes", "2", "--report", report.path],
                                    executable: "drift")
        #expect(status == 1, "a second pass that ends in another state should stop the run with exit 1")
        #expect(!FileManager.default.fileExists(atPath: report.path), "no report of frames that were not the same should be written")
        let error = TimingPassError(pass: 2, frames: 5, stateHash: "b", firstFrames: 5, firstStateHash: "a")
        #expect("\(error)".hasPrefix("pass 2 of --passes ran 5 frames and ended in state b, the first 5 frames in state a"),
                "the message should name the pass, the frames and both states, got '\(error)'")
    }

    @Test func aGameThatHashesNothingStillPasses() throws {
        let folder = try GameRunnerTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = folder.appendingPathComponent("r.json")
        let status = GameRunner.run(StatelessGame(), arguments: ["--headless", "--frames", "5", "--passes", "3", "--report", report.path],
                                    executable: "stateless")
        #expect(status == 0, "passes of a game that hashes nothing should agree on its state, 'not hashed'")
        let written = try PlaytestReport(contentsOf: report)
        #expect(written.samples?.passes == 3 && written.stateHash == PlaytestReport.notHashed,
                "all three passes should be kept and the state said to be not hashed, got \(written.stateHash)")
    }

    @Test func aClassGameReplaysFromANewObjectEachPass() throws {
        let folder = try GameRunnerTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = folder.appendingPathComponent("r.json")
        let status = GameRunner.run(CountingGame(), arguments: ["--headless", "--frames", "5", "--passes", "3", "--report", report.path],
                                    executable: "counting")
        #expect(status == 0, "each pass of a class-typed game should start from a new object and end in the same state")
        #expect(try PlaytestReport(contentsOf: report).samples?.passes == 3, "all three passes should be kept")
    }
}
