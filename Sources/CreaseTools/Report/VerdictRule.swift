/// When a series counts as regressed or improved: the rank test must be sure of the direction
/// AND the median must have moved by at least the smallest effect worth reporting.
///
/// - regressed: `MannWhitneyTest.pLarger` < `significance` and the median is at least
///   `thresholdPercent` slower relative to base;
/// - improved: `pSmaller` < `significance` and the median is at least `thresholdPercent` faster;
/// - same otherwise, and always when both medians are under `smallestMedianMs` (timer-grain
///   values whose relative change means nothing) or the median moved by less than
///   `smallestChangeMs` (a few microseconds, which a shared machine's speed moves a
///   tens-of-microseconds phase by between runs of one build).
public struct VerdictRule: Sendable, Hashable {
    /// The smallest change of the median worth a verdict, in percent of the base median (default 10).
    public var thresholdPercent: Double
    /// The one-sided p-value the rank test must beat.
    public var significance: Double
    /// Below this median in both runs (ms), a series is too small to judge by relative change.
    public var smallestMedianMs: Double
    /// A median that moved by less than this (ms) is too small a change to judge.
    public var smallestChangeMs: Double

    /// The default threshold, in percent.
    public static let defaultThresholdPercent = 10.0
    /// The thresholds `--threshold` accepts, in percent.
    public static let thresholdRange: ClosedRange<Double> = 0...1000

    /// Creates a rule (by default: 10%, p < 0.001, medians under 0.01 ms, changes under 0.01 ms).
    public init(thresholdPercent: Double = defaultThresholdPercent, significance: Double = 0.001, smallestMedianMs: Double = 0.01,
                smallestChangeMs: Double = 0.01) {
        self.thresholdPercent = thresholdPercent
        self.significance = significance
        self.smallestMedianMs = smallestMedianMs
        self.smallestChangeMs = smallestChangeMs
    }

    /// True when both medians are under `smallestMedianMs` or they differ by less than
    /// `smallestChangeMs`: the series is "same" whatever it did.
    public func isTooSmall(baseMedian: Double, newMedian: Double) -> Bool {
        (baseMedian < smallestMedianMs && newMedian < smallestMedianMs) || abs(newMedian - baseMedian) < smallestChangeMs
    }

    /// The relative change of the median, new against base (0.31 is 31% slower); +∞ when only
    /// base is 0, 0 when both are.
    public static func change(baseMedian: Double, newMedian: Double) -> Double {
        if baseMedian == 0 { return newMedian == 0 ? 0 : (newMedian > 0 ? .infinity : -.infinity) }
        return (newMedian - baseMedian) / baseMedian
    }

    /// The verdict for a series, from its rank test and both medians.
    public func verdict(test: MannWhitneyTest, baseMedian: Double, newMedian: Double) -> Verdict {
        guard !isTooSmall(baseMedian: baseMedian, newMedian: newMedian) else { return .same }
        let change = Self.change(baseMedian: baseMedian, newMedian: newMedian)
        let threshold = thresholdPercent / 100
        if test.pLarger < significance && change >= threshold { return .regressed }
        if test.pSmaller < significance && change <= -threshold { return .improved }
        return .same
    }
}
