import Crease

/// An inner wall: a closed polygon (an island the ball bounces around) or an open polyline.
public struct Wall: Sendable, Codable, Hashable {
    /// The corner points, in order.
    public var points: [Point]
    /// True when the last point joins back to the first.
    public var closed: Bool

    /// Creates a wall from its points.
    public init(points: [Point], closed: Bool = true) {
        self.points = points
        self.closed = closed
    }

    private enum CodingKeys: String, CodingKey { case points, closed }

    /// Decodes a wall; `closed` defaults to true.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        points = try container.decode([Point].self, forKey: .points)
        closed = try container.decodeIfPresent(Bool.self, forKey: .closed) ?? true
    }
}
