import Crease
import CreasePlaytest
import Foundation

/// `crease report compare BASE.json NEW.json [BASE.json NEW.json]…`: playtest reports
/// compared frame by frame, one row per series with a verdict (see `VerdictRule`); exit 1 when
/// a row regressed. With reruns (more pairs), each side is its fastest run.
public struct ReportCompareCommand: Sendable, Hashable {
    /// The base reports' paths (the build compared against), one per rerun.
    public var basePaths: [String] = []
    /// The new reports' paths, one per rerun.
    public var newPaths: [String] = []
    /// The first base report's path.
    public var basePath: String { basePaths.first ?? "" }
    /// The first new report's path.
    public var newPath: String { newPaths.first ?? "" }
    /// The rule, with `--threshold`'s percent.
    public var rule = VerdictRule()
    /// Where to draw both runs' frame-time distributions (`--chart`), if anywhere.
    public var chartPath: String?
    /// `--help` was asked for: print `usage` and exit 0.
    public var help = false

    /// `--threshold PCT`.
    static let thresholdFlag = Flag("--threshold", "PCT", "smallest change of a median worth a verdict, in percent, 0 to 1000 (default 10)")
    /// `--min-change MS`.
    static let minChangeFlag = Flag("--min-change", "MS", "smallest change of a median worth a verdict, in ms, 0 to 1000 (default 0.01)")
    /// `--chart PATH`.
    static let chartFlag = Flag("--chart", "PATH", "also draw both runs' frame CPU distributions into a PNG")

    /// The flags of `crease report compare`.
    public static let parser = FlagParser(program: "crease report compare", flags: [thresholdFlag, minChangeFlag, chartFlag])
    /// The flags and the two paths.
    static let operands = ReportOperands(parser: parser, names: ["BASE.json", "NEW.json"],
                                         what: "compare takes reports written by --report in pairs: BASE.json then NEW.json",
                                         repeats: true)

    /// "usage: crease report compare BASE.json NEW.json [--threshold PCT] [--chart PATH] [--help]".
    public static var usageLine: String { operands.usageLine }

    /// The usage text.
    public static var usage: String {
        operands.help(footer: """
            Compares two playtest reports (a game's --report) frame by frame: frame CPU, then the input,
            update, layout, draw and present phases, each with p50/p90/p99 of both runs, the change of the
            p50 and a verdict. A row regressed when the Mann–Whitney rank test (one-sided, normal
            approximation, ties corrected) says new is slower at p < 0.001 AND its p50 is at least
            --threshold percent slower; improved the same way faster; otherwise same, and always same when
            both p50s are under 0.01 ms or the p50 moved by under --min-change ms. A headless --report times each
            frame by its fastest of several passes (--passes), so one report per side is enough on a
            machine whose speed changes for seconds at a time. Reports of single passes can be given
            as reruns, more pairs (run base, new, base, new… one after the other): each side is then
            compared by its fastest run (lowest frame CPU p50).
            Exit status: 0 nothing regressed, 1 a row regressed (named in the last line), 2 bad flags, an
            unreadable report, a report without samples, or a chart that could not be written.
            """)
    }

    /// The message for a bad command line: the problem, the usage line, "see … --help".
    public static func failureMessage(for error: UsageError) -> String { operands.failureMessage(for: error) }

    /// Parses the arguments after `compare`.
    ///
    /// - Throws: `UsageError` for a bad flag, a threshold out of range, or a missing or extra path.
    public init(arguments: [String]) throws(UsageError) {
        let (paths, values) = try Self.operands.parse(arguments)
        help = values.help
        if help { return }
        basePaths = stride(from: 0, to: paths.count, by: 2).map { paths[$0] }
        newPaths = stride(from: 1, to: paths.count, by: 2).map { paths[$0] }
        if let threshold = try values.double(Self.thresholdFlag, in: VerdictRule.thresholdRange) { rule.thresholdPercent = threshold }
        if let change = try values.double(Self.minChangeFlag, in: 0...1000) { rule.smallestChangeMs = change }
        chartPath = values.string(Self.chartFlag)
    }

