import Crease
import CreasePlaytest
import Foundation

/// `crease report html R.json [--out PATH]`: the page a matrix writes, for one run's report:
/// its lint, transitions and shifts, screenshots, frame chart with its readout, sounds.
public struct ReportHTMLCommand: Sendable, Hashable {
    /// The report's path.
    public var path = ""
    /// Where the page goes (default: beside the report, `R.html`).
    public var out: String?
    /// `--help` was asked for: print `usage` and exit 0.
    public var help = false

    /// `--out PATH`.
    static let outFlag = Flag("--out", "PATH", "where the page goes (default: beside the report, R.html)")
    /// The flags of `crease report html`.
    public static let parser = FlagParser(program: "crease report html", flags: [outFlag])
    /// The flags and the one path.
    static let operands = ReportOperands(parser: parser, names: ["R.json"], what: "html takes one report written by --report")

    /// "usage: crease report html R.json [--out PATH] [--help]".
    public static var usageLine: String { operands.usageLine }

    /// The usage text.
    public static var usage: String {
        operands.help(footer: """
            Writes the page a matrix run writes (GAME --matrix) for one run's report: its lint, transitions
            with their shifts, screenshots, frame chart (hover a frame for its phases), sounds, and the
            report itself, linked. Images stay files beside it. Exit status: 0 written, 2 bad flags, an
            unreadable report or a page that could not be written.
            """)
    }

    /// The message for a bad command line: the problem, the usage line, "see … --help".
    public static func failureMessage(for error: UsageError) -> String { operands.failureMessage(for: error) }

    /// A command for a report, the page beside it unless `out` says.
    public init(path: String, out: String? = nil) {
        self.path = path
        self.out = out
    }

    /// Parses the arguments after `html`.
    ///
    /// - Throws: `UsageError` for a bad flag, or a missing or extra path.
    public init(arguments: [String]) throws(UsageError) {
        let (paths, values) = try Self.operands.parse(arguments)
        help = values.help
        if help { return }
        path = paths[0]
        out = values.string(Self.outFlag)
    }

    /// Reads the report and writes its page.
    public func run() -> ToolOutcome {
        let program = Self.parser.program
        let report: PlaytestReport
        do {
            report = try ReportFile.load(path)
        } catch {
            return ToolOutcome(status: 2, standardError: "\(program): \(error)\n")
        }
        let reportURL = URL(fileURLWithPath: path).standardizedFileURL
        let page = out.map { URL(fileURLWithPath: $0).standardizedFileURL }
            ?? reportURL.deletingPathExtension().appendingPathExtension("html")
        let folder = page.deletingLastPathComponent()
        let name = reportURL.deletingPathExtension().lastPathComponent
        let cell = MatrixCell(profile: report.device, posture: report.postureTimeline.first?.posture ?? .flat, direction: .leftToRight,
                              camera: false, script: report.scriptName ?? "none")
        let shots = report.screenshots.map { screenshot in
            MatrixRow.Shot(path: Self.relativePath(of: URL(fileURLWithPath: screenshot.path), from: folder), frame: screenshot.frame,
                           posture: report.postureTimeline.last { $0.frame <= screenshot.frame }?.posture ?? cell.posture,
                           displayWidth: 1, displayHeight: 1, violations: [])
        }
        var row = MatrixRow(cell: cell, report: report, screenshots: shots, golden: nil, timing: nil)
        row.id = name
        let chart = PlaytestCommand.chartURL(forReport: reportURL)
        row.files = MatrixRow.Files(report: Self.relativePath(of: reportURL, from: folder),
                                    chart: FileManager.default.fileExists(atPath: chart.path) ? Self.relativePath(of: chart, from: folder) : "",
                                    trace: "")
        let document = MatrixDocument(game: report.game, cells: [row.id], shard: nil, timing: (report.samples?.passCount ?? 1) > 1, rows: [row])
        let charts = report.samples.map { [row.id: MatrixPage.ChartHover(report: report, samples: $0)] } ?? [:]
        do {
            try AtomicFile.write(Data(MatrixPage(document: document, charts: charts, singleRun: true).html.utf8), to: page)
        } catch {
            return ToolOutcome(status: 2, standardError: "\(program): cannot write the page to \(page.path.escapingControlCharacters): \(error)\n")
        }
        return ToolOutcome(status: 0, standardOutput: "page: \(page.path)\n")
    }

    /// A file's path relative to a folder ("../shots/a.png"), for a page's links.
    static func relativePath(of file: URL, from folder: URL) -> String {
        let target = file.standardizedFileURL.pathComponents
        let base = folder.standardizedFileURL.pathComponents
        var common = 0
        while common < Swift.min(target.count, base.count), target[common] == base[common] { common += 1 }
        let parts = Array(repeating: "..", count: base.count - common) + target[common...]
        return parts.joined(separator: "/")
    }
}
