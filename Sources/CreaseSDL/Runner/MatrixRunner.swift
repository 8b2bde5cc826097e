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
    public static func run<G: Game>(_ game: @autoclosure () -> G, arguments: [String], executable: String,
                                    catalog: DeviceCatalog = DeviceCatalog()) -> Int32 {
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
            for cell in options.playedCells { plans.append((cell, try plan(for: cell, options: options, out: out, catalog: catalog))) }
        } catch {
            PlaytestCommand.printToStandardError("\(program): \(error)")
            return PlaytestCommand.exitUsage
        }
        let out = URL(fileURLWithPath: options.out, isDirectory: true)
        var rows: [MatrixRow] = []
        do {
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            for (cell, plan) in plans {
                rows.append(try play(game, cell: cell, plan: plan, out: out, baseline: baseline, executable: executable))
            }
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
