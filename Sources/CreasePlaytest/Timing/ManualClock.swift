/// A clock that moves only when told to: tests step it by hand, headless runs by rule.
///
/// A reference type so that a runner and the test that owns it see the same time.
/// `tick` makes every reading advance the clock by a fixed amount afterwards, which gives
/// deterministic, non-zero phase timings in tests without sleeping.
public final class ManualClock: FrameClock {
    /// The current reading, in seconds.
    public private(set) var time: Double
    /// Seconds added after each `now()` reading (0: time moves only through `advance`).
    public var tick: Double

    /// Creates a clock reading `start`, advancing `tick` seconds after every reading.
    public init(start: Double = 0, tick: Double = 0) {
        self.time = start
        self.tick = tick
    }

    /// Returns the current reading, then advances by `tick`.
    public func now() -> Double {
        let reading = time
        time += tick
        return reading
    }

    /// Moves time forward; negative or non-finite amounts are ignored (the clock is monotonic).
    public func advance(by seconds: Double) {
        guard seconds.isFinite, seconds > 0 else { return }
        time += seconds
    }

    /// Moves time to an absolute reading, if that is not in the past.
    public func set(to seconds: Double) {
        guard seconds.isFinite, seconds > time else { return }
        time = seconds
    }
}
