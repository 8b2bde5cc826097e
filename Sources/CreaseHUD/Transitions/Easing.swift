import Crease

/// Timing curves for transitions: progress 0–1 in, eased progress 0–1 out.
public enum Easing: String, Sendable, Hashable, Codable, CaseIterable {
    /// Constant speed.
    case linear
    /// Slow start and end (smoothstep), the default: things glide rather than jump.
    case easeInOut
    /// Fast start, slow end.
    case easeOut

    /// The eased progress; exactly 0 at 0 and exactly 1 at 1 and beyond.
    public func callAsFunction(_ progress: Double) -> Double {
        if progress <= 0 { return 0 }
        if progress >= 1 { return 1 }
        switch self {
        case .linear: return progress
        case .easeInOut: return progress * progress * (3 - 2 * progress)
        case .easeOut: return 1 - (1 - progress) * (1 - progress)
        }
    }
}
