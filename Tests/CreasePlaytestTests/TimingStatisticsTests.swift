import Testing
import CreasePlaytest

@Suite("TimingStatistics")
struct TimingStatisticsTests {
    @Test("nearest-rank percentiles of 1…100 are the percent itself")
    func oneToHundred() {
        let stats = TimingStatistics(samples: (1...100).map(Double.init).shuffled())
        #expect(stats == TimingStatistics(p50: 50, p90: 90, p95: 95, p99: 99, max: 100, mean: 50.5),
                "1…100 should give p50 50, p90 90, p95 95, p99 99, max 100, mean 50.5; got \(stats)")
    }

    @Test("nearest rank on known small sets", arguments: [
        ([15.0, 20, 35, 40, 50], 50.0, 35.0), // rank ⌈2.5⌉ = 3
        ([3.0, 6, 7, 8, 8, 10, 13, 15, 16, 20], 50.0, 8.0), // rank 5
        ([3.0, 6, 7, 8, 8, 10, 13, 15, 16, 20], 90.0, 16.0), // rank 9
        ([3.0, 6, 7, 8, 8, 10, 13, 15, 16, 20], 100.0, 20.0),
        ([7.0], 99.0, 7.0),
        ([1.0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20], 95.0, 19.0), // 0.95 × 20 = 19 exactly
    ])
    func knownSets(samples: [Double], percent: Double, expected: Double) {
        let value = TimingStatistics.percentile(percent, ofSorted: samples.sorted())
        #expect(value == expected, "p\(percent) of \(samples) by nearest rank should be \(expected), got \(value)")
    }

    @Test("no samples give zeros; non-finite samples are ignored")
    func edges() {
        #expect(TimingStatistics(samples: []) == .zero, "no samples should give all zeros")
        let stats = TimingStatistics(samples: [2, .nan, 4, .infinity])
        #expect(stats.max == 4 && stats.mean == 3, "NaN and infinity should be ignored, got \(stats)")
    }
}
