import Crease
import CreasePlaytest
import Foundation

/// `crease report show R.json`: a playtest report's summary (the line a game prints after a
/// headless run), then its setup, phases, posture timeline, largest shifts (in one
/// orientation, and turning the display), lint and samples.
public struct ReportShowCommand: Sendable, Hashable {
    /// The report's path.
    public var path = ""
    /// `--help` was asked for: print `usage` and exit 0.
    public var help = false

    /// The flags of `crease report show` (only `--help`).
    public static let parser = FlagParser(program: "crease report show", flags: [])
    /// The flags and the one path.
    static let operands = ReportOperands(parser: parser, names: ["R.json"], what: "show takes one report written by --report")

    /// The most posture changes the timeline line lists before "… n more".
    static let timelineLimit = 12
    /// The most lint violations listed.
    static let lintLimit = 5

    /// "usage: crease report show R.json [--help]".
    public static var usageLine: String { operands.usageLine }

    /// The usage text.
    public static var usage: String {
        operands.help(footer: """
            Prints a playtest report's summary: game, device, frames, CPU p50/p99, jank, transitions with
            the largest layout shift in one orientation and, apart, the largest where the display
            turned, lint and state hash; then the phases' p50/p99, the posture timeline and each
            largest shift's transition. Exit status: 0 done, 2 bad flags or an unreadable report.
            """)
    }

    /// The message for a bad command line: the problem, the usage line, "see … --help".
    public static func failureMessage(for error: UsageError) -> String { operands.failureMessage(for: error) }

    /// Parses the arguments after `show`.
    ///
    /// - Throws: `UsageError` for a flag other than `--help`, or a missing or extra path.
    public init(arguments: [String]) throws(UsageError) {
        let (paths, values) = try Self.operands.parse(arguments)
        help = values.help
        if !help { path = paths[0] }
    }

    /// Reads the report and says what to print (exit 0), or the one line naming it (exit 2).
    public func run() -> ToolOutcome {
        do {
            let report = try ReportFile.load(path)
            return ToolOutcome(status: 0, standardOutput: Self.lines(report).joined(separator: "\n") + "\n")
        } catch {
            return ToolOutcome(status: 2, standardError: "\(Self.parser.program): \(error)\n")
        }
    }

    /// What `show` prints for a report.
    public static func lines(_ report: PlaytestReport) -> [String] {
        var lines = [PlaytestCommand.summary(report).escapingControlCharacters]
        var setup = report.script.map { ["script \($0.escapingControlCharacters)"] } ?? ["no script"]
        setup.append("seed \(report.seed)")
        setup.append("\(report.targetHz.pointString) Hz (budget \(ReportFormat.ms(report.budgetMs)) ms)")
        setup.append("\(report.steps) steps, \(report.droppedSteps) dropped")
        setup.append("wall \(String(format: "%.3f", report.wallSeconds)) s")
        lines.append(setup.joined(separator: " · "))
        lines.append("")
        var table = [["phase", "p50 ms", "p99 ms", "max ms"]]
        for phase in FramePhase.allCases {
            let statistics = report.phases[phase]
            table.append([phase.rawValue, ReportFormat.ms(statistics.p50), ReportFormat.ms(statistics.p99), ReportFormat.ms(statistics.max)])
        }
        lines += ReportFormat.columns(table, indent: "  ")
        lines.append("")
        lines.append("postures: " + timeline(report.postureTimeline))
        let turns = report.transitionTurns
        for turning in [false, true] {
            let chosen = zip(report.transitions, turns).filter { $1 == turning }.map(\.0)
            guard let largest = chosen.max(by: { $0.layoutShift.max < $1.layoutShift.max }) else { continue }
            let kind = turning ? "turning the display" : "in one orientation"
            let count = chosen.count == 1 ? "1 transition" : "\(chosen.count) transitions"
            // A shift of 0 pt has no transition worth naming.
            let which = largest.layoutShift.max > 0 ? ", \(largest.from) → \(largest.to) at frame \(largest.frame)" : ""
            lines.append("largest shift \(kind): \(largest.layoutShift.max.pointString) pt\(which) (of \(count))")
        }
        let violations = report.foldLint.violations
        for violation in violations.prefix(lintLimit) {
            lines.append("lint: frame \(violation.frame), \(violation.element.escapingControlCharacters): \(violation.rule.escapingControlCharacters)")
        }
        if violations.count > lintLimit { lines.append("lint: … \(violations.count - lintLimit) more") }
        if let samples = report.samples {
            let passes = samples.passCount > 1 ? ", each its fastest of \(samples.passCount) passes" : ", one pass"
            lines.append("samples: \(samples.frameCpuMs.count) frames of frame CPU and each phase\(passes) (for 'crease report compare')")
        } else {
            lines.append("samples: none (an older report; 'crease report compare' needs them)")
        }
        return lines
    }

    /// "tabletop (0) → flat (60) → … 3 more".
    static func timeline(_ marks: [PlaytestReport.PostureMark]) -> String {
        guard !marks.isEmpty else { return "none recorded" }
        var text = marks.prefix(timelineLimit).map { "\($0.posture) (\($0.frame))" }.joined(separator: " → ")
        if marks.count > timelineLimit { text += " → … \(marks.count - timelineLimit) more" }
        return text
    }
}
