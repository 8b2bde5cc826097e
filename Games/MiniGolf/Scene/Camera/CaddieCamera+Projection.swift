import Crease
import Foundation

extension CaddieCamera {
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
            eye = camera.eye
            let pitch = camera.pitch
            forward = Vector3(x: heading.x * cos(pitch), y: heading.y * cos(pitch), z: -sin(pitch))
            right = Vector3(x: -sin(camera.yaw), y: cos(camera.yaw), z: 0)
            up = Vector3(x: heading.x * sin(pitch), y: heading.y * sin(pitch), z: cos(pitch))
            // About a 70° field across a wide view; a tall one (book) sees as much up and down
            // as across it, so the far end of the hole (the flag, a windmill) stays in sight
            // below the status rather than up off its top. An eye the fence brings in widens
            // its field (`zoom`).
            focal = camera.zoom * 0.5 * max(frame.width, frame.height * 0.9) / tan(35 * Double.pi / 180)
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

        /// How far along the view the ground (z = 0) lies at screen row `y`; nil at or above
        /// the horizon, where no ground is. The inverse of `groundRow(atDepth:)`.
        func groundDepth(atRow y: Double) -> Double? {
            let slope = (centre.y - y) / focal
            let fall = slope * up.z + forward.z
            guard fall < 0 else { return nil }
            return -eye.z / fall
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
