import Crease
import CreaseHUD
import Foundation

/// What is drawn over the caddie view: the ring that keeps a far ball in sight, the splash
/// where the ball went into the water and the light bursting from the cup as it drops (the
/// top-down view draws the same, `TopDownRenderer`).
extension CaddieRenderer {
    /// A ring round the ball where it is drawn small (a putt rolling far from a camera that
    /// watches it): fading in as the ball's radius on screen falls from `markerBelow` to half
    /// that, so the ball never reads as a speck, and drawn over any wall before it, so it is
    /// never lost.
    func drawBallMarker(at ball: Point, _ projection: CaddieCamera.Projection, into list: inout DrawList) {
        let centre = projection.toCamera(Vector3(x: ball.x, y: ball.y, z: tuning.ballRadius))
        guard centre.z > CaddieCamera.Projection.near else { return }
        let radius = projection.focal * tuning.ballRadius / centre.z
        let level = min(1, max(0, (Self.markerBelow - radius) / (Self.markerBelow / 2)))
        guard level > 0 else { return }
        list.strokeCircle(center: projection.toScreen(centre), radius: radius + Self.markerGap, Color.white.fading(0.85 * level), width: 1.5)
    }

    /// The ball's radius on screen, points, under which its ring shows, and how far outside
    /// the ball the ring runs.
    static let markerBelow = 7.0
    static let markerGap = 5.0

    /// The splash where the ball went into the water, `age` (0–1) of the way through: a ring
    /// spreading on the water as the top-down view's does, and drops thrown up and falling back.
    func drawSplash(at point: Point, age: Double, _ projection: CaddieCamera.Projection, into list: inout DrawList) {
        let fade = Color.white.fading(0.9 * (1 - age))
        let radius = tuning.ballRadius + age * TopDownRenderer.splashReach
        let ring = (0...24).map { step -> Vector3 in
            let angle = Double(step) / 24 * 2 * Double.pi
            return projection.toCamera(Vector3(x: point.x + cos(angle) * radius, y: point.y + sin(angle) * radius, z: 0))
        }
        for (a, b) in zip(ring, ring.dropFirst()) where a.z > CaddieCamera.Projection.near && b.z > CaddieCamera.Projection.near {
            list.line(from: projection.toScreen(a), to: projection.toScreen(b), fade, width: 2)
        }
        for drop in 0..<Self.splashDrops {
            let angle = Double(drop) / Double(Self.splashDrops) * 2 * Double.pi
            let reach = age * (6 + 5 * Double(drop % 3)), rise = 7 * (1 + 0.3 * Double(drop % 2)) * 4 * age * (1 - age)
            let centre = projection.toCamera(Vector3(x: point.x + cos(angle) * reach, y: point.y + sin(angle) * reach, z: rise))
            guard centre.z > CaddieCamera.Projection.near else { continue }
            list.fillCircle(center: projection.toScreen(centre), radius: max(1, projection.focal * 1.3 / centre.z), fade)
        }
    }

    /// How many drops a splash throws up.
    static let splashDrops = 12

    /// The light bursting from the cup as the ball drops, fading with `flash` (1–0): the
    /// top-down view's glow (`TopDownRenderer.drawBurst`) over the hole, seen at the cup's
    /// distance, and never wider across than a quarter of the view's height however near the
    /// eye stands.
    func drawCupBurst(flash: Double, _ projection: CaddieCamera.Projection, into list: inout DrawList) {
        let cup = art.course.cup
        let centre = projection.toCamera(Vector3(x: cup.x, y: cup.y, z: 4))
        guard centre.z > CaddieCamera.Projection.near else { return }
        let radius = min(frame.height * 0.25, projection.focal * (tuning.cupRadius + TopDownRenderer.burstReach) / centre.z)
        TopDownRenderer.drawBurst(at: projection.toScreen(centre), radius: radius, level: flash, into: &list)
    }
}
