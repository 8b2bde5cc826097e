import Crease
import CreaseHUD
import Foundation
import MiniGolfCore

/// Draws the hole seen from above into its `CourseView`: ground, surfaces, walls, obstacles,
/// the cup, the ball's trail, the ball and the aim preview.
struct TopDownRenderer {
    var art: HoleArt
    var view: CourseView
    var tuning: PhysicsTuning

    func drawCourse(time: Double, into list: inout DrawList) {
        list.fill(view.frame.insetBy(dx: -4, dy: -4), cornerRadius: 6, Palette.rough)
        for (index, patch) in art.patches.enumerated() {
            fill(patch, into: &list)
            if index == 0 {
                for stripe in art.stripes { list.fillPolygon(stripe.map(view.display), Palette.grassStripe) }
            }
        }
        // Mowing stripes and slope arrows help read the ground at a glance.
        for patch in art.patches where patch.kind == .slope {
            drawSlopeArrows(patch, into: &list)
        }
        let wallWidth = max(2, 2.5 * view.scale)
        for (a, b) in art.segments {
            list.line(from: view.display(a), to: view.display(b), Palette.wallEdge, width: wallWidth)
        }
        for slider in art.course.sliders {
            let corners = slider.corners(at: time).map(view.display)
            list.fillPolygon(corners, Palette.obstacle)
        }
        for windmill in art.course.windmills {
            for (rim, tip) in windmill.blades(at: time) {
                list.line(from: view.display(rim), to: view.display(tip), Palette.windmill, width: max(2, 3 * view.scale))
            }
            list.fillPolygon(windmill.hubPolygon.map(view.display), Palette.obstacle)
        }
    }

    func drawCup(flash: Double, ringAge: Double?, into list: inout DrawList) {
        let cup = view.display(art.course.cup)
        list.fillCircle(center: cup, radius: tuning.cupRadius * view.scale, Palette.cup)
        list.strokeCircle(center: cup, radius: tuning.cupRadius * view.scale + 1, Color.white.withAlpha(160), width: 1.5)
        list.line(from: cup, to: Point(x: cup.x, y: cup.y - 16 * view.scale), .white, width: 2)
        list.fillPolygon([Point(x: cup.x, y: cup.y - 16 * view.scale), Point(x: cup.x + 9 * view.scale, y: cup.y - 13 * view.scale),
                          Point(x: cup.x, y: cup.y - 10 * view.scale)], Palette.flag)
        if let ringAge {
            // The "cup" ring: a bright circle that grows from the cup and fades.
            let radius = (tuning.cupRadius + ringAge * 40) * view.scale
            list.strokeCircle(center: cup, radius: radius, Palette.aim.fading(1 - ringAge), width: 3)
            list.strokeCircle(center: cup, radius: radius * 0.6, Color.white.fading(1 - ringAge), width: 2)
        }
        if flash > 0 {
            list.fill(view.frame, Color.white.fading(flash * 0.5))
        }
    }

    func drawTrail(_ trail: [Point], into list: inout DrawList) {
        guard trail.count >= 2 else { return }
        for i in 1..<trail.count {
            let fraction = Double(i) / Double(trail.count)
            list.line(from: view.display(trail[i - 1]), to: view.display(trail[i]), Color.white.fading(0.55 * fraction),
                      width: max(1, tuning.ballRadius * view.scale * fraction))
        }
    }

    func drawBall(at position: Point, into list: inout DrawList) {
        let centre = view.display(position), radius = max(3, tuning.ballRadius * view.scale)
        list.fillCircle(center: Point(x: centre.x + radius * 0.35, y: centre.y + radius * 0.45), radius: radius, Color.black.withAlpha(90))
        list.fillCircle(center: centre, radius: radius, Palette.ball)
    }

    /// The aim preview: a dotted line the way the ball will go (longer with power) and the
    /// drag handle behind the ball where the pull is.
    func drawAim(ball: Point, aim: AimState, handle: Point, into list: inout DrawList) {
        let origin = view.display(ball)
        let direction = Point(x: cos(aim.angle), y: sin(aim.angle))
        let length = (20 + 140 * aim.power) * view.scale
        let dots = 10
        for i in 1...dots {
            let t = Double(i) / Double(dots)
            let p = Point(x: origin.x + direction.x * length * t, y: origin.y + direction.y * length * t)
            list.fillCircle(center: p, radius: 2.5 * (1.1 - t * 0.5), Palette.aim.fading(1 - t * 0.6))
        }
        list.line(from: origin, to: handle, Color.white.withAlpha(140), width: 2)
        list.strokeCircle(center: handle, radius: 12, Palette.aim, width: 3)
        list.fillCircle(center: handle, radius: 5, Palette.aim)
        let percent = "\(Int((aim.power * 100).rounded()))%"
        let below = handle.y + 30 < view.frame.maxY
        list.text(percent, at: Point(x: handle.x, y: below ? handle.y + 14 : handle.y - 30), font: .caption, Palette.aim, alignment: .center)
    }

    private func fill(_ patch: HoleArt.Patch, into list: inout DrawList) {
        guard !patch.triangles.isEmpty else { return }
        let points = patch.polygon.map(view.display)
        var vertices: [Vertex] = []
        vertices.reserveCapacity(patch.triangles.count * 3)
        for (a, b, c) in patch.triangles {
            vertices.append(Vertex(position: points[a], color: patch.color))
            vertices.append(Vertex(position: points[b], color: patch.color))
            vertices.append(Vertex(position: points[c], color: patch.color))
        }
        list.triangles(vertices)
    }

    private func drawSlopeArrows(_ patch: HoleArt.Patch, into list: inout DrawList) {
        guard let direction = patch.direction else { return }
        let length = (direction.x * direction.x + direction.y * direction.y).squareRoot()
        guard length > 0 else { return }
        let d = Point(x: direction.x / length, y: direction.y / length)
        let xs = patch.polygon.map(\.x), ys = patch.polygon.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return }
        let step = 40.0
        var y = minY + step / 2
        while y < maxY {
            var x = minX + step / 2
            while x < maxX {
                let p = Point(x: x, y: y)
                if Self.contains(patch.polygon, p) {
                    let tail = view.display(Point(x: p.x - d.x * 8, y: p.y - d.y * 8))
                    let tip = view.display(Point(x: p.x + d.x * 8, y: p.y + d.y * 8))
                    list.line(from: tail, to: tip, Color.white.withAlpha(90), width: 2)
                    let side = Point(x: -d.y, y: d.x)
                    let left = view.display(Point(x: p.x + d.x * 3 + side.x * 4, y: p.y + d.y * 3 + side.y * 4))
                    let right = view.display(Point(x: p.x + d.x * 3 - side.x * 4, y: p.y + d.y * 3 - side.y * 4))
                    list.fillPolygon([tip, left, right], Color.white.withAlpha(90))
                }
                x += step
            }
            y += step
        }
    }

    /// Even-odd point-in-polygon test.
    static func contains(_ polygon: [Point], _ point: Point) -> Bool {
        var inside = false
        var j = polygon.count - 1
        for i in polygon.indices {
            let a = polygon[i], b = polygon[j]
            if (a.y > point.y) != (b.y > point.y),
               point.x < (b.x - a.x) * (point.y - a.y) / (b.y - a.y) + a.x {
                inside.toggle()
            }
            j = i
        }
        return inside
    }
}
