/// Summary statistics of a series of times in milliseconds: nearest-rank percentiles, the
/// maximum and the mean. The shape of `frameCpuMs` and of each phase in a report.
public struct TimingStatistics: Sendable, Hashable, Codable {
    /// Median by nearest rank.
    public var p50: Double
    /// 90th percentile by nearest rank.
    public var p90: Double
    /// 95th percentile by nearest rank.
    public var p95: Double
    /// 99th percentile by nearest rank.
    public var p99: Double
    /// The largest value.
    public var max: Double
    /// The arithmetic mean.
    public var mean: Double

    /// Creates statistics from their fields.
    public init(p50: Double, p90: Double, p95: Double, p99: Double, max: Double, mean: Double) {
        self.p50 = p50
        self.p90 = p90
        self.p95 = p95
        self.p99 = p99
        self.max = max
        self.mean = mean
    }

    /// All zero: the statistics of no samples.
    public static let zero = TimingStatistics(p50: 0, p90: 0, p95: 0, p99: 0, max: 0, mean: 0)

    /// Computes the statistics of samples (any order; non-finite samples are ignored).
    public init(samples: [Double]) {
        let sorted = samples.filter(\.isFinite).sorted()
        guard let largest = sorted.last else {
            self = .zero
            return
        }
        self.init(p50: Self.percentile(50, ofSorted: sorted),
                  p90: Self.percentile(90, ofSorted: sorted),
                  p95: Self.percentile(95, ofSorted: sorted),
                  p99: Self.percentile(99, ofSorted: sorted),
                  max: largest,
                  mean: sorted.reduce(0, +) / Double(sorted.count))
    }

    /// The nearest-rank percentile of ascending samples: the smallest sample such that at
    /// least `percent`% of the samples are less than or equal to it, i.e. the one at rank
    /// ⌈percent / 100 × n⌉ (counting from 1; rank 1 for percent 0). 0 for no samples.
    public static func percentile(_ percent: Double, ofSorted sorted: [Double]) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let clamped = Swift.min(100, Swift.max(0, percent))
        // Round before the ceiling so that 0.95 × 20 = 19.000000000000004 is rank 19, not 20.
        let exact = (clamped / 100 * Double(sorted.count) * 1e9).rounded() / 1e9
        let rank = Swift.max(1, Int(exact.rounded(.up)))
        return sorted[Swift.min(sorted.count, rank) - 1]
    }
}

/// The two overrun percentiles a report gives: CPU time minus budget (negative is headroom).
public struct OverrunStatistics: Sendable, Hashable, Codable {
    /// Median overrun in milliseconds.
    public var p50: Double
    /// 99th-percentile overrun in milliseconds.
    public var p99: Double

    /// Creates overrun statistics.
    public init(p50: Double, p99: Double) {
        self.p50 = p50
        self.p99 = p99
    }
}
