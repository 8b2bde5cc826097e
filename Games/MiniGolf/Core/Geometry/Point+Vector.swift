import Crease

/// Vector arithmetic on `Point`, kept internal so it never clashes with a game's own operators.
extension Point {
    static func + (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    static func - (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
    static func * (lhs: Point, rhs: Double) -> Point { Point(x: lhs.x * rhs, y: lhs.y * rhs) }
    static prefix func - (value: Point) -> Point { Point(x: -value.x, y: -value.y) }

    /// The dot product with another vector.
    func dot(_ other: Point) -> Double { x * other.x + y * other.y }
    /// The squared length, for comparisons that need no square root.
    var lengthSquared: Double { x * x + y * y }
    /// The length of the vector.
    var length: Double { lengthSquared.squareRoot() }
    /// The vector turned a quarter (x, y) → (−y, x).
    var perpendicular: Point { Point(x: -y, y: x) }
    /// The vector scaled to length 1, or zero when it has no length.
    var normalized: Point {
        let length = self.length
        return length > 0 ? Point(x: x / length, y: y / length) : .zero
    }
    /// True when both coordinates are finite numbers.
    var isFinite: Bool { x.isFinite && y.isFinite }
}
