import Crease

/// What an element is for, which decides where it may go and what the fold lint checks.
public enum Role: String, Sendable, Hashable, Codable, CaseIterable {
    /// Interactive: it must stay clear of an active division and every occlusion, and be at
    /// least 44 × 44 pt. Placed on the flat half by default.
    case control
    /// Read at a distance (score, health): clear of divisions and occlusions. Placed on the
    /// raised half by default.
    case status
    /// Background art: may cross the fold and sit under a camera. Spans the whole view.
    case decoration
}
