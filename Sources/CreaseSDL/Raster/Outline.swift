import Crease
import Foundation

/// Shapes as closed outlines (polygons) in points, for the coverage rasterizer.
///
/// Pure geometry, checked without SDL. Curves get as many corners as their size in pixels
/// needs to stay within a twentieth of a pixel of the true curve, and circles are drawn at
/// the radius whose polygon has the circle's exact area.
enum Outline {
    /// Corners a quarter circle of this radius in pixels needs.
    static func segmentsPerQuarter(radiusInPixels radius: Double) -> Int {
        guard radius > 0.5 else { return 2 }
        // The chord's sagitta r·(1 − cos(θ/2)) stays under 0.05 px.
        let step = 2 * acos(max(-1, min(1, 1 - 0.05 / radius)))
        // Capped before it becomes an Int: past about 1e15 px the step is 0 and the count infinite.
        return max(2, Int(min(64, (Double.pi / 2 / step).rounded(.up))))
    }

    /// The radius at which a regular polygon of `count` corners has the area of a circle of
    /// `radius`.
    static func areaPreservingRadius(_ radius: Double, count: Int) -> Double {
        let n = Double(max(3, count))
        return radius * (2 * Double.pi / (n * sin(2 * Double.pi / n))).squareRoot()
    }

    /// A circle's outline, clockwise on screen.
    static func circle(center: Point, radius: Double, count: Int) -> [Point] {
        let r = areaPreservingRadius(radius, count: count)
        let unit = count % 4 == 0 ? unitCircle(segmentsPerQuarter: count / 4) : makeUnitCircle(count: count)
        return unit.map { Point(x: center.x + $0.x * r, y: center.y + $0.y * r) }
    }

    /// A rounded rectangle's outline, clockwise on screen from the top-left corner's arc; a
    /// plain rectangle when the radius is zero.
    static func roundedRect(_ rect: Rect, radius: Double, segments: Int) -> [Point] {
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        guard r > 0, segments > 0 else { return rectangle(rect) }
        let unit = unitCircle(segmentsPerQuarter: segments)
        // Each corner's arc is a quarter of the unit circle, from the angle it starts at.
        let corners = [(Point(x: rect.minX + r, y: rect.minY + r), 2),
                       (Point(x: rect.maxX - r, y: rect.minY + r), 3),
                       (Point(x: rect.maxX - r, y: rect.maxY - r), 0),
                       (Point(x: rect.minX + r, y: rect.maxY - r), 1)]
        var points: [Point] = []
        points.reserveCapacity(corners.count * (segments + 1))
        for (center, quarter) in corners {
            for step in 0...segments {
                let direction = unit[(quarter * segments + step) % unit.count]
                points.append(Point(x: center.x + direction.x * r, y: center.y + direction.y * r))
            }
        }
        return points
    }

    /// The corners of a unit circle with `segments` steps to a quarter, from angle 0,
    /// clockwise on screen: computed once per size, so drawing a curve calls no `cos`.
    static func unitCircle(segmentsPerQuarter segments: Int) -> [Point] {
        segments >= 1 && segments < unitCircles.count ? unitCircles[segments] : makeUnitCircle(count: 4 * max(1, segments))
    }

    /// Unit circles for every corner count `segmentsPerQuarter` gives (index: segments).
    private static let unitCircles: [[Point]] = (0...64).map { makeUnitCircle(count: 4 * $0) }

    /// The corners of a unit circle with `count` corners, from angle 0, clockwise on screen.
    private static func makeUnitCircle(count: Int) -> [Point] {
        (0..<count).map { step in
            let angle = Double(step) / Double(count) * 2 * Double.pi
            return Point(x: cos(angle), y: sin(angle))
        }
    }

    /// A rectangle's four corners, clockwise on screen.
    static func rectangle(_ rect: Rect) -> [Point] {
        [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
         Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY)]
    }

    /// The quadrilateral covering a segment `width` thick (butt ends), or nothing for a point.
    static func thickLine(from start: Point, to end: Point, width: Double) -> [Point] {
        let dx = end.x - start.x
        let dy = end.y - start.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0, width > 0 else { return [] }
        let nx = -dy / length * width / 2
        let ny = dx / length * width / 2
        return [Point(x: start.x + nx, y: start.y + ny), Point(x: end.x + nx, y: end.y + ny),
                Point(x: end.x - nx, y: end.y - ny), Point(x: start.x - nx, y: start.y - ny)]
    }

    /// Twice the signed area (positive when clockwise on screen).
    static func signedArea(_ points: [Point]) -> Double {
        guard points.count >= 3 else { return 0 }
        var sum = 0.0
        var previous = points[points.count - 1]
        for point in points {
            sum += previous.x * point.y - point.x * previous.y
            previous = point
        }
        return sum
    }
}
