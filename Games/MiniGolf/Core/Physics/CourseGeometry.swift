import Crease
import Foundation

/// A course compiled for the physics: its walls as segments and its surfaces with their
/// bounds, so a substep needs no allocation beyond the few moving segments.
public struct CourseGeometry: Sendable {
    /// What the ball feels from the ground under it.
    struct Ground: Sendable {
        var kind: Surface.Kind?
        var acceleration: Point
        var deceleration: Double
        var drag: Double
    }

    /// The patch of ground a compiled surface covers.
    private struct Patch: Sendable {
        var kind: Surface.Kind
        var polygon: [Point]
        var bounds: Rect
        var acceleration: Point
    }

    /// The course this was compiled from.
    public let course: Course
    /// The numbers the physics plays by.
    public let tuning: PhysicsTuning
    let staticSegments: [WallSegment]
    private let patches: [Patch]
    private let movingCount: Int

    /// Compiles a course's fence, walls, hubs and surfaces.
    public init(course: Course, tuning: PhysicsTuning = PhysicsTuning()) {
        self.course = course
        self.tuning = tuning
        var segments: [WallSegment] = []
        for (a, b) in Polygon.edges(course.boundary, closed: true) {
            segments.append(WallSegment(a, b, restitution: tuning.wallRestitution, grip: tuning.wallGrip))
        }
        for wall in course.walls {
            for (a, b) in Polygon.edges(wall.points, closed: wall.closed) {
                segments.append(WallSegment(a, b, restitution: tuning.wallRestitution, grip: tuning.wallGrip))
            }
        }
        for windmill in course.windmills {
            for (a, b) in Polygon.edges(windmill.hubPolygon, closed: true) {
                segments.append(WallSegment(a, b, restitution: tuning.obstacleRestitution, grip: tuning.wallGrip))
            }
        }
        staticSegments = segments
        movingCount = course.windmills.map(\.bladeCount).reduce(0, +) + 4 * course.sliders.count
        patches = course.surfaces.map {
            Patch(kind: $0.kind, polygon: $0.polygon, bounds: Polygon.bounds($0.polygon), acceleration: $0.acceleration)
        }
    }

    /// The windmill blades and slider edges where they stand at `time` seconds. Built straight
    /// into one array: this runs every substep of every shot the bot tries.
    func movingSegments(at time: Double) -> [WallSegment] {
        guard movingCount > 0 else { return [] }
        var segments: [WallSegment] = []
        segments.reserveCapacity(movingCount)
        let restitution = tuning.obstacleRestitution, grip = tuning.wallGrip
        for windmill in course.windmills {
            let motion = WallSegment.Motion.rotating(center: windmill.center, angularVelocity: windmill.angularVelocity)
            let start = windmill.phase * Double.pi / 180 + windmill.angularVelocity * time
            for index in 0..<windmill.bladeCount {
                let angle = start + 2 * Double.pi * Double(index) / Double(windmill.bladeCount)
                let direction = Point(x: cos(angle), y: sin(angle))
                segments.append(WallSegment(windmill.center + direction * windmill.hubRadius,
                                            windmill.center + direction * windmill.bladeLength,
                                            motion: motion, restitution: restitution, grip: grip))
            }
        }
        for slider in course.sliders {
            let motion = WallSegment.Motion.sliding(slider.velocity(at: time))
            let frame = slider.frame(at: time)
            let topLeft = Point(x: frame.minX, y: frame.minY), topRight = Point(x: frame.maxX, y: frame.minY)
            let bottomRight = Point(x: frame.maxX, y: frame.maxY), bottomLeft = Point(x: frame.minX, y: frame.maxY)
            segments.append(WallSegment(topLeft, topRight, motion: motion, restitution: restitution, grip: grip))
            segments.append(WallSegment(topRight, bottomRight, motion: motion, restitution: restitution, grip: grip))
            segments.append(WallSegment(bottomRight, bottomLeft, motion: motion, restitution: restitution, grip: grip))
            segments.append(WallSegment(bottomLeft, topLeft, motion: motion, restitution: restitution, grip: grip))
        }
        return segments
    }

    /// The ground at a point: the last listed surface containing it, else grass.
    func ground(at point: Point) -> Ground {
        for patch in patches.reversed() where point.x >= patch.bounds.minX && point.x <= patch.bounds.maxX
            && point.y >= patch.bounds.minY && point.y <= patch.bounds.maxY && Polygon.contains(patch.polygon, point) {
            switch patch.kind {
            case .sand:
                return Ground(kind: .sand, acceleration: .zero, deceleration: tuning.sandDeceleration, drag: tuning.sandDrag)
            case .water:
                return Ground(kind: .water, acceleration: .zero, deceleration: tuning.grassDeceleration, drag: tuning.grassDrag)
            case .slope:
                return Ground(kind: .slope, acceleration: patch.acceleration,
                              deceleration: tuning.grassDeceleration, drag: tuning.grassDrag)
            }
        }
        return Ground(kind: nil, acceleration: .zero, deceleration: tuning.grassDeceleration, drag: tuning.grassDrag)
    }

    /// The kind of surface under a point, nil for plain grass.
    public func surface(at point: Point) -> Surface.Kind? { ground(at: point).kind }

    /// True when a point lies inside the fence.
    public func isInBounds(_ point: Point) -> Bool { Polygon.contains(course.boundary, point) }
}
