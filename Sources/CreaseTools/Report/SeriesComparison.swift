import CreasePlaytest

/// One row of `crease report compare`: one series (frame CPU or one phase) of both runs, its
/// percentiles, the rank test, the median's change and the verdict.
public struct SeriesComparison: Sendable, Hashable {
    /// The series as the table names it ("frame CPU", "input", …).
    public var name: String
    /// The base run's statistics (nearest-rank percentiles, as in the reports).
    public var base: TimingStatistics
    /// The new run's statistics.
    public var new: TimingStatistics
    /// The rank test of the new samples against the base samples.
    public var test: MannWhitneyTest
    /// The median's relative change (0.31 is 31% slower; see `VerdictRule.change`).
    public var change: Double
    /// Both medians are under the rule's smallest median: "same" whatever the change.
    public var tooSmall: Bool
    /// What the rule concludes.
    public var verdict: Verdict

    /// Compares two series of per-frame times in milliseconds under a rule.
    public init(name: String, base baseSamples: [Double], new newSamples: [Double], rule: VerdictRule) {
        self.name = name
        base = TimingStatistics(samples: baseSamples)
        new = TimingStatistics(samples: newSamples)
        test = MannWhitneyTest(base: baseSamples, new: newSamples)
        change = VerdictRule.change(baseMedian: base.p50, newMedian: new.p50)
        tooSmall = rule.isTooSmall(baseMedian: base.p50, newMedian: new.p50)
        verdict = rule.verdict(test: test, baseMedian: base.p50, newMedian: new.p50)
    }

    /// The one-sided p-value in the direction the median moved (slower when it did not move
    /// and the ranks lean that way): the one the verdict used.
    public var p: Double {
        if change > 0 { return test.pLarger }
        if change < 0 { return test.pSmaller }
        return Swift.min(test.pLarger, test.pSmaller)
    }
}
