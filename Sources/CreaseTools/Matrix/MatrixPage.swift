import Crease
import CreasePlaytest
import Foundation

/// `index.html` of a matrix folder: one self-contained page (no network, no external script
/// or font; images are files beside it) that opens from a `file://` URL. Failures come first:
/// a list of the failed cells, then the grid (profile × posture for each script, each square
/// holding the direction × camera cells with badges for lint, shift, golden and timing), then
/// every cell's details, failed ones open. Filters (all, failed, passed, and by check) are
/// buttons, and a `?filter=failed` (or `lint`, `shift`, `golden`, `timing`, `passed`) in the
/// URL sets one on load.
public struct MatrixPage: Sendable {
    /// The matrix.
    public var document: MatrixDocument
    /// Each cell's per-frame chart data, by cell id (cells without a readable report have none).
    public var charts: [String: ChartHover]
    /// A page of one run's report (`crease report html`): no grid, and only what a report
    /// keeps of its start (profile and posture).
    public var singleRun: Bool

    /// Per-frame times of a cell, for the hover readout over its frame chart.
    public struct ChartHover: Sendable, Hashable, Codable {
        /// The chart image's size in pixels.
        public var size: [Double]
        /// Where the bars are in the image: x, y, width, height.
        public var plot: [Double]
        /// How many frames one column of bars shows.
        public var perColumn: Int
        /// Each frame's CPU time and phases in ms: [cpu, input, update, layout, draw, present].
        public var frames: [[Double]]

        /// The hover data of a report's chart, laid out as `FrameChart` lays out the saved one.
        public init(report: PlaytestReport, samples: PlaytestReport.Samples) {
            let data = FrameChartData(frameCpuMs: samples.frameCpuMs, budgetMs: report.budgetMs, postureMarks: report.postureTimeline,
                                      passes: samples.passes)
            let plot = FrameChart.plotRect(data)
            size = [FrameChart.imageSize.width, FrameChart.imageSize.height]
            self.plot = [plot.minX, plot.minY, plot.width, plot.height]
            perColumn = FrameChart.columns(count: samples.frameCpuMs.count, width: plot.width).perColumn
            let phases = samples.phases
            frames = samples.frameCpuMs.indices.map { index in
                [samples.frameCpuMs[index], phases.input[index], phases.update[index], phases.layout[index],
                 phases.draw[index], phases.present[index]].map { ($0 * 1000).rounded() / 1000 }
            }
        }
    }

    /// A page of a matrix and its cells' chart data.
    public init(document: MatrixDocument, charts: [String: ChartHover], singleRun: Bool = false) {
        self.document = document
        self.charts = charts
        self.singleRun = singleRun
    }

    /// The whole page.
    public var html: String {
        let failed = document.failedRows
        let title = singleRun
            ? "\(document.game): \(document.rows.first?.id ?? "report"), \(failed.isEmpty ? "held" : "failed")"
            : "\(document.game): \(document.rows.count) cell\(document.rows.count == 1 ? "" : "s"), \(failed.isEmpty ? "all held" : "\(failed.count) failed")"
        var body = ["<header><h1>\(Self.escape(title))</h1>", "<p class=summary>\(Self.escape(MatrixTable.summary(document)))</p>", filters, "</header>"]
        if !failed.isEmpty {
            body.append("<section id=failures><h2>Failures</h2><ul>")
            for row in failed {
                body.append("<li><a href=\"#cell-\(Self.escape(row.id))\">\(Self.escape(row.id))</a>: \(Self.escape(row.failures.joined(separator: "; ")))</li>")
            }
            body.append("</ul></section>")
        }
        if !singleRun { body.append(grids) }
        body.append("<section id=cells><h2>Cells</h2>")
        for row in failed + document.rows.filter(\.passed) { body.append(cellDetails(row)) }
        body.append("</section>")
        return """
            <!doctype html>
            <html lang=en><head><meta charset=utf-8><meta name=viewport content="width=device-width, initial-scale=1">
            <title>\(Self.escape(title))</title>
            <style>\(Self.style)</style></head>
            <body data-status="\(failed.isEmpty ? "passed" : "failed")">
            \(body.joined(separator: "\n"))
            <div id=tooltip role=status aria-live=polite hidden></div>
            <script type="application/json" id=chart-data>\(chartJSON)</script>
            <script>\(Self.script)</script>
            </body></html>

            """
    }

    /// The filter buttons.
    var filters: String {
        let names = ["all", "failed", "passed", "lint", "shift", "golden", "timing"]
        let buttons = names.map { "<button type=button data-filter=\($0) aria-pressed=\($0 == "all" ? "true" : "false")>\($0)</button>" }
        return "<nav class=filters aria-label=\"Show cells\">Show: \(buttons.joined())</nav>"
    }

