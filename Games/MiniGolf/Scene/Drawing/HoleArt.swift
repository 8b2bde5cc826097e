import Crease
import CreaseHUD
import MiniGolfCore

/// A hole's static shapes made ready to draw: polygons split into triangles once per hole,
/// wall segments listed, so a frame only transforms points.
struct HoleArt: Sendable {
    /// A filled area of the course: its outline and its triangles.
    struct Patch: Sendable {
        var polygon: [Point]
        var triangles: [(Int, Int, Int)]
        var color: Color
        var kind: Surface.Kind?
        var direction: Point?
    }

    /// The course it was made from.
    let course: Course
    /// Grass inside the boundary, then surfaces in listed order (the last on top), then the
    /// islands (closed inner walls).
    let patches: [Patch]
    /// Every wall as segments: the fence, then inner walls (open rails and island edges).
    let segments: [(Point, Point)]

    init(course: Course) {
        self.course = course
        var patches = [Patch(polygon: course.boundary, triangles: Triangulation.triangles(of: course.boundary),
                             color: Palette.grass, kind: nil, direction: nil)]
        for surface in course.surfaces {
            patches.append(Patch(polygon: surface.polygon, triangles: Triangulation.triangles(of: surface.polygon),
                                 color: Palette.color(of: surface.kind), kind: surface.kind, direction: surface.direction))
        }
        for wall in course.walls where wall.closed {
            patches.append(Patch(polygon: wall.points, triangles: Triangulation.triangles(of: wall.points),
                                 color: Palette.wall, kind: nil, direction: nil))
        }
        self.patches = patches
        var segments: [(Point, Point)] = []
        func add(_ points: [Point], closed: Bool) {
            guard points.count >= 2 else { return }
            for i in 0..<(closed ? points.count : points.count - 1) {
                segments.append((points[i], points[(i + 1) % points.count]))
            }
        }
        add(course.boundary, closed: true)
        for wall in course.walls { add(wall.points, closed: wall.closed) }
        self.segments = segments
    }
}
