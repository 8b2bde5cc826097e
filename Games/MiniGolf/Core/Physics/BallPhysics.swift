import Crease
import Foundation

/// The ball's fixed-step physics: ground forces, walls, water, the cup and coming to rest.
///
/// Each substep applies the ground's pull and resistance, pushes the ball out of any wall an
/// obstacle moved into it, then sweeps the circle along its path against every segment
/// (continuous collision, several bounces per substep), so no speed carries it through a wall.
/// Plain `Double` arithmetic with only `sqrt`, `sin` and `cos`: the same inputs give the same
/// bits everywhere.
public enum BallPhysics {
    /// Launches a resting ball at `speed` along `angle` (radians, 0 points along +x, y down).
    public static func strike(_ ball: inout Ball, angle: Double, speed: Double) {
        ball.restPosition = ball.position
        ball.velocity = Point(x: cos(angle), y: sin(angle)) * speed
        ball.phase = .rolling
        ball.slowSubsteps = 0
        ball.rollSubsteps = 0
        ball.isOverCup = false
    }

    /// Advances the ball by one substep at simulation time `time` seconds, appending what happened.
    ///
    /// A rolling ball rolls. A resting ball stays put unless a windmill blade or slider moves
    /// into it; then it is shoved and rolls (no stroke is counted for that).
    public static func substep(_ ball: inout Ball, in geometry: CourseGeometry, time: Double, events: inout [GolfEvent]) {
        let tuning = geometry.tuning
        let moving = geometry.movingSegments(at: time)
        switch ball.phase {
        case .holed: return
        case .rolling: break
        case .resting:
            guard isTouched(ball, by: moving, radius: tuning.ballRadius) || slider(holding: ball, in: geometry, at: time) != nil else { return }
            ball.phase = .rolling
            ball.slowSubsteps = 0
            ball.rollSubsteps = 0
        }
        let dt = tuning.substep
        let ground = geometry.ground(at: ball.position)

        ball.velocity = ball.velocity + ground.acceleration * dt
        let speed = ball.speed
        if speed > 0 {
            let slowed = max(0, speed - ground.deceleration * dt) * max(0, 1 - ground.drag * dt)
            ball.velocity = ball.velocity * (slowed / speed)
        }

        escapeSlider(&ball, in: geometry, at: time)
        pushOut(&ball, fixed: geometry.staticSegments, moving: moving, radius: tuning.ballRadius, events: &events)
        sweep(&ball, fixed: geometry.staticSegments, moving: moving, radius: tuning.ballRadius, duration: dt, events: &events)

        // The sweep keeps the ball inside the fence; should rounding ever let it out, it is
        // treated like water rather than lost.
        if !geometry.isInBounds(ball.position) || geometry.surface(at: ball.position) == .water {
            ball = Ball(restingAt: ball.restPosition)
            events.append(.water)
            return
        }
        if settleInCup(&ball, geometry: geometry, events: &events) { return }
        settleIfStopped(&ball, ground: ground, tuning: tuning, events: &events)
        // A ball that stops on the lip, any of it over the hole, topples in: no ball ever
        // rests overlapping the cup, so one that stays out sits clear of the rim in both views.
        if ball.phase == .resting, ball.position.distance(to: geometry.course.cup) < tuning.lipRadius {
            ball.position = geometry.course.cup
            ball.phase = .holed
            events.removeAll { $0 == .stopped }
            events.append(.holed)
        }
    }

    /// Drops a slow ball over the cup; reports a fast one rolling over it once.
    private static func settleInCup(_ ball: inout Ball, geometry: CourseGeometry, events: inout [GolfEvent]) -> Bool {
        let tuning = geometry.tuning
        let overCup = ball.position.distance(to: geometry.course.cup) < tuning.cupRadius
        guard overCup else {
            ball.isOverCup = false
            return false
        }
        if ball.speed <= tuning.captureSpeed {
            ball.position = geometry.course.cup
            ball.velocity = .zero
            ball.phase = .holed
            events.append(.holed)
            return true
        }
        if !ball.isOverCup {
            ball.isOverCup = true
            events.append(.lipOut)
        }
        return false
    }

