import Crease

/// The ball: where it is, how it moves and what it is doing.
public struct Ball: Sendable, Codable, Hashable {
    /// What the ball is doing.
    public enum Phase: String, Sendable, Codable, Hashable {
        /// At rest, waiting for a stroke.
        case resting
        /// Rolling after a stroke.
        case rolling
        /// Dropped into the cup.
        case holed
    }

    /// The centre, in course units.
    public var position: Point
    /// The velocity, in course units per second.
    public var velocity: Point
    /// What the ball is doing.
    public var phase: Phase
    /// Where the ball last rested: water sends it back here.
    public var restPosition: Point
    /// Substeps spent below the stop speed in a row (creeping on a slope against a wall).
    public var slowSubsteps: Int
    /// Substeps since the stroke.
    public var rollSubsteps: Int
    /// True while a fast ball is passing over the cup, so a lip-out is reported once.
    public var isOverCup: Bool

    /// A ball resting at a point.
    public init(restingAt position: Point) {
        self.position = position
        velocity = .zero
        phase = .resting
        restPosition = position
        slowSubsteps = 0
        rollSubsteps = 0
        isOverCup = false
    }

    /// The ball's speed.
    public var speed: Double { velocity.length }
}
