import Crease

/// One straight piece of wall the ball can hit, with how it moves and how bouncy it is.
struct WallSegment: Sendable, Hashable {
    /// How the segment moves at the instant it is built.
    enum Motion: Sendable, Hashable {
        /// A fence, wall or hub.
        case still
        /// A slider's edge moving at a constant velocity.
        case sliding(Point)
        /// A windmill blade turning round a centre, radians per second (positive is clockwise on screen).
        case rotating(center: Point, angularVelocity: Double)
    }

    let a: Point
    let b: Point
    let motion: Motion
    let restitution: Double
    let grip: Double
    let minX: Double, maxX: Double, minY: Double, maxY: Double

    init(_ a: Point, _ b: Point, motion: Motion = .still, restitution: Double, grip: Double) {
        self.a = a
        self.grip = grip
        self.b = b
        self.motion = motion
        self.restitution = restitution
        minX = min(a.x, b.x); maxX = max(a.x, b.x)
        minY = min(a.y, b.y); maxY = max(a.y, b.y)
    }

    /// The wall's own velocity at a point on it.
    func velocity(at point: Point) -> Point {
        switch motion {
        case .still: return .zero
        case .sliding(let velocity): return velocity
        case .rotating(let center, let angularVelocity): return (point - center).perpendicular * angularVelocity
        }
    }

    /// True when the segment, grown by `margin`, may touch the box from `p` to `q`.
    func mayTouch(_ p: Point, _ q: Point, margin: Double) -> Bool {
        min(p.x, q.x) - margin <= maxX && max(p.x, q.x) + margin >= minX
            && min(p.y, q.y) - margin <= maxY && max(p.y, q.y) + margin >= minY
    }

    /// The earliest fraction t in [0, 1] of the move `p → p + d` at which a circle of radius r
    /// touches the segment, with the contact normal (pointing from the wall to the ball).
    ///
    /// The segment is a capsule: its face and its two round end caps, so convex corners are
    /// met by a cap and concave ones by the nearer face, and no move, however long, passes through.
    func timeOfImpact(from p: Point, moving d: Point, radius r: Double) -> (t: Double, normal: Point)? {
        var best: (t: Double, normal: Point)?
        let ab = b - a
        let lengthSquared = ab.lengthSquared
        if lengthSquared > 0 {
            var normal = ab.perpendicular * (1 / lengthSquared.squareRoot())
            var distance = (p - a).dot(normal)
            if distance < 0 { normal = -normal; distance = -distance }
            let approach = d.dot(normal)
            if approach < 0, distance >= r * 0.5 {
                let t = max(0, (distance - r) / -approach)
                if t <= 1 {
                    let s = (p + d * t - a).dot(ab) / lengthSquared
                    if s >= 0, s <= 1 { best = (t, normal) }
                }
            }
        }
        let dd = d.lengthSquared
        guard dd > 0 else { return best }
        for corner in 0..<2 {
            if let hit = Self.capImpact(corner == 0 ? a : b, from: p, moving: d, movingSquared: dd, radius: r),
               hit.t < (best?.t ?? 2) {
                best = hit
            }
        }
        return best
    }

    /// When a circle moving `p → p + d` first touches a round end cap at `corner`.
    private static func capImpact(_ corner: Point, from p: Point, moving d: Point, movingSquared dd: Double,
                                  radius r: Double) -> (t: Double, normal: Point)? {
        let m = p - corner
        let bq = m.dot(d)
        guard bq < 0 else { return nil }
        let cq = m.lengthSquared - r * r
        var t = 0.0
        if cq > 0 {
            let discriminant = bq * bq - dd * cq
            guard discriminant >= 0 else { return nil }
            t = (-bq - discriminant.squareRoot()) / dd
        }
        guard t >= 0, t <= 1 else { return nil }
        return (t, (p + d * t - corner).normalized)
    }
}
