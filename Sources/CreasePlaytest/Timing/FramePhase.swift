/// The parts a frame's CPU time is broken into, in the order a frame runs them.
public enum FramePhase: String, Sendable, Hashable, Codable, CaseIterable {
    /// Polling and handling events, script actions and device changes.
    case input
    /// The fixed-step updates.
    case update
    /// HUD layout and fold lint.
    case layout
    /// Building the draw list.
    case draw
    /// Rendering the draw list and presenting (headless: nothing).
    case present
}

/// One frame's phase times, in milliseconds.
public struct FrameTimings: Sendable, Hashable, Codable {
    /// Input handling.
    public var input: Double = 0
    /// Updates.
    public var update: Double = 0
    /// HUD layout and lint.
    public var layout: Double = 0
    /// Drawing.
    public var draw: Double = 0
    /// Rendering and presenting, without any vsync wait or pacing sleep.
    public var present: Double = 0

    /// Creates timings (all zero by default).
    public init(input: Double = 0, update: Double = 0, layout: Double = 0, draw: Double = 0, present: Double = 0) {
        self.input = input
        self.update = update
        self.layout = layout
        self.draw = draw
        self.present = present
    }

    /// The frame's CPU time: the sum of its phases.
    public var total: Double { input + update + layout + draw + present }

    /// One phase's time.
    public subscript(phase: FramePhase) -> Double {
        get {
            switch phase {
            case .input: input
            case .update: update
            case .layout: layout
            case .draw: draw
            case .present: present
            }
        }
        set {
            switch phase {
            case .input: input = newValue
            case .update: update = newValue
            case .layout: layout = newValue
            case .draw: draw = newValue
            case .present: present = newValue
            }
        }
    }
}
