import Crease
import Foundation

/// The shared command line's pure part: parsing, usage, exit codes, and the whole headless
/// run (report and chart written atomically). A game's `main` calls `headlessMain` when
/// `--headless` is given and hands the rest to the SDL runner.
public enum PlaytestCommand {
    /// Exit status of a finished run.
    public static let exitSuccess: Int32 = 0
    /// Exit status when the run itself failed (a report could not be written).
    public static let exitFailure: Int32 = 1
    /// Exit status for bad flags, a bad script or a bad device: usage on standard error.
    public static let exitUsage: Int32 = 2

    /// What parsing and resolving a command line came to.
    public enum Parsed: Sendable {
        /// A plan to run.
        case run(RunPlan)
        /// `--help` was asked for: print the usage to standard output and exit 0.
        case help
        /// Unusable: print the message to standard error and exit with `exitUsage`.
        case failure(String)
    }

    /// Parses arguments (without the program name) and resolves the plan. Errors become a
    /// message naming the flag, script step or device file (a flag's is followed by the usage
    /// line and "see --help"). `defaultPosture` is where the device starts when neither the
    /// flags nor the script say. `hostFlags` are the host's own flags, which `checkHost` reads
    /// and checks from `RunOptions.host` (the SDL runner's `--scale` and `--settings`).
    public static func parse(_ arguments: [String], executable: String, catalog: DeviceCatalog = DeviceCatalog(),
                             defaultPosture: Posture? = nil, hostFlags: [Flag] = [],
                             checkHost: (FlagValues) throws(UsageError) -> Void = { _ in }) -> Parsed {
        let options: RunOptions
        do {
            options = try RunOptions.parse(arguments, executable: executable, hostFlags: hostFlags)
            try checkHost(options.host)
        } catch {
            return .failure(RunOptions.parser(executable: executable, hostFlags: hostFlags).failureMessage(for: error))
        }
        if options.help { return .help }
        do {
            return .run(try RunPlan(options: options, catalog: catalog, defaultPosture: defaultPosture))
        } catch {
            return .failure("\(executable): \(error)")
        }
    }

    /// Runs a game headless from a command line without rendering: parses, runs, writes
    /// `--report`, prints a one-line summary. (The SDL runner also renders every frame and saves
    /// the frame-time chart beside the report; this pure path is for a game's own tests.)
    ///
    /// - Returns: The exit status (0, 1 when writing failed, 2 for bad input).
    public static func headlessMain<G: Game>(_ game: G, arguments: [String], executable: String = "game",
                                             clock: some FrameClock = ManualClock(),
                                             standardOutput: (String) -> Void = { print($0) },
                                             standardError: (String) -> Void = { printToStandardError($0) }) -> Int32 {
        switch parse(arguments, executable: executable) {
        case .help:
            standardOutput(RunOptions.usage(executable: executable))
            return exitSuccess
        case .failure(let message):
            standardError(message)
            return exitUsage
        case .run(let plan):
            if let refusal = RunOptions.passesRefusal(plan.options) {
                standardError(RunOptions.parser(executable: executable).failureMessage(for: refusal))
                return exitUsage
            }
            let result = Playtest.run(game, plan: plan, clock: clock)
            let report = result.report
            if let path = plan.options.report {
                do {
                    try report.write(to: URL(fileURLWithPath: path))
                } catch {
                    standardError("\(executable): cannot write the report to \(path): \(error)")
                    return exitFailure
                }
            }
            if let path = plan.options.trace {
                do {
                    try ChromeTrace(result.session).write(to: URL(fileURLWithPath: path))
                } catch {
                    standardError("\(executable): cannot write the trace to \(path): \(error)")
                    return exitFailure
                }
            }
            standardOutput(summary(report))
            return exitSuccess
        }
    }


    /// Where the frame-time chart of a report goes: beside it, `r.json` → `r-frames.png`.
    public static func chartURL(forReport report: URL) -> URL {
        let base = report.pathExtension == "json" ? report.deletingPathExtension() : report
        return base.deletingLastPathComponent().appendingPathComponent("\(base.lastPathComponent)-frames.png")
    }

    /// One line for people: frames, CPU p50/p99, jank, transitions with the largest shift
    /// in one orientation and apart from it the largest of the display's turns, lint, hash,
    /// and the timing passes when there were more than one.
    public static func summary(_ report: PlaytestReport) -> String {
        func ms(_ value: Double) -> String { String(format: "%.3f", value) }
        let passes = report.samples.map(\.passCount) ?? 1
        return "\(report.game) on \(report.device): \(report.frames) frames, CPU p50 \(ms(report.frameCpuMs.p50)) ms, "
            + "p99 \(ms(report.frameCpuMs.p99)) ms, \(report.jankFrames) janky; \(report.transitions.count) transition\(report.transitions.count == 1 ? "" : "s"), "
            + "\(shiftText(report)); \(report.foldLint.violations.count) lint; \(stateText(report))"
            + (passes > 1 ? "; times: fastest of \(passes) passes" : "")
    }

    /// "shift 0 pt (turns 510.88 pt)": the largest shift among transitions in one orientation,
    /// then the largest among those that turn the display ("no turns" when none did).
    static func shiftText(_ report: PlaytestReport) -> String {
        let turns = report.maxTurnShift.map { "turns \($0.pointString) pt" } ?? "no turns"
        return "shift \(report.maxSameOrientationShift.pointString) pt (\(turns))"
    }

    /// "state 3f1c…" for a digest, or a sentence saying the game hashes nothing.
    static func stateText(_ report: PlaytestReport) -> String {
        report.isStateHashed ? "state \(report.stateHash)" : "state not hashed (the game's hashState(into:) feeds nothing)"
    }

    /// Writes a line to standard error.
    public static func printToStandardError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
