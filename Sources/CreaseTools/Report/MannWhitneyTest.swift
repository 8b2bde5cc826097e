import Foundation

/// The Mann–Whitney U rank test of two independent samples, with the normal approximation,
/// the tie correction and a continuity correction: does one sample tend to hold larger values
/// than the other?
///
/// Both samples are pooled and ranked (tied values share their average rank). `u` counts the
/// (base, new) pairs in which the new value is the larger, a tie counting half; under "both
/// come from one distribution" it has mean n₁n₂/2 and variance
/// n₁n₂/12 · ((N + 1) − Σ(t³ − t) / (N(N − 1))), N = n₁ + n₂, t the size of each group of
/// tied values. The one-sided p-values come from the standard normal tail of
/// (u − mean ∓ ½) / sd. Non-finite values are left out.
public struct MannWhitneyTest: Sendable, Hashable {
    /// Values in the base sample that were used (finite ones).
    public var baseCount: Int
    /// Values in the new sample that were used (finite ones).
    public var newCount: Int
    /// U of the new sample: (base, new) pairs where new is larger, ties counting half.
    public var u: Double
    /// (u − mean) / sd without the continuity correction: positive when new tends to be larger, 0 when sd is 0.
    public var z: Double
    /// One-sided p-value of "new is stochastically larger than base" (new is slower).
    public var pLarger: Double
    /// One-sided p-value of "new is stochastically smaller than base" (new is faster).
    public var pSmaller: Double

    /// Runs the test on two samples (any order; non-finite values are ignored).
    ///
    /// When either sample is empty or every value is the same, nothing can be told apart:
    /// `z` is 0 and both p-values are 1.
    public init(base: [Double], new: [Double]) {
        let base = base.filter(\.isFinite)
        let new = new.filter(\.isFinite)
        baseCount = base.count
        newCount = new.count
        let n1 = Double(base.count), n2 = Double(new.count), total = n1 + n2
        // Pool with the sample each value came from, sort, and give each run of ties its mean rank.
        let pooled = (base.map { ($0, false) } + new.map { ($0, true) }).sorted { $0.0 < $1.0 }
        var newRankSum = 0.0
        var tieTerm = 0.0
        var start = 0
        while start < pooled.count {
            var end = start
            while end + 1 < pooled.count && pooled[end + 1].0 == pooled[start].0 { end += 1 }
            let rank = Double(start + end) / 2 + 1
            for index in start...end where pooled[index].1 { newRankSum += rank }
            let tied = Double(end - start + 1)
            tieTerm += tied * tied * tied - tied
            start = end + 1
        }
        u = newRankSum - n2 * (n2 + 1) / 2
        let mean = n1 * n2 / 2
        let variance = total < 2 ? 0 : n1 * n2 / 12 * ((total + 1) - tieTerm / (total * (total - 1)))
        guard variance > 0 else {
            z = 0
            pLarger = 1
            pSmaller = 1
            return
        }
        let sd = variance.squareRoot()
        z = (u - mean) / sd
        pLarger = Self.upperTail((u - mean - 0.5) / sd)
        pSmaller = Self.upperTail((mean - u - 0.5) / sd)
    }

    /// P(Z ≥ z) for a standard normal Z.
    public static func upperTail(_ z: Double) -> Double {
        Swift.min(1, 0.5 * erfc(z / 2.0.squareRoot()))
    }
}
