import Crease
import Foundation
import CreaseHUD
import MiniGolfCore

/// The caddie camera's walls as solids: the fence with a top along its outer side, open rails
/// as boxes with ends, islands with one seamless top; and the shadows they cast on the ground,
/// so nothing reads as a card floating over the grass.
extension CaddieRenderer {
    /// How thick an open rail is, and how far the fence's top reaches out past its line, in
    /// course units (the physics treats walls as lines; the ball stops 4 units off them).
    static let railThickness = 3.0
    static let fenceTop = 2.5
    /// Where a wall's shadow falls: the light comes from the upper left of the map.
    static let shadowOffset = Point(x: 2.4, y: 3.2)
    /// The colour of a wall's shadow on the ground.
    static let shadowColor = Color.black.withAlpha(56)

    /// Every wall's upright faces and tops.
    func wallFaces() -> [Face] {
        var faces: [Face] = []
        let course = art.course
        let top = Palette.wall.mixed(with: .white, by: 0.15)
        let height = Self.wallHeight
        // The fence: its inner face, and a top reaching outward from its line.
        let outward = Triangulation.signedArea(course.boundary) > 0 ? -1.0 : 1.0
        for (a, b) in Self.edges(course.boundary, closed: true) {
            faces.append(Face(points: extrude(a, b, from: 0, to: height), color: shade(Palette.wall, a, b)))
            let out = Self.normal(a, b, length: outward * Self.fenceTop)
            faces.append(Face(points: [a, b, Self.moved(b, out), Self.moved(a, out)].map { Vector3(x: $0.x, y: $0.y, z: height) }, color: top))
        }
        for wall in course.walls {
            if wall.closed {
                for (a, b) in Self.edges(wall.points, closed: true) {
                    faces.append(Face(points: extrude(a, b, from: 0, to: height), color: shade(Palette.wall, a, b)))
                }
                faces.append(Face(points: wall.points.map { Vector3(x: $0.x, y: $0.y, z: height) }, color: top,
                                  triangles: Triangulation.triangles(of: wall.points)))
                continue
            }
            // An open rail: a box round each stretch, with ends at the rail's two ends.
            let stretches = Self.edges(wall.points, closed: false)
            for (index, (a, b)) in stretches.enumerated() {
                let side = Self.normal(a, b, length: Self.railThickness / 2)
                let (a1, b1, b2, a2) = (Self.moved(a, side), Self.moved(b, side), Self.moved(b, side, by: -1), Self.moved(a, side, by: -1))
                faces.append(Face(points: extrude(a1, b1, from: 0, to: height), color: shade(Palette.wall, a1, b1)))
                faces.append(Face(points: extrude(b2, a2, from: 0, to: height), color: shade(Palette.wall, b2, a2)))
                faces.append(Face(points: [a1, b1, b2, a2].map { Vector3(x: $0.x, y: $0.y, z: height) }, color: top))
                if index == 0 { faces.append(Face(points: extrude(a2, a1, from: 0, to: height), color: shade(Palette.wall, a2, a1))) }
                if index == stretches.count - 1 {
                    faces.append(Face(points: extrude(b1, b2, from: 0, to: height), color: shade(Palette.wall, b1, b2)))
                }
            }
        }
        return faces
    }

    /// The shadows of the islands and the open rails on the ground (course units): each the
    /// hull of the wall's footprint and that footprint moved along the light.
    func wallShadows() -> [[Point]] {
        var shadows: [[Point]] = []
        for wall in art.course.walls {
            if wall.closed {
                shadows.append(Self.hull(wall.points + wall.points.map { Self.moved($0, Self.shadowOffset) }))
                continue
            }
            for (a, b) in Self.edges(wall.points, closed: false) {
                let side = Self.normal(a, b, length: Self.railThickness / 2)
                let footprint = [Self.moved(a, side), Self.moved(b, side), Self.moved(b, side, by: -1), Self.moved(a, side, by: -1)]
                shadows.append(Self.hull(footprint + footprint.map { Self.moved($0, Self.shadowOffset) }))
            }
        }
        return shadows
    }

    /// The stretches of a polyline (closing it when `closed`).
    static func edges(_ points: [Point], closed: Bool) -> [(Point, Point)] {
        guard points.count >= 2 else { return [] }
        return (0..<(closed ? points.count : points.count - 1)).map { (points[$0], points[($0 + 1) % points.count]) }
    }

    /// The normal of the stretch from `a` to `b`, `length` long (to its left on a y-down map).
    static func normal(_ a: Point, _ b: Point, length: Double) -> Point {
        let dx = b.x - a.x, dy = b.y - a.y
        let scale = length / max(1e-9, (dx * dx + dy * dy).squareRoot())
        return Point(x: dy * scale, y: -dx * scale)
    }

    /// `point` moved by `by` times `offset`.
    static func moved(_ point: Point, _ offset: Point, by factor: Double = 1) -> Point {
        Point(x: point.x + offset.x * factor, y: point.y + offset.y * factor)
    }

    /// The convex hull of some points (Andrew's monotone chain), in order round it.
    static func hull(_ points: [Point]) -> [Point] {
        let sorted = points.sorted { ($0.x, $0.y) < ($1.x, $1.y) }
        guard sorted.count >= 3 else { return sorted }
        func cross(_ o: Point, _ a: Point, _ b: Point) -> Double { (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x) }
        var lower: [Point] = [], upper: [Point] = []
        for point in sorted {
            while lower.count >= 2, cross(lower[lower.count - 2], lower[lower.count - 1], point) <= 0 { lower.removeLast() }
            lower.append(point)
        }
        for point in sorted.reversed() {
            while upper.count >= 2, cross(upper[upper.count - 2], upper[upper.count - 1], point) <= 0 { upper.removeLast() }
            upper.append(point)
        }
        return Array(lower.dropLast() + upper.dropLast())
    }
}
