import Crease
import CreasePlaytest
@testable import CreaseSDL
import CreaseTestGames
import CreaseTools
import Foundation
import Testing

/// `GAME --matrix` end to end with the test game: every cell played through `GameRunner`,
/// shards merged into what one run writes, a broken HUD failing the cells it breaks, and the
/// page opened in a real headless Chromium.
@MainActor
@Suite struct MatrixRunnerTests {
    /// A short script every cell shares: two folds in 90 frames.
    static let script = #"{"frames": 90, "steps": [{"at": 30, "posture": "flat"}, {"at": 60, "posture": "book"}]}"#

    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("crease-matrix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(script.utf8).write(to: folder.appendingPathComponent("folds.json"))
        return folder
    }

    /// The matrix's flags for 8 cells: two profiles, two postures, both directions, camera off.
    static func arguments(_ folder: URL, out: String, _ extra: [String] = []) -> [String] {
        ["--matrix", "--profiles", "duo,flip", "--postures", "book,tabletop", "--camera", "off",
         "--scripts", folder.appendingPathComponent("folds.json").path, "--out", folder.appendingPathComponent(out).path] + extra
    }

    static func broken() -> BouncingBallGame {
        var game = BouncingBallGame()
        game.breaksFoldRule = true
        return game
    }

    @Test("--baseline gives each timed cell a verdict, and a cell the baseline lacks is marked missing and fails the run")
    func baselineVerdicts() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let one = ["--matrix", "--profiles", "duo", "--directions", "ltr", "--camera", "off",
                   "--scripts", folder.appendingPathComponent("folds.json").path, "--timing"]
        #expect(MatrixRunner.run(BouncingBallGame(), arguments: one + ["--postures", "flat", "--out", folder.appendingPathComponent("base").path],
                                 executable: "ball") == 0, "a timed one-cell matrix should pass")
        let status = MatrixRunner.run(BouncingBallGame(), arguments: one + ["--postures", "flat,book", "--out", folder.appendingPathComponent("new").path,
                                                                             "--baseline", folder.appendingPathComponent("base").path], executable: "ball")
        #expect(status == 1, "a cell the baseline lacks should fail the run")
        let rows = try MatrixDocument(folder: folder.appendingPathComponent("new")).rows
        let verdicts = Dictionary(uniqueKeysWithValues: rows.map { ($0.id, $0.timing?.verdict) })
        #expect(verdicts["duo-book-ltr-camera-off-folds"] == "missing", "the book cell is not in the baseline; got \(verdicts)")
        #expect(["same", "improved", "regressed"].contains(verdicts["duo-flat-ltr-camera-off-folds"] ?? nil),
                "the flat cell should be compared with the baseline's; got \(verdicts)")
    }

    @Test func threeShardsMergedEqualOneRunTimingsAside() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(MatrixRunner.run(BouncingBallGame(), arguments: Self.arguments(folder, out: "all"), executable: "ball") == 0,
                "the whole matrix of a sound HUD should pass")
        for shard in 1...3 {
            #expect(MatrixRunner.run(BouncingBallGame(), arguments: Self.arguments(folder, out: "s\(shard)", ["--shard", "\(shard)/3"]),
                                     executable: "ball") == 0, "shard \(shard)/3 should pass")
        }
        let shards = (1...3).map { folder.appendingPathComponent("s\($0)").path }
        let merged = folder.appendingPathComponent("merged")
        let outcome = try ReportMergeCommand(arguments: shards + ["--out", merged.path]).run()
        #expect(outcome.status == 0, "merging the three shards should succeed: \(outcome.standardError)")

        let single = try MatrixDocument(folder: folder.appendingPathComponent("all"))
        let joined = try MatrixDocument(folder: merged)
        #expect(single.rows.count == 8 && single.cells.count == 8, "the matrix should have 8 cells, got \(single.rows.count)")
        #expect(joined.withoutTimings == single.withoutTimings, "the merged matrix.json should equal the single run's, timings aside")
        let sizes = try (1...3).map { try MatrixDocument(folder: folder.appendingPathComponent("s\($0)")).rows.count }
        #expect(sizes == [3, 3, 2], "8 cells in 3 shards should split 3, 3, 2; got \(sizes)")
        for row in joined.rows {
            #expect(FileManager.default.fileExists(atPath: merged.appendingPathComponent(row.files.report).path), "the merge should copy \(row.id)'s report")
            for shot in row.screenshots {
                #expect(FileManager.default.fileExists(atPath: merged.appendingPathComponent(shot.path).path), "the merge should copy \(shot.path)")
            }
        }
        let singlePage = try String(contentsOf: folder.appendingPathComponent("all/index.html"), encoding: .utf8)
        let mergedPage = try String(contentsOf: merged.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(Self.cellIDs(in: singlePage) == Self.cellIDs(in: mergedPage) && Self.cellIDs(in: singlePage).count == 8,
                "both pages should show the same 8 cells in the same order")

        let missing = try ReportMergeCommand(arguments: Array(shards.prefix(2)) + ["--out", folder.appendingPathComponent("x").path]).run()
        let lastCells = try MatrixDocument(folder: folder.appendingPathComponent("s3")).rows.map(\.id)
        #expect(missing.status == 2 && lastCells.allSatisfy(missing.standardError.contains),
                "a missing shard should be an error naming its cells \(lastCells); got \(missing.standardError)")
        let overlap = try ReportMergeCommand(arguments: shards + [shards[0], "--out", folder.appendingPathComponent("y").path]).run()
        #expect(overlap.status == 2 && overlap.standardError.contains("in more than one shard"), "an overlap should be named; got \(overlap.standardError)")
    }

    @Test func aControlAcrossTheFoldFailsTheCellsItBreaksAndIsOutlinedOnTheScreenshots() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let status = MatrixRunner.run(Self.broken(), arguments: Self.arguments(folder, out: "m"), executable: "ball")
        #expect(status == 1, "a control across the fold should fail the matrix")
        let document = try MatrixDocument(folder: folder.appendingPathComponent("m"))
        #expect(document.rows.count == 8 && document.failedRows.count == 8, "every cell folds, so every cell should fail; got \(document.failedRows.count)")
        for row in document.rows {
            #expect(row.failedChecks == ["lint"], "\(row.id) should fail on lint alone, got \(row.failedChecks)")
            let outlined = row.screenshots.flatMap(\.violations).filter { $0.element == "target" }
            #expect(!outlined.isEmpty, "\(row.id)'s screenshots in a folded posture should carry the target's violation")
        }
        let page = try String(contentsOf: folder.appendingPathComponent("m/index.html"), encoding: .utf8)
        #expect(page.contains("<span class=tag>target</span>"), "the page should outline and name the target on a screenshot")
        #expect(page.contains("id=failures"), "the page should list the failures first")
    }

    @Test func badFlagsExit2WithOneLineAndTheUsage() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (extra, problem) in [(["--postures", "folded"], "--postures: unknown posture 'folded'"),
                                 (["--shard", "4/3"], "--shard: should be i/n"),
                                 (["--camera", "maybe"], "--camera: should be off, on"),
                                 (["--baseline", "x"], "--baseline: needs --timing")] {
            let messages = try Self.standardError { MatrixRunner.run(BouncingBallGame(), arguments: Self.arguments(folder, out: "m", extra), executable: "ball") }
            #expect(messages.status == 2, "\(extra) should exit 2")
            #expect(messages.text.hasPrefix("ball --matrix: \(problem)") && messages.text.contains("usage: ball --matrix"),
                    "\(extra): one line naming the flag, then the usage; got \(messages.text)")
        }
        let missing = try Self.standardError {
            MatrixRunner.run(BouncingBallGame(), arguments: Self.arguments(folder, out: "m", ["--profiles", "nope"]), executable: "ball")
        }
        #expect(missing.status == 2 && missing.text.contains("nope") && missing.text.split(separator: "\n").count == 1,
                "an unknown profile should be one line naming it; got \(missing.text)")
    }

    @Test func reportHTMLWritesTheSamePageForOneRun() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = folder.appendingPathComponent("run/r.json")
        try FileManager.default.createDirectory(at: report.deletingLastPathComponent(), withIntermediateDirectories: true)
        let shot = folder.appendingPathComponent("last.png")
        #expect(GameRunner.run(Self.broken(), arguments: ["--headless", "--script", folder.appendingPathComponent("folds.json").path, "--passes", "1",
                                                          "--report", report.path, "--screenshot", shot.path], executable: "ball") == 0)
        let outcome = ReportHTMLCommand(path: report.path).run()
        #expect(outcome.status == 0, "the page should be written: \(outcome.standardError)")
        let page = try String(contentsOf: folder.appendingPathComponent("run/r.html"), encoding: .utf8)
        #expect(page.contains("src=\"../last.png\"") && page.contains("src=\"r-frames.png\""), "the page should show the screenshot and the chart beside it")
        #expect(page.contains("lint: target crossesDivision") && !page.contains("id=grid"), "one run's page should list its lint and have no grid")
        #expect(Self.cellIDs(in: page) == ["r"], "the one cell should be named after the report")
        let missing = ReportHTMLCommand(path: folder.appendingPathComponent("nope.json").path).run()
        #expect(missing.status == 2 && missing.standardError.contains("nope.json"), "a missing report should be named; got \(missing.standardError)")
    }

    /// The cells as the page's details list them, in order.
    static func cellIDs(in page: String) -> [String] {
        page.components(separatedBy: "<details class=cell id=\"cell-").dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) }
    }

    /// Runs `body` with standard error captured.
    static func standardError(_ body: () -> Int32) throws -> (status: Int32, text: String) {
        let pipe = Pipe()
        let saved = dup(STDERR_FILENO)
        dup2(pipe.fileHandleForWriting.fileDescriptor, STDERR_FILENO)
        let status = body()
        dup2(saved, STDERR_FILENO)
        close(saved)
        try pipe.fileHandleForWriting.close()
        return (status, String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
    }
}