    /// Brings a slow ball to rest: at once where friction can hold it, after a short creep
    /// where a slope pulls harder (the ball is then pinned against a wall), and always after
    /// the longest roll allowed.
    private static func settleIfStopped(_ ball: inout Ball, ground: CourseGeometry.Ground, tuning: PhysicsTuning,
                                        events: inout [GolfEvent]) {
        ball.rollSubsteps += 1
        var stop = Double(ball.rollSubsteps) * tuning.substep >= tuning.maxRollTime
        if ball.speed < tuning.stopSpeed {
            ball.slowSubsteps += 1
            let held = ground.acceleration.length <= ground.deceleration
            if held || Double(ball.slowSubsteps) * tuning.substep >= tuning.creepTime { stop = true }
        } else {
            ball.slowSubsteps = 0
        }
        guard stop else { return }
        ball.velocity = .zero
        ball.phase = .resting
        ball.restPosition = ball.position
        ball.slowSubsteps = 0
        events.append(.stopped)
    }

    /// True when any of the segments overlaps the ball.
    private static func isTouched(_ ball: Ball, by segments: [WallSegment], radius: Double) -> Bool {
        segments.contains { segment in
            segment.mayTouch(ball.position, ball.position, margin: radius)
                && Polygon.distance(from: ball.position, toSegment: segment.a, segment.b) < radius * 0.999_999
        }
    }

    /// The frame of the block whose inside holds the ball's centre at `time`, if any: a block
    /// passes over a ball caught against a wall, and leaves it there.
    private static func slider(holding ball: Ball, in geometry: CourseGeometry, at time: Double) -> Rect? {
        geometry.course.sliders.lazy.map { $0.frame(at: time) }.first { $0.contains(ball.position) }
    }

    /// Moves a ball whose centre a block holds out through the block's nearest side, as far as
    /// the fixed walls let it go. From inside, the block's edges would push it further in (their
    /// normals point at the ball), and it rode the block for good; out of it, they shove it as
    /// they shove any ball they meet.
    private static func escapeSlider(_ ball: inout Ball, in geometry: CourseGeometry, at time: Double) {
        guard let frame = slider(holding: ball, in: geometry, at: time) else { return }
        let radius = geometry.tuning.ballRadius, p = ball.position
        let sides = [(p.x - frame.minX, Point(x: -1, y: 0)), (frame.maxX - p.x, Point(x: 1, y: 0)),
                     (p.y - frame.minY, Point(x: 0, y: -1)), (frame.maxY - p.y, Point(x: 0, y: 1))]
        for (depth, normal) in sides.sorted(by: { $0.0 < $1.0 }) {
            let move = normal * (depth + radius + 1e-6)
            // Caught against a wall on this side, it tries the next nearest; held on every side,
            // it stays, and the block passes on over it.
            guard firstImpact(on: geometry.staticSegments, from: p, moving: move, radius: radius) == nil else { continue }
            ball.position = p + move
            return
        }
    }

    /// Moves the ball out of whatever overlaps it. A blade or block that moved into the ball
    /// shoves it, but only as far as the fixed walls let it go: a ball caught between an
    /// obstacle and a wall stays on its side of the wall and the obstacle passes over it. Then
    /// any fixed wall rounding left a hair inside pushes it out.
    private static func pushOut(_ ball: inout Ball, fixed: [WallSegment], moving: [WallSegment], radius: Double,
                                events: inout [GolfEvent]) {
        for segment in moving where segment.mayTouch(ball.position, ball.position, margin: radius) {
            guard let (closest, normal) = overlap(ball.position, segment, radius: radius) else { continue }
            let shove = closest + normal * (radius + 1e-6) - ball.position
            let blocker = firstImpact(on: fixed, from: ball.position, moving: shove, radius: radius)
            ball.position = ball.position + shove * (blocker?.t ?? 1) + (blocker?.normal ?? .zero) * 1e-7
            bounce(&ball, normal: normal, wall: segment, at: closest, events: &events)
        }
        for _ in 0..<3 {
            var moved = false
            for segment in fixed where segment.mayTouch(ball.position, ball.position, margin: radius) {
                guard let (closest, normal) = overlap(ball.position, segment, radius: radius) else { continue }
                ball.position = closest + normal * (radius + 1e-6)
                bounce(&ball, normal: normal, wall: segment, at: closest, events: &events)
                moved = true
            }
            if !moved { return }
        }
    }

