import Crease
import CreaseHUD
import CreasePlaytest
import CreaseTools
import Foundation

/// `GAME --matrix`: plays every cell of a matrix (`MatrixOptions`) headless through
/// `GameRunner`, one after another in this process, and writes `DIR/matrix.json`,
/// `DIR/index.html` and each cell's report, chart, trace and screenshots under
/// `DIR/cells/ID/`, then prints the table (`MatrixTable`).
///
/// Each cell plays the shared script from its own start (profile, posture, direction,
/// camera); the script's posture and profile steps still happen. A cell takes a screenshot
/// in the last frame before each posture change and in its last frame, with the lint's
/// violations of that frame kept beside it for the page to outline.
@MainActor
public enum MatrixRunner {
    /// Runs a matrix from a game's arguments (`--matrix` among them).
    ///
    /// - Returns: 0 when every cell held, 1 when one failed (or a run could not finish),
    ///   2 for a bad command line, script, profile or baseline.
    ///
    /// `defaultJobs` is how many processes play cells at once without `--jobs`: more than 1
    /// only where this process is the game's own executable (`GameRunner.main`), which each
    /// job runs again with `--shard` and `--jobs 1`.
    public static func run<G: Game>(_ game: @autoclosure () -> G, arguments: [String], executable: String,
                                    catalog: DeviceCatalog = DeviceCatalog(), defaultJobs: Int = 1) -> Int32 {
        let options: MatrixOptions
        do {
            options = try MatrixOptions(arguments, executable: executable, catalog: catalog)
        } catch {
            PlaytestCommand.printToStandardError(MatrixOptions.parser(executable: executable).failureMessage(for: error))
            return PlaytestCommand.exitUsage
        }
        if options.help {
            print(MatrixOptions.usage(executable: executable))
            return PlaytestCommand.exitSuccess
        }
        let program = "\(executable) --matrix"
        var plans: [(cell: MatrixCell, plan: RunPlan)] = []
        let baseline: MatrixBaseline?
        do {
            for profile in options.profiles { _ = try catalog.profile(named: profile) }
            for script in options.scripts { _ = try PlaytestScript.load(script) }
            baseline = try options.baseline.map { (path) throws(ReportFileError) in try MatrixBaseline(folder: URL(fileURLWithPath: path, isDirectory: true)) }
            let out = URL(fileURLWithPath: options.out, isDirectory: true)
            for cell in options.shard(ofJob: 0, jobs: jobs(options, defaultJobs)).cells(of: options.cells) {
                plans.append((cell, try plan(for: cell, options: options, out: out, catalog: catalog)))
            }
        } catch {
            PlaytestCommand.printToStandardError("\(program): \(error)")
            return PlaytestCommand.exitUsage
        }
        let out = URL(fileURLWithPath: options.out, isDirectory: true)
        var rows: [MatrixRow] = []
        do {
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            let helpers = try startJobs(options: options, jobs: jobs(options, defaultJobs), arguments: arguments, out: out)
            for (cell, plan) in plans {
                rows.append(try play(game, cell: cell, plan: plan, out: out, baseline: baseline, executable: executable))
            }
            rows += try finish(helpers, out: out)
            let order = Dictionary(uniqueKeysWithValues: options.cells.enumerated().map { ($1.id, $0) })
            rows.sort { order[$0.id, default: 0] < order[$1.id, default: 0] }
            let document = MatrixDocument(game: game().name, cells: options.cells.map(\.id),
                                          shard: options.shard, timing: options.timing, rows: rows)
            try MatrixPageWriter.write(document, toFolder: out)
            print(MatrixTable.lines(document).joined(separator: "\n"))
            print("matrix: \(out.appendingPathComponent(MatrixDocument.fileName).path), page: \(out.appendingPathComponent(MatrixDocument.pageName).path)")
            return document.passed ? PlaytestCommand.exitSuccess : PlaytestCommand.exitFailure
        } catch {
            PlaytestCommand.printToStandardError("\(program): \(error)")
            return PlaytestCommand.exitFailure
        }
    }

