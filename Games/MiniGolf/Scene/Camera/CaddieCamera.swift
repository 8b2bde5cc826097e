import Crease
import Foundation

/// The caddie's eye: stands behind the ball looking along the aim line, and follows the ball
/// as it rolls, easing so that a bank shot swings the view round rather than snapping it.
///
/// Updated once per physics frame from the ball and the aim, so it is as deterministic as the
/// round (it is presentation, though, and is not part of the state hash).
struct CaddieCamera: Sendable, Hashable {
    /// The course point the camera looks past (the ball, eased).
    var target: Point
    /// The heading it looks along, radians (0 along +x, y down).
    var yaw: Double

    /// How far behind the target the eye stands, and how high, in course units.
    static let distance = 72.0
    static let height = 40.0
    /// Where along the aim line, beyond the target, the eye looks at the ground.
    static let lookAhead = 46.0

    /// Snaps to a new ball and heading (a new hole, a restart).
    init(target: Point, yaw: Double) {
        self.target = target
        self.yaw = yaw
    }

    /// Moves one frame of `seconds` toward the ball: toward the aim while it rests, toward its
    /// heading while it rolls fast enough to have one.
    mutating func follow(ball: Point, velocity: Point, isRolling: Bool, aimAngle: Double, seconds: Double) {
        let speed = (velocity.x * velocity.x + velocity.y * velocity.y).squareRoot()
        let heading = isRolling && speed > 25 ? atan2(velocity.y, velocity.x) : aimAngle
        let turnRate = isRolling ? 2.2 : 9.0
        let turn = remainder(heading - yaw, 2 * Double.pi)
        yaw = remainder(yaw + turn * min(1, turnRate * seconds), 2 * Double.pi)
        let pull = min(1, (isRolling ? 7.0 : 10.0) * seconds)
        target = Point(x: target.x + (ball.x - target.x) * pull, y: target.y + (ball.y - target.y) * pull)
        // Easing never quite arrives: once the rest is under a tenth of a pixel, the camera
        // settles where it is going, so a resting ball's view stops changing (and costs
        // nothing to draw) instead of creeping for seconds.
        let rest = remainder(heading - yaw, 2 * Double.pi)
        if !isRolling, abs(rest) < Self.settledTurn, abs(ball.x - target.x) < Self.settledDistance, abs(ball.y - target.y) < Self.settledDistance {
            yaw = heading
            target = ball
        }
    }

    /// How near its goal the camera settles: a turn of this (radians) moves the view's
    /// edge by about a tenth of a pixel, and so does a step of this (course units) at the
    /// near plane.
    static let settledTurn = 2e-4
    static let settledDistance = 0.002

    /// The projection for a viewport of `frame` (display points).
    func projection(in frame: Rect) -> Projection {
        Projection(camera: self, frame: frame)
    }

    /// World → camera → screen, for one frame.
    struct Projection: Sendable {
        let eye: Vector3
        let forward: Vector3
        let right: Vector3
        let up: Vector3
        let focal: Double
        let centre: Point
        /// Points nearer than this (along the view) are clipped away.
        static let near = 12.0
        /// Beyond this the world has faded into the fog.
        static let far = 520.0

        init(camera: CaddieCamera, frame: Rect) {
            let heading = Vector3(x: cos(camera.yaw), y: sin(camera.yaw), z: 0)
            eye = Vector3(x: camera.target.x, y: camera.target.y, z: CaddieCamera.height) - heading * CaddieCamera.distance
            let pitch = atan2(CaddieCamera.height, CaddieCamera.distance + CaddieCamera.lookAhead)
            forward = Vector3(x: heading.x * cos(pitch), y: heading.y * cos(pitch), z: -sin(pitch))
            right = Vector3(x: -sin(camera.yaw), y: cos(camera.yaw), z: 0)
            up = Vector3(x: heading.x * sin(pitch), y: heading.y * sin(pitch), z: cos(pitch))
            // About a 70° field across the wider side of the view.
            focal = 0.5 * max(frame.width, frame.height * 1.2) / tan(35 * Double.pi / 180)
            centre = Point(x: frame.midX, y: frame.minY + frame.height * 0.42)
        }

        /// A world point in camera space: x right, y up, z along the view.
        func toCamera(_ p: Vector3) -> Vector3 {
            let d = p - eye
            return Vector3(x: d.dot(right), y: d.dot(up), z: d.dot(forward))
        }

        /// A camera-space point (z ≥ near) on the screen.
        func toScreen(_ c: Vector3) -> Point {
            Point(x: centre.x + focal * c.x / c.z, y: centre.y - focal * c.y / c.z)
        }

        /// Where the horizon lies on screen (y), for the sky.
        var horizonY: Double {
            // A far point straight ahead on the ground plane's horizon.
            let c = toCamera(eye + Vector3(x: forward.x, y: forward.y, z: 0) * 100_000)
            return toScreen(c).y
        }

        /// The screen row (y) at which the ground (z = 0) lies `depth` along the view; nil where
        /// no row of the ground is that far (above the horizon).
        func groundRow(atDepth depth: Double) -> Double? {
            // A row's ray, (x, Y, 1) in camera space, meets the ground where
            // eye.z + depth · (up.z · Y + forward.z) = 0.
            guard depth > 0, up.z != 0 else { return nil }
            let slope = (-eye.z / depth - forward.z) / up.z
            return centre.y - focal * slope
        }

        /// A polygon in camera space cut to the part in front of the near plane
        /// (Sutherland–Hodgman against one plane).
        func clipNear(_ polygon: [Vector3]) -> [Vector3] {
            var out: [Vector3] = []
            out.reserveCapacity(polygon.count + 2)
            for i in polygon.indices {
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                let aIn = a.z >= Self.near, bIn = b.z >= Self.near
                if aIn { out.append(a) }
                if aIn != bIn {
                    let t = (Self.near - a.z) / (b.z - a.z)
                    out.append(a + (b - a) * t)
                }
            }
            return out
        }
    }
}