    /// The first of `walls` a ball of `radius` at `start` meets moving by `move` (within the
    /// move, so `t` below 1), with that wall's normal; nil when the whole move is clear.
    private static func firstImpact(on walls: [WallSegment], from start: Point, moving move: Point, radius: Double)
        -> (t: Double, normal: Point)? {
        var first: (t: Double, normal: Point)?
        for wall in walls where wall.mayTouch(start, start + move, margin: radius) {
            if let impact = wall.timeOfImpact(from: start, moving: move, radius: radius), impact.t < (first?.t ?? 1) {
                first = (impact.t, impact.normal)
            }
        }
        return first
    }

    /// The segment's point nearest the ball and the normal from it to the ball, when the ball overlaps it.
    private static func overlap(_ position: Point, _ segment: WallSegment, radius: Double) -> (Point, Point)? {
        let closest = Polygon.closestPoint(on: segment.a, segment.b, to: position)
        let offset = position - closest
        let distanceSquared = offset.lengthSquared
        guard distanceSquared < radius * radius * 0.999_999 else { return nil }
        let distance = distanceSquared.squareRoot()
        let normal = distance > 1e-9 ? offset * (1 / distance) : (segment.b - segment.a).perpendicular.normalized
        return (closest, normal)
    }

    /// Moves the ball along its velocity for `duration`, bouncing off the first segment it
    /// would touch and carrying on with the rest of the time, up to eight bounces a substep.
    /// An obstacle already overlapping the ball (it is caught against a wall) is passed over.
    private static func sweep(_ ball: inout Ball, fixed: [WallSegment], moving: [WallSegment], radius: Double,
                              duration: Double, events: inout [GolfEvent]) {
        let free = moving.filter { overlap(ball.position, $0, radius: radius) == nil }
        var timeLeft = duration
        for _ in 0..<8 {
            let move = ball.velocity * timeLeft
            guard move.lengthSquared > 0 else { return }
            let end = ball.position + move
            var hit: (t: Double, normal: Point, segment: WallSegment)?
            func consider(_ segments: [WallSegment]) {
                for segment in segments where segment.mayTouch(ball.position, end, margin: radius) {
                    if let impact = segment.timeOfImpact(from: ball.position, moving: move, radius: radius),
                       impact.t < (hit?.t ?? 2) {
                        hit = (impact.t, impact.normal, segment)
                    }
                }
            }
            consider(fixed)
            consider(free)
            guard let hit else {
                ball.position = end
                return
            }
            ball.position = ball.position + move * hit.t + hit.normal * 1e-7
            let contact = ball.position - hit.normal * radius
            bounce(&ball, normal: hit.normal, wall: hit.segment, at: contact, events: &events)
            timeLeft *= 1 - hit.t
        }
        // Out of bounces for this substep: the ball waits where it is rather than risk a wall.
    }

    /// Reflects the ball's velocity relative to the wall: the normal part turned back and
    /// scaled by restitution, the sliding part kept by the wall's grip.
    private static func bounce(_ ball: inout Ball, normal: Point, wall: WallSegment, at contact: Point, events: inout [GolfEvent]) {
        let wallVelocity = wall.velocity(at: contact)
        let relative = ball.velocity - wallVelocity
        let normalSpeed = relative.dot(normal)
        guard normalSpeed < 0 else { return }
        let sliding = relative - normal * normalSpeed
        ball.velocity = wallVelocity + sliding * wall.grip - normal * (normalSpeed * wall.restitution)
        if -normalSpeed > 25 { events.append(.bounce(speed: -normalSpeed)) }
    }
}
