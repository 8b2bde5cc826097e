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

    /// Draws the course: its surfaces, stripes, walls and obstacles (over the panel of rough
    /// the game lays under it, `MiniGolfGame.draw`).
    func drawCourse(time: Double, into list: inout DrawList) {
        for (index, patch) in art.patches.enumerated() {
            fill(patch, into: &list)
            if index == 0 {
                // One mesh, so the pieces' shared sides cancel and no hairline shows between them.
                var stripes: [Vertex] = []
                for stripe in art.stripes {
                    let points = stripe.map { Vertex(position: view.display($0), color: Palette.grassStripe) }
                    for k in 1..<(points.count - 1) { stripes += [points[0], points[k], points[k + 1]] }
                }
                list.triangles(stripes)
            }
        }
        // Mowing stripes and slope arrows help read the ground at a glance.
        for arrow in art.slopeArrows {
            list.line(from: view.display(arrow.tail), to: view.display(arrow.tip), Palette.slopeArrow, width: 2)
            list.fillPolygon(arrow.head.map(view.display), Palette.slopeArrow)
        }
        for (a, b) in art.segments {
            list.line(from: view.display(a), to: view.display(b), Palette.wallEdge, width: wallWidth)
        }
        // Where two segments of a wall meet, a round joint: a segment ends square across its
        // own line, so a corner would show a notch between the two.
        for joint in art.joints {
            list.fillCircle(center: view.display(joint), radius: wallWidth / 2, Palette.wallEdge)
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

    /// What the power's plate keeps off: the cup and its flag, the windmills' sweep, the
    /// rails, the preview's dots (`path`, display points).
    func scenery(path: [Point], keepOff: [Rect] = []) -> PowerPlate.Scenery {
        // The windmills' whole sweep, so the plate never lies over a turning blade.
        let windmills = art.course.windmills.map { windmill in
            let centre = view.display(windmill.center), reach = windmill.bladeLength * view.scale + 2
            return Rect(x: centre.x - reach, y: centre.y - reach, width: 2 * reach, height: 2 * reach)
        }
        return PowerPlate.Scenery(keepOff: [cupAndFlag] + windmills + keepOff, walls: art.segments.map { (view.display($0.0), view.display($0.1)) },
                           wallWidth: wallWidth, path: path)
    }

    /// The rails' width from above, in points.
    var wallWidth: Double { max(2, 2.5 * view.scale) }

    /// The cup, its rim and its flag from above, in points.
    var cupAndFlag: Rect {
        let cup = view.display(art.course.cup), radius = tuning.cupRadius * view.scale + 2
        return Rect(minX: cup.x - radius, minY: cup.y - 16 * view.scale - 2, maxX: cup.x + max(radius, 9 * view.scale + 2), maxY: cup.y + radius)
    }

    /// The cup with its rim, flag and the flag's shadow; as a ball drops, the light bursting
    /// from it (`flash`, 1–0) and the ring growing round it (`ringAge`, 0–1).
    func drawCup(flash: Double, ringAge: Double?, into list: inout DrawList) {
        let cup = view.display(art.course.cup)
        let radius = tuning.cupRadius * view.scale
        // The flag's shadow along the light (from the upper left), from the rim outward.
        let light = Point(x: 0.6, y: 0.8)
        list.line(from: Point(x: cup.x + light.x * radius, y: cup.y + light.y * radius),
                  to: Point(x: cup.x + light.x * (radius + 9 * view.scale), y: cup.y + light.y * (radius + 9 * view.scale)),
                  Color.black.withAlpha(70), width: max(1.5, view.scale))
        // A pale rim, the cup's wall lit on its lower right, and the dark below it.
        list.fillCircle(center: cup, radius: radius + max(1.2, CaddieRenderer.rimWidth * view.scale), CaddieRenderer.cupLiner)
        list.fillCircle(center: cup, radius: radius, CaddieRenderer.cupWall.mixed(with: .white, by: 0.12))
        list.fillCircle(center: Point(x: cup.x - radius * 0.12, y: cup.y - radius * 0.12), radius: radius * 0.82, Palette.cup)
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
            Self.drawBurst(at: cup, radius: (tuning.cupRadius + Self.burstReach) * view.scale, level: flash, into: &list)
        }
    }

    /// How far past the cup's rim the light bursting from it reaches, course units.
    static let burstReach = 26.0

    /// The light bursting from the cup as the ball drops: a white glow of `radius` round
    /// `centre`, three discs one inside another, so it is brightest in the middle, as bright
    /// as `level` (1 as the ball has dropped, fading to 0). Only the cup's neighbourhood
    /// lights up: a whole view flashing white is hard on the eyes. (Discs rather than a mesh
    /// shaded from the middle out: that costs about 0.5 ms a frame more, `crease-bench`.)
    static func drawBurst(at centre: Point, radius: Double, level: Double, into list: inout DrawList) {
        for share in [1.0, 0.7, 0.4] {
            list.fillCircle(center: centre, radius: radius * share, Color.white.fading(0.22 * level))
        }
    }

    /// The splash where the ball went into the water, `age` (0–1) of the way through: two
    /// white rings spreading from the spot and fading.
    func drawSplash(at point: Point, age: Double, into list: inout DrawList) {
        let spot = view.display(point)
        for (delay, width) in [(0.0, 2.5), (0.3, 1.5)] where age > delay {
            let spread = (age - delay) / (1 - delay)
            let radius = (tuning.ballRadius + spread * Self.splashReach) * view.scale
            list.strokeCircle(center: spot, radius: radius, Color.white.fading(0.9 * (1 - spread)), width: width)
        }
    }

    /// How far a splash's rings spread past the ball, course units.
    static let splashReach = 26.0

    func drawTrail(_ trail: [Point], into list: inout DrawList) {
        guard trail.count >= 2 else { return }
        for i in 1..<trail.count {
            let fraction = Double(i) / Double(trail.count)
            list.line(from: view.display(trail[i - 1]), to: view.display(trail[i]), Color.white.fading(0.55 * fraction),
                      width: max(1, tuning.ballRadius * view.scale * fraction))
        }
    }

    /// The ball with its shadow; `sink` (0–1) drops it into the cup: smaller and darker,
    /// its shadow gone, until it is out of sight.
    func drawBall(at position: Point, sink: Double = 0, into list: inout DrawList) {
        let centre = view.display(position), radius = max(3, tuning.ballRadius * view.scale) * (1 - 0.55 * sink)
        if sink == 0 {
            list.fillCircle(center: Point(x: centre.x + radius * 0.35, y: centre.y + radius * 0.45), radius: radius, Color.black.withAlpha(90))
        }
        let dark = min(1, sink * 1.2)
        list.fillCircle(center: centre, radius: radius, Palette.ball.mixed(with: Color(red: 150, green: 156, blue: 168), by: 0.3).mixed(with: Palette.cup, by: dark))
        // Lit from the upper left, as the caddie camera's ball is.
        list.fillCircle(center: Point(x: centre.x - radius * 0.2, y: centre.y - radius * 0.2), radius: radius * 0.72, Palette.ball.mixed(with: Palette.cup, by: dark))
    }

    /// The aim: dots along `path` (course units, where the putt would roll) and a ring where it
    /// stops (`ringsEnd`), a splash where it finds the water (`splashes`), a cross on the cup
    /// where it crosses it too fast to drop (`lipsOut`), the pull line to the handle (when
    /// there is room for one), and the power on a plate (`PowerPlate`) clear of the ball, the
    /// line, the handle, the cup and the rails.
    func drawAim(ball: Point, aim: AimState, path: [Point], ringsEnd: Bool = true, splashes: Bool = false, lipsOut: Point? = nil,
                 handle: Point?, in area: Rect, keepOff: [Rect] = [], into list: inout DrawList) {
        let origin = view.display(ball)
        let points = path.isEmpty ? [origin] : path.map(view.display)
        var lengths = [0.0]
        for i in points.indices.dropFirst() {
            let dx = points[i].x - points[i - 1].x, dy = points[i].y - points[i - 1].y
            lengths.append(lengths[i - 1] + (dx * dx + dy * dy).squareRoot())
        }
        let total = lengths.last ?? 0
        let spacing = 9.0
        // A dot over sand gets a dark rim: the pale sand would swallow the yellow. On grass a
        // dot needs none, and a frame draws no more than it did.
        let sand = art.course.surfaces.filter { $0.kind == .sand }.map(\.polygon)
        if total > spacing {
            var segment = 1
            var distance = spacing
            while distance <= total {
                while segment < points.count - 1, lengths[segment] < distance { segment += 1 }
                let a = points[segment - 1], b = points[segment]
                let span = lengths[segment] - lengths[segment - 1]
                let t = span > 0 ? (distance - lengths[segment - 1]) / span : 0
                let fraction = distance / total
                let dot = Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t), radius = 2.6 * (1.1 - fraction * 0.5)
                if !sand.isEmpty, path.count == points.count {
                    let from = path[segment - 1], to = path[segment]
                    let spot = Point(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)
                    if sand.contains(where: { Self.contains($0, spot) }) {
                        list.fillCircle(center: dot, radius: radius + 1, Palette.aimRim.fading(1 - fraction * 0.6))
                    }
                }
                list.fillCircle(center: dot, radius: radius, Palette.aim.fading(1 - fraction * 0.6))
                distance += spacing
            }
        }
        // Where the ball stops, ringed: a short putt's roll shows even where it has no room for dots.
        // A guide cut short (after its first bounce, or at its reach) ends in a chevron the way
        // the ball goes on, so its end never reads as where the ball stops.
        if ringsEnd, let end = points.last, total > 1 {
            list.strokeCircle(center: end, radius: 4, Palette.aim.withAlpha(200), width: 1.5)
        } else if !splashes, let end = points.last, let back = points.last(where: { $0.distance(to: end) >= 4 }) {
            Self.drawChevron(at: end, from: back, into: &list)
        }
        if splashes, let end = points.last {
            // Where the putt would find the water: a white burst of spray over the pond, drawn
            // as rays, never as a ring (a ring is where the ball comes to rest).
            list.fillCircle(center: end, radius: 3, Color.white.withAlpha(235))
            for ray in 0..<8 {
                let angle = Double(ray) * Double.pi / 4, direction = Point(x: cos(angle), y: sin(angle))
                list.line(from: Point(x: end.x + direction.x * Self.sprayFrom, y: end.y + direction.y * Self.sprayFrom),
                          to: Point(x: end.x + direction.x * Self.sprayTo, y: end.y + direction.y * Self.sprayTo), Color.white.withAlpha(225), width: 2)
            }
        }
        if let lipsOut {
            // Too fast to drop: a cross over the cup, in the colour of a score over par, and
            // the words under it on a dark plate, so the cross never reads as "no".
            let cup = view.display(lipsOut), arm = max(3, tuning.cupRadius * view.scale * 0.7)
            list.line(from: Point(x: cup.x - arm, y: cup.y - arm), to: Point(x: cup.x + arm, y: cup.y + arm), Palette.over, width: 2.5)
            list.line(from: Point(x: cup.x - arm, y: cup.y + arm), to: Point(x: cup.x + arm, y: cup.y - arm), Palette.over, width: 2.5)
            let label = Self.tooFastLabel(under: cup, arm: arm, in: area)
            list.fill(label, cornerRadius: 5, Color.black.withAlpha(150))
            list.text("too fast", at: Point(x: label.midX, y: label.minY + 1), font: Self.tooFastFont, Palette.over, alignment: .center)
        }
        if let handle {
            list.line(from: origin, to: handle, Color.white.withAlpha(140), width: 2)
            list.strokeCircle(center: handle, radius: 12, Palette.aim, width: 3)
            list.fillCircle(center: handle, radius: 5, Palette.aim)
        }
        let plate = PowerPlate.frame(ball: origin, handle: handle, scenery: scenery(path: points, keepOff: keepOff), in: area)
        list.fill(plate, cornerRadius: 6, Color.black.withAlpha(150))
        list.text("\(Int((aim.power * 100).rounded()))%", at: Point(x: plate.midX, y: plate.minY + 2), font: .caption, Palette.aim,
                  alignment: .center)
    }

    /// The "too fast" label's type.
    static let tooFastFont = Font(size: 11, weight: .bold)

    /// The plate of the "too fast" label: 5 pt under the cross over the cup (over it when the
    /// view ends below), kept inside `area`. Its width is the words' at about 0.62 em a
    /// character and 6 pt a side.
    static func tooFastLabel(under cup: Point, arm: Double, in area: Rect) -> Rect {
        let size = Size(width: 8 * 0.62 * tooFastFont.size + 12, height: tooFastFont.size * 1.2 + 3)
        var y = cup.y + arm + 5
        if y + size.height > area.maxY { y = cup.y - arm - 5 - size.height }
        let x = Swift.min(Swift.max(area.minX, cup.x - size.width / 2), area.maxX - size.width)
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }

    /// Where the rays of the preview's burst of spray start and end, points from its spot.
    static let sprayFrom = 5.5
    static let sprayTo = 12.0

    /// A chevron at `tip` pointing the way from `from`: the preview's "the ball rolls on".
    static func drawChevron(at tip: Point, from: Point, into list: inout DrawList) {
        let length = max(1e-9, tip.distance(to: from))
        let ux = (tip.x - from.x) / length, uy = (tip.y - from.y) / length
        let back = Point(x: tip.x - ux * 6, y: tip.y - uy * 6)
        let color = Palette.aim.withAlpha(210)
        list.line(from: Point(x: back.x - uy * 5, y: back.y + ux * 5), to: tip, color, width: 2)
        list.line(from: Point(x: back.x + uy * 5, y: back.y - ux * 5), to: tip, color, width: 2)
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
