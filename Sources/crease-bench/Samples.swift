import CreasePlaytest

/// Timings of one measured thing, in microseconds, summarised by nearest rank.
struct Samples {
    private(set) var values: [Double] = []

    /// Adds one measurement.
    mutating func add(_ microseconds: Double) { values.append(microseconds) }

    /// The median.
    var median: Double { TimingStatistics(samples: values).p50 }
    /// The 99th percentile.
    var p99: Double { TimingStatistics(samples: values).p99 }
}
