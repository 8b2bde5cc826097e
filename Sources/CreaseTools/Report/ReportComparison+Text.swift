import Foundation

extension ReportComparison {
    /// The table `crease report compare` prints, then its footnotes, then (when a row
    /// regressed) the line naming it: "regressed: frame CPU +31% (p50 2.10 → 2.75 ms)".
    /// `runsPerSide` is how many reruns each side was the fastest of, and `passesPerSide` how
    /// many passes each side's frames are the fastest of (the footnote says so).
    public func lines(runsPerSide: Int = 1, passesPerSide: (base: Int, new: Int) = (1, 1)) -> [String] {
        var table: [[String]] = [["series", "base p50", "p90", "p99", "new p50", "p90", "p99", "change", "p", "verdict"]]
        for row in rows {
            table.append([row.name,
                          ReportFormat.ms(row.base.p50), ReportFormat.ms(row.base.p90), ReportFormat.ms(row.base.p99),
                          ReportFormat.ms(row.new.p50), ReportFormat.ms(row.new.p90), ReportFormat.ms(row.new.p99),
                          ReportFormat.percent(row.change), ReportFormat.p(row.p),
                          row.verdict.rawValue + (row.tooSmall ? "*" : "")])
        }
        var lines = ReportFormat.columns(table, leftAligned: [0, 9])
        let threshold = String(format: "%g%%", rule.thresholdPercent)
        lines += [
            "",
            "Times in ms (nearest-rank percentiles). A row regressed when the Mann–Whitney rank test",
            "(one-sided, normal approximation, ties corrected) says new is slower at p < \(ReportFormat.p(rule.significance)) and its",
            "p50 is at least \(threshold) slower; improved the same way faster; otherwise same. p is for",
            "the direction the p50 moved.",
        ]
        if rows.contains(where: \.tooSmall) {
            lines.append("* p50 under \(ReportFormat.ms(rule.smallestMedianMs)) ms in both runs, or moved by under \(ReportFormat.ms(rule.smallestChangeMs)) ms: too small")
            lines.append("  to judge, so same.")
        }
        if runsPerSide > 1 {
            lines.append("Each side is its fastest of \(runsPerSide) runs, each series from its own fastest: a stretch of")
            lines.append("the machine that was slower for whole runs does not decide the verdict.")
        } else if passesPerSide.base > 1 || passesPerSide.new > 1 {
            func passes(_ count: Int) -> String { count == 1 ? "1 pass" : "\(count) passes" }
            lines.append("Each frame is its fastest of \(passes(passesPerSide.base)) (base) and \(passes(passesPerSide.new)) (new): a stretch of the")
            lines.append("machine that was slower for some passes does not decide the verdict.")
        } else {
            lines.append("One pass per side: the test sees frame-to-frame noise, not a machine that is slower for a")
            lines.append("whole run; write reports with --passes (a headless --report's default) or give reruns.")
        }
        let regressed = regressed
        if !regressed.isEmpty {
            lines.append("regressed: " + regressed.map(Self.regressionSummary).joined(separator: "; "))
        }
        return lines
    }

    /// "frame CPU +31% (p50 2.10 → 2.75 ms)".
    static func regressionSummary(_ row: SeriesComparison) -> String {
        "\(row.name) \(ReportFormat.percent(row.change, decimals: 0)) (p50 \(ReportFormat.ms(row.base.p50)) → \(ReportFormat.ms(row.new.p50)) ms)"
    }
}
