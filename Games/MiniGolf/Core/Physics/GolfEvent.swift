/// Something a frame of play did that a scene may show or play a sound for.
public enum GolfEvent: Sendable, Codable, Hashable {
    /// The ball hit a wall or obstacle with this normal speed.
    case bounce(speed: Double)
    /// The ball rolled over the cup too fast to drop.
    case lipOut
    /// The ball went in the water: a penalty stroke, and it is back where it last rested.
    case water
    /// The ball dropped into the cup.
    case holed
    /// The ball came to rest.
    case stopped
}
