/// The process's monotonic clock (the standard library's `ContinuousClock`), for measuring
/// real frame times in headless runs and benchmarks. Never the wall clock.
///
/// The SDL host may use its own (SDL's performance counter); anything conforming to
/// `FrameClock` will do.
public struct MonotonicClock: FrameClock, Sendable {
    private let origin: ContinuousClock.Instant

    /// Creates a clock whose zero is now.
    public init() {
        origin = ContinuousClock.now
    }

    /// Seconds since this clock was created.
    public func now() -> Double {
        let elapsed = ContinuousClock.now - origin
        let parts = elapsed.components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }
}