    /// How many processes play this run's cells: `--jobs`, else the default, never more than the cells.
    static func jobs(_ options: MatrixOptions, _ defaultJobs: Int) -> Int {
        Swift.max(1, Swift.min(options.jobs ?? defaultJobs, options.playedCells.count))
    }

    /// A job's process: the game's executable again, playing its share of the cells into a
    /// folder of its own inside the matrix folder.
    struct Job {
        var process: Process
        var folder: URL
    }

    /// Starts jobs 2…`jobs` (this process is job 1), each the game's executable with the same
    /// arguments, `--shard` of its share, `--jobs 1` and `--out DIR/.job-N`.
    static func startJobs(options: MatrixOptions, jobs: Int, arguments: [String], out: URL) throws -> [Job] {
        guard jobs > 1 else { return [] }
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return try (1..<jobs).map { job in
            let folder = out.appendingPathComponent(".job-\(job + 1)", isDirectory: true)
            if FileManager.default.fileExists(atPath: folder.path) { try FileManager.default.removeItem(at: folder) }
            let process = Process()
            process.executableURL = executable
            process.arguments = MatrixOptions.argumentsForJob(arguments)
                + ["--shard", options.shard(ofJob: job, jobs: jobs).description, "--jobs", "1", "--out", folder.path]
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            return Job(process: process, folder: folder)
        }
    }

    /// Waits for the jobs, moves their cells' folders into the matrix folder and returns their rows.
    static func finish(_ jobs: [Job], out: URL) throws -> [MatrixRow] {
        var rows: [MatrixRow] = []
        let manager = FileManager.default
        for job in jobs {
            job.process.waitUntilExit()
            let status = job.process.terminationStatus
            guard job.process.terminationReason == .exit, status == 0 || status == 1 else {
                throw JobError(folder: job.folder.path, status: status)
            }
            let document = try MatrixDocument(folder: job.folder)
            for row in document.rows {
                let destination = out.appendingPathComponent(MatrixDocument.cellFolder(row.id))
                if manager.fileExists(atPath: destination.path) { try manager.removeItem(at: destination) }
                try manager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
                try manager.moveItem(at: job.folder.appendingPathComponent(MatrixDocument.cellFolder(row.id)), to: destination)
            }
            rows += document.rows
            try manager.removeItem(at: job.folder)
        }
        return rows
    }

    /// A job's process that did not finish its cells.
    struct JobError: Error, CustomStringConvertible {
        var folder: String
        var status: Int32
        var description: String { "the job playing into \(folder) stopped with status \(status) (its messages are above)" }
    }

    /// A cell's run plan: headless, from the cell's start, writing its report, chart and
    /// trace into its folder; one pass unless `--timing`.
    static func plan(for cell: MatrixCell, options: MatrixOptions, out: URL, catalog: DeviceCatalog) throws -> RunPlan {
        let folder = out.appendingPathComponent(MatrixDocument.cellFolder(cell.id), isDirectory: true)
        var run = RunOptions()
        run.headless = true
        run.device = cell.profile
        run.posture = cell.posture
        run.rightToLeft = cell.direction == .rightToLeft
        run.camera = cell.camera
        run.script = cell.script
        run.seed = options.seed
        run.report = folder.appendingPathComponent("report.json").path
        run.trace = folder.appendingPathComponent("trace.json").path
        run.golden = options.golden.map { URL(fileURLWithPath: $0, isDirectory: true).appendingPathComponent(cell.id).path }
        run.updateGolden = options.updateGolden
        run.mute = true
        run.passes = options.timing ? nil : 1
        var plan = try RunPlan(options: run, catalog: catalog)
        let shots = postureShots(plan)
        plan.script?.steps += shots
        return plan
    }

    /// Screenshot steps in the last frame before each posture change and in the last frame,
    /// named by frame and posture ("f0059-tabletop.png").
    static func postureShots(_ plan: RunPlan) -> [PlaytestStep] {
        guard let frames = plan.frames, frames > 0 else { return [] }
        let timeline = plan.timeline
        var device = plan.device
        var steps: [PlaytestStep] = []
        func shot(_ frame: Int, _ posture: Posture) -> PlaytestStep {
            PlaytestStep(at: frame, .screenshot(String(format: "f%04d-%@.png", frame, posture.rawValue)))
        }
        for frame in 1..<frames {
            for case .device(let change) in timeline.actions(at: frame) {
                let before = device.posture
                change.apply(to: &device)
                if device.posture != before, steps.last?.at != frame - 1 { steps.append(shot(frame - 1, before)) }
            }
        }
        steps.append(shot(frames - 1, device.posture))
        return steps
    }

