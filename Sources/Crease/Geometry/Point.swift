// Crease — geometry, device profiles, postures and reserved regions.
// Pure Swift on Foundation; no SDL, no clock. Every value here is Sendable.

/// A location in points, with x growing rightwards and y downwards.
public struct Point: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The horizontal coordinate, in points.
    public var x: Double
    /// The vertical coordinate, in points.
    public var y: Double

    /// Creates a point from its two coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// The straight-line distance to another point.
    public func distance(to other: Point) -> Double {
        ((other.x - x) * (other.x - x) + (other.y - y) * (other.y - y)).squareRoot()
    }

    /// "(x, y)" with points printed compactly.
    public var description: String { "(\(x.pointString), \(y.pointString))" }
}
