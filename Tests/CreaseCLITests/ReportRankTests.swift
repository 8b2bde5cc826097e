import CreasePlaytest
import CreaseTools
import Foundation
import Testing

/// The statistics behind `crease report compare`, on hand-made samples: the Mann–Whitney test
/// against values from SciPy, and the verdict rule on identical, 30%-slower, 5%-slower,
/// shuffled and tiny series.
@Suite("crease report: rank test and verdicts")
struct ReportRankTests {
    static func compare(_ base: [Double], _ new: [Double], threshold: Double = 10) -> ReportComparison {
        func samples(_ frames: [Double]) -> PlaytestReport.Samples {
            PlaytestReport.Samples(frameCpuMs: frames, phases: ReportFixtures.phases(of: frames))
        }
        return ReportComparison(base: samples(base), new: samples(new), rule: VerdictRule(thresholdPercent: threshold))
    }

    @Test("U and the one-sided p-values match SciPy's mannwhitneyu (asymptotic, continuity-corrected)")
    func matchesSciPy() {
        let separated = MannWhitneyTest(base: [1, 2, 3], new: [4, 5, 6])
        #expect(separated.u == 9, "every new value beats every base value: U = 3 × 3")
        #expect(abs(separated.pLarger - 0.040427799185) < 1e-9, "SciPy gives p = 0.0404278 for 'greater'; got \(separated.pLarger)")
        let tied = MannWhitneyTest(base: [1, 2, 2, 3], new: [2, 3, 3, 4])
        #expect(tied.u == 13, "ties count half: U = 13; got \(tied.u)")
        #expect(abs(tied.pLarger - 0.086016854461) < 1e-9, "with the tie correction SciPy gives 0.0860169; got \(tied.pLarger)")
        #expect(abs(tied.pSmaller - 0.952459806599) < 1e-9, "and 0.9524598 for 'less'; got \(tied.pSmaller)")
        let constant = MannWhitneyTest(base: [1, 1, 1], new: [1, 1, 1])
        #expect(constant.pLarger == 1 && constant.pSmaller == 1 && constant.z == 0, "all values equal: nothing to tell apart")
        let empty = MannWhitneyTest(base: [], new: [1, 2])
        #expect(empty.pLarger == 1 && empty.pSmaller == 1, "an empty sample tells nothing")
    }

    @Test("identical sample sets are the same in every row")
    func identical() {
        let frames = ReportFixtures.frameTimes(count: 800)
        let comparison = Self.compare(frames, frames)
        for row in comparison.rows {
            #expect(row.verdict == .same, "\(row.name) of a run against itself should be same; got \(row.verdict)")
            #expect(row.test.u == Double(frames.count * frames.count) / 2, "U of identical sets is n²/2")
        }
        #expect(!comparison.hasRegression)
    }

