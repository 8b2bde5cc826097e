import Crease

/// Geometry on a polygon given as its corner points, in order (closed implicitly).
public enum Polygon {
    /// True when the point lies inside the polygon (even-odd rule, so a point on an edge may
    /// fall either way; callers keep a margin where that matters).
    public static func contains(_ points: [Point], _ point: Point) -> Bool {
        guard points.count >= 3 else { return false }
        var inside = false
        var previous = points[points.count - 1]
        for current in points {
            if (current.y > point.y) != (previous.y > point.y) {
                let crossX = (previous.x - current.x) * (point.y - current.y) / (previous.y - current.y) + current.x
                if point.x < crossX { inside.toggle() }
            }
            previous = current
        }
        return inside
    }

    /// The polygon's edges as point pairs, the closing edge last.
    static func edges(_ points: [Point], closed: Bool) -> [(Point, Point)] {
        guard points.count >= 2 else { return [] }
        var edges: [(Point, Point)] = []
        for index in 0..<(points.count - 1) { edges.append((points[index], points[index + 1])) }
        if closed, points.count >= 3 { edges.append((points[points.count - 1], points[0])) }
        return edges
    }

    /// The smallest axis-aligned rectangle holding every point (zero for none).
    public static func bounds(_ points: [Point]) -> Rect {
        guard let first = points.first else { return .zero }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for point in points {
            minX = min(minX, point.x); maxX = max(maxX, point.x)
            minY = min(minY, point.y); maxY = max(maxY, point.y)
        }
        return Rect(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
    }

    /// The shortest distance from a point to the segment a–b.
    public static func distance(from point: Point, toSegment a: Point, _ b: Point) -> Double {
        point.distance(to: closestPoint(on: a, b, to: point))
    }

    /// The point of segment a–b nearest to the given point.
    static func closestPoint(on a: Point, _ b: Point, to point: Point) -> Point {
        let ab = b - a
        let lengthSquared = ab.lengthSquared
        guard lengthSquared > 0 else { return a }
        let s = min(1, max(0, (point - a).dot(ab) / lengthSquared))
        return a + ab * s
    }

    /// Whether any side of the closed polygon `outline` runs through `rect`.
    public static func crosses(_ outline: [Point], _ rect: Rect) -> Bool {
        let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY), Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY)]
        func intersect(_ a: Point, _ b: Point, _ c: Point, _ d: Point) -> Bool {
            func side(_ p: Point, _ q: Point, _ r: Point) -> Double { (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x) }
            return side(a, b, c) * side(a, b, d) < 0 && side(c, d, a) * side(c, d, b) < 0
        }
        return outline.indices.contains { index in
            let a = outline[index], b = outline[(index + 1) % outline.count]
            return rect.contains(a) || rect.contains(b) || corners.indices.contains { intersect(a, b, corners[$0], corners[($0 + 1) % 4]) }
        }
    }
}
