/// The numbers the ball physics plays by, in course units and seconds.
public struct PhysicsTuning: Sendable, Codable, Hashable {
    /// The ball's radius.
    public var ballRadius: Double = 4
    /// The cup's radius: the ball drops when its centre is this close and slow enough.
    public var cupRadius: Double = 7
    /// The lip: a ball that comes to rest with its centre nearer the cup's centre than this
    /// (the cup's radius plus the ball's, so any of the ball is over the hole) topples in.
    public var lipRadius: Double { cupRadius + ballRadius }
    /// The ball's speed at full power.
    public var maxSpeed: Double = 420
    /// Above this speed a ball over the cup lips out and rolls on ("Lipped out!"): about two
    /// fifths of full power, so a firm putt that finds the cup drops, and only one that would
    /// run well past it skips over.
    public var captureSpeed: Double = 165
    /// Below this speed a ball may come to rest.
    public var stopSpeed: Double = 4
    /// Seconds a slow ball may creep (held on a slope against a wall) before it is called at rest.
    public var creepTime: Double = 0.3
    /// Rolling resistance on grass: a constant deceleration.
    public var grassDeceleration: Double = 90
    /// Air and grass drag on grass: the fraction of speed lost per second.
    public var grassDrag: Double = 0.35
    /// Rolling resistance in sand.
    public var sandDeceleration: Double = 520
    /// Drag in sand.
    public var sandDrag: Double = 3
    /// The share of normal speed a fence or wall gives back.
    public var wallRestitution: Double = 0.72
    /// The share of normal speed a windmill or slider gives back (relative to the obstacle).
    public var obstacleRestitution: Double = 0.6
    /// The share of sliding speed along a wall kept through a bounce.
    public var wallGrip: Double = 0.97
    /// Physics substeps per second; the game's 60 Hz update runs two.
    public var substepsPerSecond: Int = 120
    /// The longest a single stroke may roll, in seconds, before the ball is stopped where it is.
    public var maxRollTime: Double = 40

    /// The default tuning.
    public init() {}

    /// The length of one substep in seconds.
    public var substep: Double { 1 / Double(substepsPerSecond) }
}