    /// Plays one cell and makes its row. A golden mismatch fails the cell, not the run.
    static func play<G: Game>(_ game: () -> G, cell: MatrixCell, plan: RunPlan, out: URL, baseline: MatrixBaseline?,
                              executable: String) throws -> MatrixRow {
        let folderPath = MatrixDocument.cellFolder(cell.id)
        let folder = out.appendingPathComponent(folderPath, isDirectory: true)
        let manager = FileManager.default
        if manager.fileExists(atPath: folder.path) { try manager.removeItem(at: folder) }
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        var taken: [String: (violations: [FoldViolation], size: Size, posture: Posture)] = [:]
        let report: PlaytestReport
        var goldenFailures: [String]?
        do {
            report = try GameRunner.run(game, plan: plan, executable: executable, printsSummary: false,
                                        damageTracking: DrawListRenderer.damageTrackingDefault, screenshotFolder: folder) { path, window in
                taken[path] = (window.emulator.overlay.violations, window.device.displaySize, window.device.posture)
            }
            goldenFailures = plan.options.golden == nil ? nil : []
        } catch let mismatch as GoldenMismatchError {
            guard let mismatched = mismatch.report else { throw mismatch }
            report = mismatched
            goldenFailures = mismatch.failures
        }
        let shots = report.screenshots.compactMap { screenshot -> MatrixRow.Shot? in
            guard let seen = taken[screenshot.path] else { return nil }
            let violations = seen.violations.map { MatrixRow.ShotViolation(element: $0.element, rule: $0.rule, frame: $0.frame) }
            return MatrixRow.Shot(path: "\(folderPath)/\(screenshot.path)", frame: screenshot.frame, posture: seen.posture,
                                  displayWidth: seen.size.width, displayHeight: seen.size.height, violations: violations)
        }
        let golden = try goldenFailures.map { failures in
            MatrixRow.GoldenResult(passed: failures.isEmpty, failures: failures,
                                   diffs: try goldenDiffs(report, folder: folder, folderPath: folderPath, golden: plan.options.golden))
        }
        let timing = baseline.flatMap { baseline in report.samples.map { baseline.verdict(for: cell, samples: $0) } }
        return MatrixRow(cell: cell, report: report, screenshots: shots, golden: golden, timing: timing)
    }

    /// The mismatched goldens of a cell: each screenshot with an `.actual.png` beside it, its
    /// golden copied in as `.golden.png` so the page shows it from the matrix folder.
    static func goldenDiffs(_ report: PlaytestReport, folder: URL, folderPath: String, golden: String?) throws -> [MatrixRow.GoldenDiff] {
        let manager = FileManager.default
        var diffs: [MatrixRow.GoldenDiff] = []
        for screenshot in report.screenshots {
            let name = URL(fileURLWithPath: screenshot.path).deletingPathExtension().lastPathComponent
            guard manager.fileExists(atPath: folder.appendingPathComponent("\(name).actual.png").path) else { continue }
            var goldenPath: String?
            if let golden {
                let source = URL(fileURLWithPath: golden, isDirectory: true).appendingPathComponent("\(name).png")
                if manager.fileExists(atPath: source.path) {
                    let copy = folder.appendingPathComponent("\(name).golden.png")
                    try? manager.removeItem(at: copy)
                    try manager.copyItem(at: source, to: copy)
                    goldenPath = "\(folderPath)/\(name).golden.png"
                }
            }
            let diff = manager.fileExists(atPath: folder.appendingPathComponent("\(name).diff.png").path) ? "\(folderPath)/\(name).diff.png" : nil
            diffs.append(MatrixRow.GoldenDiff(name: name, golden: goldenPath, actual: "\(folderPath)/\(name).actual.png", diff: diff))
        }
        return diffs
    }
}
