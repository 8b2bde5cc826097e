/// How fast the turns go, chosen with the pause menu's Pace button and kept in the settings.
///
/// Normal leaves a shot's result up long enough to read (a hit's callout whole) before the AI
/// answers or the turn passes; fast (2×) about halves the AI's pause, for players who read a
/// result at a glance, and leaves a result up a little less long before the device passes. The shell's flight (0.4 s)
/// is the same at both paces, so a result is still told as the shell lands, and it stays up
/// for at least 1.1 s.
public enum Pace: String, Sendable, Hashable, Codable, CaseIterable {
    case normal
    case fast

    /// Seconds the AI waits, after the person's shell lands, before its turn's first shot.
    var aiDelay: Double {
        switch self {
        case .normal: 1.2
        case .fast: 0.65
        }
    }

    /// Seconds between the shots of the AI's salvo, each counted from the last one's landing.
    var volleyDelay: Double {
        switch self {
        case .normal: 0.35
        case .fast: 0.2
        }
    }

    /// Seconds from a shot to the device passing to the next person: the shell lands at
    /// 0.4 s and its result stays up for the rest (1.6 s, or 1.1 s at the fast pace).
    var handoffDelay: Double {
        switch self {
        case .normal: 2.0
        case .fast: 1.5
        }
    }

    /// Seconds from a shot that sinks a ship to the device passing: longer, so the sinking's
    /// callout is read before the cover comes up.
    var sinkingHandoffDelay: Double {
        switch self {
        case .normal: 2.6
        case .fast: 2.0
        }
    }

    /// The pause menu's button title, the pace it is at: "Pace: 1×" (normal) or "Pace: 2×" (fast).
    var title: String { self == .normal ? "Pace: 1×" : "Pace: 2×" }
}
