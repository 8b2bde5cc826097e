import Crease
import CreaseHUD
import CreasePlaytest
@testable import CreaseSDL
import CreaseTestGames
import Foundation
import Testing

/// The runner every game's `main` calls, driven headless the way CI and `--headless` use it.
@MainActor
@Suite struct GameRunnerTests {
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("crease-runner-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Width and height from a PNG's IHDR chunk.
    static func pngSize(_ data: Data) -> (Int, Int)? {
        guard data.count > 24, data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        func word(_ at: Int) -> Int { data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    @Test func aSmallGameRunsTheFoldCycleHeadlessAndWritesAFullReportAndChart() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let reportURL = folder.appendingPathComponent("r.json")
        let shot = folder.appendingPathComponent("last.png")
        let status = GameRunner.run(BouncingBallGame(), arguments: ["--headless", "--script", "fold-cycle.json", "--report", reportURL.path,
                                                                    "--screenshot", shot.path, "--seed", "7"], executable: "bouncing-ball")
        #expect(status == 0, "the run should exit 0")
        let data = try Data(contentsOf: reportURL)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "the report should be a JSON object")
        for key in ["game", "device", "seed", "frames", "targetHz", "frameCpuMs", "phases", "jankFrames", "overrunMs",
                    "transitions", "foldLint", "stateHash", "outcome"] {
            #expect(object[key] != nil, "the report should have the key \(key)")
        }
        let report = try PlaytestReport(contentsOf: reportURL)
        #expect(report.frames == 540, "the fold cycle is 540 frames, got \(report.frames)")
        #expect(report.foldLint.violations.isEmpty, "the test game's HUD breaks no fold rule, got \(report.foldLint.violations)")
        #expect(report.maxLayoutShift(between: .flat, and: .tabletop) == 0, "pre-reservation: no shift on flat ⇄ tabletop")
        #expect(report.frameCpuMs.max > 0, "a rendered run measures real CPU time")
        let chart = try Data(contentsOf: PlaytestCommand.chartURL(forReport: reportURL))
        #expect(Self.pngSize(chart).map { $0 == (960, 300) } == true, "the chart beside the report should be a 960 × 300 PNG")
        let last = try Data(contentsOf: shot)
        #expect(Self.pngSize(last).map { $0 == (720, 951) } == true,
                "the last frame (flat after tabletop, so portrait) should be a 720 × 951 PNG at scale 1, got \(Self.pngSize(last).map { "\($0)" } ?? "no PNG")")

        let again = folder.appendingPathComponent("again.json")
        _ = GameRunner.run(BouncingBallGame(), arguments: ["--headless", "--script", "fold-cycle.json", "--report", again.path, "--seed", "7"],
                           executable: "bouncing-ball")
        #expect(try PlaytestReport(contentsOf: again).stateHash == report.stateHash, "the same script and seed should give the same hash")
        let pure = try Playtest.run(BouncingBallGame(), arguments: ["--script", "fold-cycle.json", "--seed", "7"]).report
        #expect(pure.stateHash == report.stateHash, "rendering must not change the simulation: the pure run should hash alike")
    }

    @Test func badFlagsAndScriptsExitTwo() throws {
        #expect(GameRunner.run(BouncingBallGame(), arguments: ["--frobnicate"], executable: "g") == 2, "an unknown flag should exit 2")
        #expect(GameRunner.run(BouncingBallGame(), arguments: ["--headless", "--posture", "sideways"], executable: "g") == 2,
                "a malformed posture should exit 2")
        #expect(GameRunner.run(BouncingBallGame(), arguments: ["--headless", "--script", "/nonexistent/s.json"], executable: "g") == 2,
                "a missing script should exit 2")
    }

    @Test func aReportThatCannotBeWrittenExitsOne() throws {
        let status = GameRunner.run(BouncingBallGame(), arguments: ["--headless", "--frames", "3", "--report", "/proc/crease/r.json"],
                                    executable: "g")
        #expect(status == 1, "an unwritable report path should exit 1")
    }

    @Test func theLiveFrameGraphDrawsOnlyWhenAskedFor() throws {
        let host = try TestSupport.host()
        var session = PlaytestSession(game: "g", device: host.device, seed: 1)
        for frame in 0..<10 {
            session.beginFrame(at: Double(frame) / 60)
            session.mark(.present, at: Double(frame) / 60 + 0.004)
            session.endFrame()
        }
        #expect(host.frameGraph(session).commands.isEmpty, "the graph is off until Ctrl+G")
        host.perform(.toggleFrameGraph)
        #expect(host.frameGraph(session).commands.count > 10,
                "with the graph on there should be a background, bars and a budget line")
    }
}

/// Several hosts in one process share SDL's event queue.
@MainActor
@Suite struct SharedEventQueueTests {
    @Test func anotherWindowsResizeIsNotTakenForAUserResize() throws {
        let stale = try TestSupport.host()
        stale.setDevice({ var device = stale.device; device.posture = .tabletop; return device }())
        // `stale` never polls, so its resize events wait in SDL's queue for whoever polls next.
        let host = try TestSupport.host()
        _ = host.pollEvents()
        #expect(host.pixelSize == (951, 720), "a flat duo at scale 1 should stay 951 × 720, got \(host.pixelSize)")
        withExtendedLifetime(stale) {}
    }
}
