import CreasePlaytest

/// Two playtest reports' samples compared series by series: frame CPU first, then each phase
/// (input, update, layout, draw, present), each row judged by the same `VerdictRule`.
public struct ReportComparison: Sendable, Hashable {
    /// The rule every row was judged by.
    public var rule: VerdictRule
    /// One row per series, frame CPU first.
    public var rows: [SeriesComparison]

    /// The name of the frame CPU row.
    public static let frameCPU = "frame CPU"

    /// Compares the samples of a base report and a new one.
    public init(base: PlaytestReport.Samples, new: PlaytestReport.Samples, rule: VerdictRule = VerdictRule()) {
        self.rule = rule
        var rows = [SeriesComparison(name: Self.frameCPU, base: base.frameCpuMs, new: new.frameCpuMs, rule: rule)]
        for (phase, other) in zip(base.phases.byName, new.phases.byName) {
            rows.append(SeriesComparison(name: phase.name, base: phase.values, new: other.values, rule: rule))
        }
        self.rows = rows
    }

    /// The rows that regressed, in table order.
    public var regressed: [SeriesComparison] { rows.filter { $0.verdict == .regressed } }

    /// True when any row regressed (`crease report compare` then exits 1).
    public var hasRegression: Bool { !regressed.isEmpty }
}