    /// Reads both reports, compares them and (with `--chart`) writes the chart through
    /// `chartWriter`: what to print and the exit status (0, 1 when a row regressed, 2 for an
    /// unusable report, or for a chart that could not be written, the table printed all the same).
    public func run(chartWriter: (any ChartWriter)? = nil) -> ToolOutcome {
        let program = Self.parser.program
        let base: Run
        let new: Run
        do {
            base = try Self.fastest(of: basePaths)
            new = try Self.fastest(of: newPaths)
        } catch {
            return ToolOutcome(status: 2, standardError: "\(program): \(error)\n")
        }
        let comparison = ReportComparison(base: base.samples, new: new.samples, rule: rule)
        var lines = [
            "base  \(base.path.escapingControlCharacters): \(Self.describe(base.report, frames: base.samples.frameCpuMs.count))\(Self.rerunNote(basePaths))",
            "new   \(new.path.escapingControlCharacters): \(Self.describe(new.report, frames: new.samples.frameCpuMs.count))\(Self.rerunNote(newPaths))",
        ]
        let differences = Self.differences(base.report, new.report)
        if !differences.isEmpty {
            lines.append("note: the runs differ in \(differences.joined(separator: ", ")): the comparison may mean little")
        }
        lines.append("")
        var results = comparison.lines(runsPerSide: Swift.min(basePaths.count, newPaths.count),
                                       passesPerSide: (base.samples.passCount, new.samples.passCount))
        var status: Int32 = comparison.hasRegression ? 1 : 0
        var failure = ""
        if let chartPath {
            let shown = chartPath.escapingControlCharacters
            let chart = FrameChart.comparisonDrawList(base: base.samples.frameCpuMs, new: new.samples.frameCpuMs)
            do {
                guard let chartWriter else { throw NoChartWriterError() }
                try chartWriter.writePNG(chart.list, size: FrameChart.comparisonSize, background: FrameChart.background,
                                         to: URL(fileURLWithPath: chartPath))
                let axis = String(format: "%g–%g ms", chart.axisMs.lowerBound, chart.axisMs.upperBound)
                let chartLine = "chart: \(shown) (frame CPU, share of frames at or under each time; \(axis), log scale; base blue, new orange)"
                // The regressed line stays last.
                results.insert(chartLine, at: comparison.hasRegression ? results.count - 1 : results.count)
            } catch {
                // The table is still printed; the status says the chart is missing.
                status = 2
                failure = "\(program): cannot write the chart to \(shown): \("\(error)".escapingControlCharacters)\n"
            }
        }
        lines += results
        return ToolOutcome(status: status, standardOutput: lines.joined(separator: "\n") + "\n", standardError: failure)
    }

    /// One report on one side of the comparison.
    typealias Run = (path: String, report: PlaytestReport, samples: PlaytestReport.Samples)

    /// Each series at its fastest among the runs in `paths`: the run with the lowest frame CPU
    /// p50 (named in the header), then every phase taken from the run whose p50 for it is
    /// lowest. Reruns of one build agree on that even when the machine's speed changes
    /// between runs.
    ///
    /// - Throws: `ReportFileError` for the first report that cannot be read or has no samples.
    static func fastest(of paths: [String]) throws(ReportFileError) -> Run {
        var runs: [Run] = []
        for path in paths {
            let (report, samples) = try ReportFile.loadSamples(path)
            runs.append((path, report, samples))
        }
        func median(_ series: [Double]) -> Double { TimingStatistics(samples: series).p50 }
        guard var best = runs.min(by: { median($0.samples.frameCpuMs) < median($1.samples.frameCpuMs) }) else {
            throw ReportFileError(path: "", problem: "no report given")
        }
        let phases: [WritableKeyPath<PlaytestReport.PhaseSamples, [Double]>] = [\.input, \.update, \.layout, \.draw, \.present]
        for phase in phases {
            if let fastest = runs.min(by: { median($0.samples.phases[keyPath: phase]) < median($1.samples.phases[keyPath: phase]) }) {
                best.samples.phases[keyPath: phase] = fastest.samples.phases[keyPath: phase]
            }
        }
        return best
    }

    /// ", fastest of 3 runs" when a side has reruns (each phase from its own fastest), else nothing.
    static func rerunNote(_ paths: [String]) -> String {
        paths.count > 1 ? ", fastest of \(paths.count) runs" : ""
    }

    /// "battlefleet on duo, script fold-cycle, seed 1, 540 frames".
    static func describe(_ report: PlaytestReport, frames: Int) -> String {
        var parts = ["\(report.game.escapingControlCharacters) on \(report.device.escapingControlCharacters)"]
        // A script's file name is enough to tell runs apart here (a built-in one's path is long).
        if let script = report.script { parts.append("script \(URL(fileURLWithPath: script).lastPathComponent.escapingControlCharacters)") }
        parts.append("seed \(report.seed)")
        parts.append("\(frames) frames")
        if let passes = report.samples?.passes, passes > 1 { parts.append("each its fastest of \(passes) passes") }
        return parts.joined(separator: ", ")
    }

    /// What the two runs did differently (game, device, script, seed, rate, frames, and one
    /// timed once against one timed by its fastest of several passes, which favours the
    /// latter): empty when nothing.
    static func differences(_ base: PlaytestReport, _ new: PlaytestReport) -> [String] {
        var fields: [String] = []
        if base.game != new.game { fields.append("game") }
        if base.device != new.device { fields.append("device") }
        // By name: a built-in script kept by an older report as its path in one build's
        // folder is the same script as that name in another's.
        if base.scriptName != new.scriptName { fields.append("script") }
        if base.seed != new.seed { fields.append("seed") }
        if base.targetHz != new.targetHz { fields.append("rate") }
        if base.frames != new.frames { fields.append("frames") }
        let basePasses = base.samples?.passCount ?? 1
        let newPasses = new.samples?.passCount ?? 1
        if (basePasses == 1) != (newPasses == 1) { fields.append("passes (\(basePasses) against \(newPasses))") }
        return fields
    }
}
