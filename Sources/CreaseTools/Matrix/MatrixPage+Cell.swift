import Crease
import CreasePlaytest
import Foundation

extension MatrixPage {
    /// A cell's details, open when it failed: what failed, its screenshots with the lint's
    /// violations outlined and named, the transitions with their shifts, the frame chart
    /// (hovering or arrowing through it reads out a frame's phases), golden diffs with a
    /// slider between golden and actual, the sounds counted, and its report and trace.
    func cellDetails(_ row: MatrixRow) -> String {
        let id = Self.escape(row.id)
        var parts = ["<details class=cell id=\"cell-\(id)\" \(dataAttributes(row))\(row.passed ? "" : " open")>",
                     "<summary><span class=\"status \(row.passed ? "pass" : "fail")\">\(row.passed ? "held" : "failed")</span> "
                     + "<code>\(id)</code> \(badges(row))</summary>"]
        let cell = row.cell
        let start = singleRun ? "" : "<b>\(cell.directionName)</b>, camera <b>\(cell.cameraName)</b>, "
        parts.append("<p class=params>profile <b>\(Self.escape(cell.profile))</b>, starts <b>\(cell.posture.rawValue)</b>, "
                     + start + "script <b>\(Self.escape(cell.script))</b>; "
                     + "\(row.frames) frames, frame CPU p50 \(Self.ms(row.frameCpuMs.p50)) ms, p99 \(Self.ms(row.frameCpuMs.p99)) ms"
                     + "\(row.passes > 1 ? " (fastest of \(row.passes) passes)" : ""); state <code>\(Self.escape(row.stateHash))</code></p>")
        if !row.failures.isEmpty {
            parts.append("<ul class=failures>" + row.failures.map { "<li>\(Self.escape($0))</li>" }.joined() + "</ul>")
        }
        if !row.screenshots.isEmpty {
            parts.append("<h4>Screenshots</h4><div class=shots>" + row.screenshots.map(shot).joined() + "</div>")
        }
        parts.append(transitions(row))
        if !row.files.chart.isEmpty {
            parts.append("<h4>Frames</h4><div class=chart tabindex=0 data-chart=\"\(id)\" role=img "
                         + "aria-label=\"frame CPU chart of \(id); hover or use the arrow keys to read a frame's phases\">"
                         + "<img src=\"\(Self.escape(row.files.chart))\" alt=\"frame-time chart\" loading=lazy><div class=cursor hidden></div></div>")
        }
        if let golden = row.golden, !golden.diffs.isEmpty {
            parts.append("<h4>Golden diffs</h4>" + golden.diffs.map(goldenDiff).joined())
        }
        let sounds = row.sounds.sorted { $0.key < $1.key }
        parts.append("<h4>Sounds</h4>" + (sounds.isEmpty ? "<p>none asked for</p>"
            : "<table class=sounds><tr>" + sounds.map { "<th>\(Self.escape($0.key))</th>" }.joined() + "</tr><tr>"
                + sounds.map { "<td>\($0.value)</td>" }.joined() + "</tr></table>"))
        var links = ["<a href=\"\(Self.escape(row.files.report))\">report</a>"]
        if !row.files.trace.isEmpty { links.append("<a href=\"\(Self.escape(row.files.trace))\">trace</a> (open it in ui.perfetto.dev)") }
        parts.append("<p class=links>" + links.joined(separator: " · ") + "</p></details>")
        return parts.joined(separator: "\n")
    }

    /// A screenshot with each violation outlined where the element is and named below.
    func shot(_ shot: MatrixRow.Shot) -> String {
        let width = Swift.max(1, shot.displayWidth)
        let height = Swift.max(1, shot.displayHeight)
        func percent(_ value: Double, _ of: Double) -> String { String(format: "%.3f%%", value / of * 100) }
        let outlines = shot.violations.map { violation in
            let frame = violation.frame
            return "<span class=outline style=\"left:\(percent(frame.minX, width));top:\(percent(frame.minY, height));"
                + "width:\(percent(frame.width, width));height:\(percent(frame.height, height))\" "
                + "title=\"\(Self.escape(violation.element)): \(Self.escape(violation.rule))\">"
                + "<span class=tag>\(Self.escape(violation.element))</span></span>"
        }.joined()
        let named = shot.violations.isEmpty ? "" : "<ul class=violations>"
            + shot.violations.map { "<li><b>\(Self.escape($0.element))</b> \(Self.escape($0.rule))</li>" }.joined() + "</ul>"
        return "<figure class=\"shot\(shot.violations.isEmpty ? "" : " bad")\"><div class=frame>"
            + "<img src=\"\(Self.escape(shot.path))\" alt=\"frame \(shot.frame), \(shot.posture.rawValue)\" loading=lazy>\(outlines)</div>"
            + "<figcaption>frame \(shot.frame) · \(shot.posture.rawValue)</figcaption>\(named)</figure>"
    }

    /// The transitions with their shifts; a shift in one orientation is marked.
    func transitions(_ row: MatrixRow) -> String {
        guard !row.transitions.isEmpty else { return "<h4>Transitions</h4><p>none</p>" }
        let lines = row.transitions.map { transition in
            let bad = !transition.turnsDisplay && transition.shift >= MatrixRow.shiftTolerance
            return "<tr class=\"\(bad ? "bad" : "")\"><td>\(transition.frame)</td><td>\(transition.from.rawValue) → \(transition.to.rawValue)</td>"
                + "<td>\(transition.shift.pointString) pt</td><td>\(transition.turnsDisplay ? "turns the display" : "one orientation")</td></tr>"
        }
        return "<h4>Transitions</h4><table class=transitions><tr><th>frame</th><th>change</th><th>shift</th><th></th></tr>"
            + lines.joined() + "</table>"
    }

    /// A golden mismatch: golden, actual and diff side by side, and the golden over the actual
    /// with a slider that wipes between them.
    func goldenDiff(_ diff: MatrixRow.GoldenDiff) -> String {
        func image(_ path: String?, _ caption: String) -> String {
            guard let path else { return "<figure><figcaption>\(caption): none</figcaption></figure>" }
            return "<figure><img src=\"\(Self.escape(path))\" alt=\"\(caption)\" loading=lazy><figcaption>\(caption)</figcaption></figure>"
        }
        var html = "<div class=golden><p><b>\(Self.escape(diff.name))</b></p><div class=sidebyside>"
            + image(diff.golden, "golden") + image(diff.actual, "actual") + image(diff.diff, "diff") + "</div>"
        if let golden = diff.golden {
            html += "<div class=wipe><img src=\"\(Self.escape(diff.actual))\" alt=\"actual\" loading=lazy>"
                + "<div class=over style=\"width:50%\"><img src=\"\(Self.escape(golden))\" alt=\"golden\" loading=lazy></div></div>"
                + "<label>golden ⟷ actual <input type=range min=0 max=100 value=50 class=wipe-slider></label>"
        }
        return html + "</div>"
    }

    /// Milliseconds to three decimals.
    static func ms(_ value: Double) -> String { String(format: "%.3f", value) }
}
