import Crease

/// What a game is told before its first frame.
public struct GameSetUp: Sendable, Hashable {
    /// The seed every random draw must derive from (see `SeededRandom`).
    public var seed: UInt64
    /// The device as the run starts.
    public var device: Device
    /// True when the game should play itself (`--autoplay`): scripted benchmarks and demos.
    public var autoplay: Bool
    /// True when nothing is rendered and each frame advances exactly one step.
    public var headless: Bool
    /// Update steps per second; each `update(step:)` advances `1 / targetHz` seconds.
    public var targetHz: Double

    /// Creates a set-up.
    public init(seed: UInt64, device: Device, autoplay: Bool = false, headless: Bool = false, targetHz: Double = 60) {
        self.seed = seed
        self.device = device
        self.autoplay = autoplay
        self.headless = headless
        self.targetHz = targetHz
    }
}
