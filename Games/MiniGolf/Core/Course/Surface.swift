import Crease

/// A patch of ground that plays differently from the grass: sand, water or a slope.
public struct Surface: Sendable, Codable, Hashable {
    /// What the ground is.
    public enum Kind: String, Sendable, Codable, Hashable, CaseIterable {
        /// Slows the ball hard.
        case sand
        /// Costs a penalty stroke and sends the ball back to where it last rested.
        case water
        /// Pulls the ball downhill with a constant acceleration.
        case slope
    }

    /// What the ground is.
    public var kind: Kind
    /// The patch's outline, a closed polygon of at least three points.
    public var polygon: [Point]
    /// For a slope, the downhill direction (any length; only its direction counts).
    public var direction: Point?
    /// For a slope, the pull in course units per second squared.
    public var strength: Double?

    /// Creates a surface.
    public init(kind: Kind, polygon: [Point], direction: Point? = nil, strength: Double? = nil) {
        self.kind = kind
        self.polygon = polygon
        self.direction = direction
        self.strength = strength
    }

    /// The slope's acceleration vector, zero for sand and water.
    public var acceleration: Point {
        guard kind == .slope, let direction, let strength else { return .zero }
        return direction.normalized * strength
    }
}
