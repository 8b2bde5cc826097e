/// What `crease report compare` concludes about one series: slower, faster, or neither.
public enum Verdict: String, Sendable, Hashable, CaseIterable {
    /// New is slower: the rank test is sure and the median moved past the threshold.
    case regressed
    /// New is faster, by the same two tests the other way.
    case improved
    /// Neither: the difference is noise, too small to matter, or in values too small to judge.
    case same
}
