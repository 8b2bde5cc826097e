/// How well an AI player shoots.
public enum Difficulty: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// Random untried cells; now and then tries the cells around a hit.
    case easy
    /// Hunts at random and, after a hit, follows the line of hits until the ship sinks.
    case medium
    /// Fires where the remaining ships most probably lie (a density map over every placement still possible).
    case hard

    /// "easy", "medium" or "hard".
    public var description: String { rawValue }
}
