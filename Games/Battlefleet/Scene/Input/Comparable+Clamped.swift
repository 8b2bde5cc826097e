extension Comparable {
    /// The value kept inside a range.
    func clamped(to range: ClosedRange<Self>) -> Self { Swift.min(range.upperBound, Swift.max(range.lowerBound, self)) }
}
