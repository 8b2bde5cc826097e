import Crease

/// How far a HUD moved across a posture change: the sum and the maximum over its elements.
///
/// An element's move is the largest distance, in points, that any of its four corners
/// travelled between the two frames: `max` over corners of the Euclidean distance between
/// the corner before and the same corner after. So a pure translation by (dx, dy) moves
/// √(dx² + dy²), a resize moves by how far the farthest corner went, and an unchanged frame
/// moves 0. Only elements present (by name) on both sides count; elements that appear or
/// disappear are counted separately, since a distance means nothing for them. Moves below
/// `tolerance` (1e-6 pt, rounding noise) count as zero.
public struct LayoutShift: Sendable, Hashable, Codable {
    /// Sum of every element's move, in points.
    public var sum: Double
    /// The largest element move, in points.
    public var max: Double

    /// Creates a layout shift.
    public init(sum: Double, max: Double) {
        self.sum = sum
        self.max = max
    }

    /// No movement.
    public static let zero = LayoutShift(sum: 0, max: 0)

    /// Moves smaller than this many points are rounding noise and count as zero.
    public static let tolerance = 1e-6

    /// The move of one element: the largest corner displacement between two frames.
    public static func distance(from before: Rect, to after: Rect) -> Double {
        let moves = [
            Point(x: before.minX, y: before.minY).distance(to: Point(x: after.minX, y: after.minY)),
            Point(x: before.maxX, y: before.minY).distance(to: Point(x: after.maxX, y: after.minY)),
            Point(x: before.minX, y: before.maxY).distance(to: Point(x: after.minX, y: after.maxY)),
            Point(x: before.maxX, y: before.maxY).distance(to: Point(x: after.maxX, y: after.maxY)),
        ]
        let largest = moves.max() ?? 0
        return largest < tolerance ? 0 : largest
    }

    /// Measures the shift between two sets of element frames keyed by element name.
    public static func measure(before: [String: Rect], after: [String: Rect]) -> LayoutShift {
        var sum = 0.0
        var largest = 0.0
        for (name, old) in before {
            guard let new = after[name] else { continue }
            let move = distance(from: old, to: new)
            sum += move
            largest = Swift.max(largest, move)
        }
        return LayoutShift(sum: sum, max: largest)
    }

    /// The elements that moved, largest move first (ties by name): for messages when a
    /// test expects zero shift.
    public static func movedElements(before: [String: Rect], after: [String: Rect]) -> [(element: String, distance: Double)] {
        before.compactMap { name, old -> (element: String, distance: Double)? in
            guard let new = after[name] else { return nil }
            let move = distance(from: old, to: new)
            return move > 0 ? (name, move) : nil
        }
        .sorted { $0.distance != $1.distance ? $0.distance > $1.distance : $0.element < $1.element }
    }
}
