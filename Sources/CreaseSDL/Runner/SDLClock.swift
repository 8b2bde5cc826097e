import CSDL2
import CreasePlaytest

/// SDL's high-resolution monotonic counter as a `FrameClock`: what the game runner and
/// `crease-bench` time frames with. Never the wall clock, so a changed system time is harmless.
public struct SDLClock: FrameClock, Sendable {
    private let origin: UInt64
    private let frequency: Double

    /// Creates a clock whose zero is now.
    public init() {
        origin = SDL_GetPerformanceCounter()
        frequency = Double(SDL_GetPerformanceFrequency())
    }

    /// Seconds since this clock was created.
    public func now() -> Double {
        Double(SDL_GetPerformanceCounter() &- origin) / frequency
    }
}
