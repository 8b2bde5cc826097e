import CreasePlaytest
import Foundation
import Testing

/// Ctrl+C or SIGTERM to a game ends its run as closing the window does: exit 0, with the
/// recording and the report written, never a run killed with its session lost.
@Suite struct TerminalSignalFaultTests {
    @Test("SIGTERM mid-run ends a recorded run with exit 0, its recording and report written, and the recording replays")
    func sigtermEndsTheRun() throws {
        let program = try #require(BuiltProgram.path("battlefleet"), "battlefleet is built")
        let folder = try BuiltProgram.scratchFolder("signal")
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = ["--headless", "--frames", "100000000", "--passes", "1", "--record", "rec.json", "--report", "r.json"]
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_AUDIODRIVER"] = "dummy"
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: 3)
        #expect(process.isRunning, "a hundred million frames should still be running after 3 s")
        kill(process.processIdentifier, SIGTERM)
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 0,
                "SIGTERM should end the run with exit 0, got \(process.terminationReason == .exit ? "exit" : "signal") \(process.terminationStatus)")
        let report = try PlaytestReport(contentsOf: folder.appendingPathComponent("r.json"))
        #expect(report.frames > 0 && report.frames < 100_000_000, "the report should hold the frames run before the signal, got \(report.frames)")
        let replay = try BuiltProgram.run([program, "--headless", "--script", "rec.json", "--passes", "1", "--report", "replay.json"],
                                          in: folder, seconds: 120)
        #expect(replay.status == 0, "the replay should exit 0: \(replay.summary)")
        let replayed = try PlaytestReport(contentsOf: folder.appendingPathComponent("replay.json"))
        #expect(replayed.stateHash == report.stateHash && replayed.frames == report.frames,
                "the recording should replay to the same state: \(replayed.stateHash) after \(replayed.frames) against \(report.stateHash) after \(report.frames)")
    }
}
