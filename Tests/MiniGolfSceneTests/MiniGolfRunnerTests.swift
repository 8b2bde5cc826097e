import Crease
import CreasePlaytest
import CreaseSDL
import Foundation
import Testing
@testable import MiniGolfScene

/// The `minigolf` executable's path: GameRunner renders the scene headless through SDL.
@MainActor
@Suite("minigolf through GameRunner, headless with SDL rendering")
struct MiniGolfRunnerTests {
    @Test("a short headless autoplay run in tabletop renders, writes a lint-free report and a screenshot")
    func shortRun() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = folder.appendingPathComponent("r.json"), shot = folder.appendingPathComponent("last.png")
        let status = GameRunner.run(MiniGolfGame(bestScoresURL: nil),
                                    arguments: ["--headless", "--autoplay", "--posture", "tabletop", "--frames", "40",
                                                "--report", report.path, "--screenshot", shot.path],
                                    executable: "minigolf")
        #expect(status == 0, "the run should exit 0")
        let loaded = try PlaytestReport(contentsOf: report)
        #expect(loaded.game == "minigolf" && loaded.frames == 40, "the report should be minigolf's 40 frames")
        #expect(loaded.foldLint.violations.isEmpty, "nothing should break a fold rule; got \(loaded.foldLint.violations)")
        #expect(FileManager.default.fileExists(atPath: shot.path), "the last frame should be saved")
    }
}
