/// A fixed-step game loop's bookkeeping: how many updates a frame runs, and how far between
/// two updates the frame should be drawn.
///
/// Real-time mode ("Fix Your Timestep"): each frame adds the clock time elapsed since the
/// previous frame to an accumulator and runs one update per whole step in it. After a stall
/// the number of steps is clamped to `maxStepsPerFrame` and the excess whole steps are
/// dropped (the game slows down rather than spiralling, each frame taking longer to catch up
/// than the last). Headless mode ignores the clock and runs exactly one step per frame, so
/// simulated time, and the game's state, never depend on how fast the machine is.
public struct FixedStepLoop: Sendable, Hashable {
    /// How the loop turns frames into steps.
    public enum Mode: String, Sendable, Hashable, Codable {
        /// Steps follow the clock.
        case realTime
        /// Exactly one step per frame, whatever the clock says.
        case headless
    }

    /// Update steps per second (also the frame budget's rate).
    public let targetHz: Double
    /// The most steps one frame may run; the spiral-of-death clamp.
    public let maxStepsPerFrame: Int
    /// Real time or headless.
    public let mode: Mode
    /// Seconds of time not yet simulated (always less than a step after a frame).
    public private(set) var accumulator: Double = 0
    /// Steps run since the loop started.
    public private(set) var totalSteps: Int = 0
    /// Seconds of real time thrown away by the clamp since the loop started.
    public private(set) var droppedSeconds: Double = 0
    private var lastTime: Double?

    /// Timing noise below which an almost-whole step counts as whole: frames at exactly the
    /// step rate must run one step each, not zero and then two, when `k / 60` and the sum of
    /// `k` sixtieths round differently.
    static let tolerance = 1e-9

    /// Creates a loop at `targetHz` (default 60; values outside 1…1000 are clamped into it).
    public init(targetHz: Double = 60, maxStepsPerFrame: Int = 5, mode: Mode = .realTime) {
        let hz = targetHz.isFinite ? targetHz : 60
        self.targetHz = Swift.min(1000, Swift.max(1, hz))
        self.maxStepsPerFrame = Swift.max(1, maxStepsPerFrame)
        self.mode = mode
    }

    /// The fixed update step, in seconds (1 / targetHz).
    public var step: Double { 1 / targetHz }

    /// The frame budget in milliseconds (1000 / targetHz).
    public var budgetMs: Double { 1000 / targetHz }

    /// The simulated time so far: steps run × step.
    public var simulatedSeconds: Double { Double(totalSteps) * step }

    /// Starts (or restarts) measuring from a clock reading, with an empty accumulator.
    public mutating func reset(at time: Double) {
        lastTime = time
        accumulator = 0
    }

    /// Advances to a new frame whose clock reading is `time` and says what to run.
    ///
    /// In real-time mode the first call only starts the clock and runs no step. A clock that
    /// goes backwards counts as no time. In headless mode `time` is ignored.
    public mutating func advance(to time: Double) -> LoopTick {
        switch mode {
        case .headless:
            totalSteps += 1
            return LoopTick(steps: 1, interpolation: 1, droppedSeconds: 0)
        case .realTime:
            guard let last = lastTime else {
                lastTime = time
                return LoopTick(steps: 0, interpolation: 0, droppedSeconds: 0)
            }
            lastTime = Swift.max(last, time)
            let elapsed = time.isFinite ? Swift.max(0, time - last) : 0
            accumulator += elapsed
            var steps = 0
            while accumulator >= step - Self.tolerance {
                accumulator -= step
                steps += 1
            }
            accumulator = Swift.max(0, accumulator)
            var dropped = 0.0
            if steps > maxStepsPerFrame {
                dropped = Double(steps - maxStepsPerFrame) * step
                steps = maxStepsPerFrame
                droppedSeconds += dropped
            }
            totalSteps += steps
            return LoopTick(steps: steps, interpolation: Swift.min(1, accumulator / step), droppedSeconds: dropped)
        }
    }

    /// Seconds a paced loop should wait before starting its next frame, given when this one
    /// started and the clock now (0 when already late). For hosts without vsync.
    public func pacingDelay(frameStartedAt start: Double, now: Double) -> Double {
        Swift.max(0, start + step - now)
    }
}

/// What one frame of a `FixedStepLoop` must run.
public struct LoopTick: Sendable, Hashable {
    /// How many fixed updates to run this frame.
    public var steps: Int
    /// Where between the previous and the latest update to draw: 0 draws the previous
    /// state, 1 the latest (headless frames always draw the latest).
    public var interpolation: Double
    /// Seconds of real time the clamp dropped this frame (0 unless the frame stalled).
    public var droppedSeconds: Double

    /// Creates a tick.
    public init(steps: Int, interpolation: Double, droppedSeconds: Double) {
        self.steps = steps
        self.interpolation = interpolation
        self.droppedSeconds = droppedSeconds
    }
}