    @Test("every sample 30% slower is a regression of frame CPU and the phases that are large enough")
    func thirtyPercentSlower() {
        let frames = ReportFixtures.frameTimes(count: 600)
        let comparison = Self.compare(frames, frames.map { ($0 * 1.3 * 10_000).rounded() / 10_000 })
        let cpu = comparison.rows[0]
        #expect(cpu.name == ReportComparison.frameCPU)
        #expect(cpu.verdict == .regressed, "frame CPU 30% slower should regress; got \(cpu.verdict), p \(cpu.test.pLarger), change \(cpu.change)")
        #expect(cpu.test.pLarger < 1e-10, "the rank test should be far past p < 0.001; got \(cpu.test.pLarger)")
        #expect(abs(cpu.change - 0.30) < 0.01, "the median should be 30% slower; got \(cpu.change)")
        for row in comparison.rows where ["layout", "present"].contains(row.name) {
            #expect(row.verdict == .regressed, "\(row.name) 30% slower should regress; got \(row.verdict)")
        }
        let draw = comparison.rows[4]
        #expect(draw.name == "draw" && draw.tooSmall && draw.verdict == .same,
                "draw (p50 \(draw.base.p50) → \(draw.new.p50) ms) moved by under 0.01 ms: same*, got \(draw.verdict)")
        for row in comparison.rows where ["input", "update"].contains(row.name) {
            #expect(row.tooSmall && row.verdict == .same, "\(row.name) (median \(row.base.p50) ms) is under 0.01 ms: same whatever it did")
        }
        #expect(comparison.lines().last?.hasPrefix("regressed: frame CPU +30% (p50 ") == true,
                "the last line should name frame CPU; got \(comparison.lines().last ?? "")")
        let faster = Self.compare(frames, frames.map { $0 * 0.7 })
        #expect(faster.rows[0].verdict == .improved && !faster.hasRegression, "30% faster is improved, not a regression")
    }

    @Test("5% slower is same under the default 10% threshold although the test is sure, and regressed under 3% when it moves the p50 0.01 ms")
    func belowThreshold() {
        let frames = ReportFixtures.frameTimes(count: 2000)
        let slower = frames.map { $0 * 1.05 }
        let comparison = Self.compare(frames, slower)
        #expect(comparison.rows[0].test.pLarger < 0.001, "2000 frames 5% slower should be significant; got p \(comparison.rows[0].test.pLarger)")
        #expect(comparison.rows[0].verdict == .same, "5% is below the 10% threshold: same; got \(comparison.rows[0].verdict)")
        #expect(Self.compare(frames, slower, threshold: 3).rows[0].verdict == .same, "5% of 0.2 ms moves the p50 under 0.01 ms: same")
        let longer = ReportFixtures.frameTimes(count: 2000, median: 1)
        #expect(Self.compare(longer, longer.map { $0 * 1.05 }, threshold: 3).rows[0].verdict == .regressed,
                "5% of a 1 ms frame (0.05 ms) is past a 3% threshold")
    }

    @Test("noise only: shuffled halves of one set of frames are the same, seed after seed")
    func shuffles() {
        let pooled = ReportFixtures.frameTimes(count: 2400, seed: 99)
        for seed in UInt64(1)...20 {
            var generator = ReportFixtures.Generator(state: seed)
            var shuffled = pooled
            for index in stride(from: shuffled.count - 1, to: 0, by: -1) {
                shuffled.swapAt(index, Int(generator.next() % UInt64(index + 1)))
            }
            let comparison = Self.compare(Array(shuffled[..<1200]), Array(shuffled[1200...]))
            for row in comparison.rows {
                #expect(row.verdict == .same, "seed \(seed): \(row.name) of two shuffled halves should be same; got \(row.verdict) (p \(row.p), \(row.change))")
            }
        }
    }

    @Test("a median that moved by under 0.01 ms is same, however large the percentage")
    func tinyChange() {
        let base = ReportFixtures.frameTimes(count: 1000, median: 0.040)
        let test = MannWhitneyTest(base: base, new: base.map { $0 + 0.006 })
        let rule = VerdictRule()
        #expect(test.pLarger < 0.001, "every sample 6 µs slower should be significant")
        #expect(rule.verdict(test: test, baseMedian: 0.040, newMedian: 0.046) == .same,
                "+15% but only 6 µs: a shared machine moves a 40 µs phase that much between runs of one build")
        #expect(rule.verdict(test: test, baseMedian: 0.040, newMedian: 0.052) == .regressed, "+30%, 12 µs, should regress")
        #expect(rule.isTooSmall(baseMedian: 0.040, newMedian: 0.046) && !rule.isTooSmall(baseMedian: 0.040, newMedian: 0.052),
                "the footnote mark should follow the same cut")
    }

    @Test("values under 0.01 ms are same even when twice as slow and significant")
    func tinyValues() {
        let tiny = ReportFixtures.frameTimes(count: 1000, median: 0.004)
        let test = MannWhitneyTest(base: tiny, new: tiny.map { $0 * 2 })
        let rule = VerdictRule()
        #expect(test.pLarger < 1e-10, "twice as slow is significant")
        #expect(rule.verdict(test: test, baseMedian: 0.004, newMedian: 0.008) == .same, "both medians under 0.01 ms: same")
        #expect(rule.verdict(test: test, baseMedian: 0.004, newMedian: 0.016) == .regressed, "one median at 0.016 ms, 0.012 ms slower, is judged again")
    }
}
