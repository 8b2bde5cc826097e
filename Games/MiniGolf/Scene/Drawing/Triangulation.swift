import Crease

/// Splits simple polygons (convex or not, either winding) into triangles by ear clipping, so
/// course outlines, bunkers and ponds can be filled as meshes in both views.
enum Triangulation {
    /// The triangles of a simple polygon, as index triples into `polygon`; empty for fewer
    /// than three points. A degenerate remainder (collinear points) is dropped.
    static func triangles(of polygon: [Point]) -> [(Int, Int, Int)] {
        guard polygon.count >= 3 else { return [] }
        var remaining = Array(polygon.indices)
        if signedArea(polygon) < 0 { remaining.reverse() }
        var result: [(Int, Int, Int)] = []
        var guardCount = 0
        while remaining.count > 3, guardCount < polygon.count * polygon.count {
            guardCount += 1
            var clipped = false
            for i in remaining.indices {
                let a = remaining[(i + remaining.count - 1) % remaining.count]
                let b = remaining[i]
                let c = remaining[(i + 1) % remaining.count]
                guard cross(polygon[a], polygon[b], polygon[c]) > 1e-9 else { continue }
                let inside = remaining.contains { p in
                    p != a && p != b && p != c && contains(polygon[p], in: polygon[a], polygon[b], polygon[c])
                }
                guard !inside else { continue }
                result.append((a, b, c))
                remaining.remove(at: i)
                clipped = true
                break
            }
            if !clipped { break }
        }
        if remaining.count == 3 { result.append((remaining[0], remaining[1], remaining[2])) }
        return result
    }

    /// Twice the polygon's area, positive when its points run counter-clockwise in a y-up
    /// frame (clockwise on a y-down display).
    static func signedArea(_ polygon: [Point]) -> Double {
        var sum = 0.0
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            sum += a.x * b.y - b.x * a.y
        }
        return sum
    }

    private static func cross(_ a: Point, _ b: Point, _ c: Point) -> Double {
        (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)
    }

    private static func contains(_ p: Point, in a: Point, _ b: Point, _ c: Point) -> Bool {
        cross(a, b, p) >= 0 && cross(b, c, p) >= 0 && cross(c, a, p) >= 0
    }
}
