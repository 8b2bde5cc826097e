extension RandomNumberGenerator {
    /// A uniform integer in `0..<bound` (0 when `bound` ≤ 1), by rejection sampling.
    ///
    /// Written here rather than using `Int.random(in:using:)` or `shuffled(using:)`, whose
    /// algorithms the standard library does not promise to keep, so a seed means the same game
    /// on every toolchain.
    public mutating func uniform(below bound: Int) -> Int {
        guard bound > 1 else { return 0 }
        let range = UInt64(bound)
        let threshold = (0 &- range) % range
        while true {
            let value = next()
            if value >= threshold { return Int(value % range) }
        }
    }

    /// True with probability `numerator / denominator`.
    public mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
        uniform(below: denominator) < numerator
    }
}