    /// One grid per script: a row per profile, a column per posture, each square the cells
    /// of every direction and camera setting.
    var grids: String {
        var parts = ["<section id=grid><h2>Matrix</h2>"]
        let rows = document.rows
        for script in unique(rows.map(\.cell.script)) {
            let scripted = rows.filter { $0.cell.script == script }
            let postures = unique(scripted.map(\.cell.posture))
            parts.append("<h3>script \(Self.escape(script))</h3><table class=grid><thead><tr><th>profile</th>")
            parts += postures.map { "<th>\($0.rawValue)</th>" }
            parts.append("</tr></thead><tbody>")
            for profile in unique(scripted.map(\.cell.profile)) {
                parts.append("<tr><th>\(Self.escape(profile))</th>")
                for posture in postures {
                    let square = scripted.filter { $0.cell.profile == profile && $0.cell.posture == posture }
                    parts.append("<td>" + square.map(gridCell).joined() + "</td>")
                }
                parts.append("</tr>")
            }
            parts.append("</tbody></table>")
        }
        parts.append("</section>")
        return parts.joined(separator: "\n")
    }

    /// A cell in the grid: a link to its details, green or red, with a badge per check.
    func gridCell(_ row: MatrixRow) -> String {
        let label = "\(row.cell.directionName) · camera \(row.cell.cameraName)"
        return "<a class=\"gridcell \(row.passed ? "pass" : "fail")\" href=\"#cell-\(Self.escape(row.id))\" \(dataAttributes(row)) "
            + "title=\"\(Self.escape(row.id))\"><span class=label>\(label)</span>\(badges(row))</a>"
    }

    /// `data-cell`, `data-status` and `data-checks` (the failed checks), which the filters read.
    func dataAttributes(_ row: MatrixRow) -> String {
        "data-cell=\"\(Self.escape(row.id))\" data-status=\(row.passed ? "passed" : "failed") data-checks=\"\(row.failedChecks.joined(separator: " "))\""
    }

    /// The four badges: lint, shift, golden, timing; each ok, failed, or not checked.
    func badges(_ row: MatrixRow) -> String {
        func badge(_ name: String, _ state: String, _ text: String) -> String {
            "<span class=\"badge \(state)\" title=\"\(Self.escape(text))\">\(name)</span>"
        }
        let checks = Set(row.failedChecks)
        let lint = badge("lint", checks.contains("lint") ? "bad" : "ok", "\(row.lint.count) lint violations")
        let shift = badge("shift", checks.contains("shift") ? "bad" : "ok", "shift \(row.shift.pointString) pt in one orientation")
        let golden = row.golden.map { badge("golden", $0.passed ? "ok" : "bad", $0.passed ? "goldens match" : "golden mismatch") }
            ?? badge("golden", "none", "no goldens compared")
        let timing = row.timing.map { badge("timing", checks.contains("timing") ? "bad" : "ok", "\($0.verdict): \($0.detail)") }
            ?? badge("timing", "none", "no baseline compared")
        return "<span class=badges>\(lint)\(shift)\(golden)\(timing)</span>"
    }

    /// The chart data as JSON for the page's script (`<` escaped so it cannot end the element).
    var chartJSON: String {
        var entries: [String] = []
        for row in document.rows {
            guard let chart = charts[row.id] else { continue }
            let frames = chart.frames.map { "[" + $0.map(Self.number).joined(separator: ",") + "]" }.joined(separator: ",")
            entries.append("\"\(Self.jsonEscape(row.id))\":{\"size\":[\(chart.size.map(Self.number).joined(separator: ","))],"
                           + "\"plot\":[\(chart.plot.map(Self.number).joined(separator: ","))],\"perColumn\":\(chart.perColumn),\"frames\":[\(frames)]}")
        }
        return "{" + entries.joined(separator: ",\n") + "}"
    }

    /// Distinct values in first-seen order.
    func unique<T: Hashable>(_ values: [T]) -> [T] {
        var seen: Set<T> = []
        return values.filter { seen.insert($0).inserted }
    }

    /// A number as JSON writes it, short.
    static func number(_ value: Double) -> String {
        value.isFinite ? (value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)) : "0"
    }

    /// Text made safe inside HTML text and double-quoted attributes.
    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }

    /// Text made safe inside a JSON string inside a `<script>` element.
    static func jsonEscape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "<": out += "\\u003c"
            default:
                if scalar.value < 0x20 { out += String(format: "\\u%04x", scalar.value) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
