import Crease
import Foundation

/// Turns shapes into triangles (flat lists of corners, three per triangle), in points.
///
/// Pure geometry so it can be checked without SDL; `segmentsPerQuarter` lets the renderer pick
/// smoothness from the shape's size in pixels.
enum Tessellator {
    /// How many segments a quarter circle of this radius in pixels needs to look round.
    static func segmentsPerQuarter(radiusInPixels radius: Double) -> Int {
        min(24, max(2, Int((radius / 2).rounded(.up))))
    }

    /// The outline of a rounded rectangle, clockwise from the top-left corner's arc.
    static func roundedRectOutline(_ rect: Rect, radius: Double, segments: Int) -> [Point] {
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        guard r > 0 else {
            return [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                    Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY)]
        }
        let corners = [(Point(x: rect.minX + r, y: rect.minY + r), Double.pi),
                       (Point(x: rect.maxX - r, y: rect.minY + r), Double.pi * 1.5),
                       (Point(x: rect.maxX - r, y: rect.maxY - r), 0),
                       (Point(x: rect.minX + r, y: rect.maxY - r), Double.pi * 0.5)]
        var points: [Point] = []
        points.reserveCapacity(corners.count * (segments + 1))
        for (center, start) in corners {
            for step in 0...segments {
                let angle = start + Double(step) / Double(segments) * Double.pi / 2
                points.append(Point(x: center.x + cos(angle) * r, y: center.y + sin(angle) * r))
            }
        }
        return points
    }

    /// A circle's outline with `count` points.
    static func circleOutline(center: Point, radius: Double, count: Int) -> [Point] {
        (0..<count).map { step in
            let angle = Double(step) / Double(count) * 2 * Double.pi
            return Point(x: center.x + cos(angle) * radius, y: center.y + sin(angle) * radius)
        }
    }

    /// Triangles filling a convex polygon (a fan from its first corner).
    static func fan(_ polygon: [Point]) -> [Point] {
        guard polygon.count >= 3 else { return [] }
        var triangles: [Point] = []
        triangles.reserveCapacity((polygon.count - 2) * 3)
        for index in 1..<(polygon.count - 1) {
            triangles += [polygon[0], polygon[index], polygon[index + 1]]
        }
        return triangles
    }

    /// Triangles filling the band between two closed outlines with the same number of points.
    static func ring(outer: [Point], inner: [Point]) -> [Point] {
        guard outer.count == inner.count, outer.count >= 3 else { return [] }
        var triangles: [Point] = []
        triangles.reserveCapacity(outer.count * 6)
        for index in outer.indices {
            let next = (index + 1) % outer.count
            triangles += [outer[index], outer[next], inner[index], inner[index], outer[next], inner[next]]
        }
        return triangles
    }

    /// Two triangles covering a segment `width` thick (butt ends).
    static func thickLine(from start: Point, to end: Point, width: Double) -> [Point] {
        let dx = end.x - start.x
        let dy = end.y - start.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0, width > 0 else { return [] }
        let nx = -dy / length * width / 2
        let ny = dx / length * width / 2
        let a = Point(x: start.x + nx, y: start.y + ny)
        let b = Point(x: end.x + nx, y: end.y + ny)
        let c = Point(x: end.x - nx, y: end.y - ny)
        let d = Point(x: start.x - nx, y: start.y - ny)
        return [a, b, c, a, c, d]
    }
}
