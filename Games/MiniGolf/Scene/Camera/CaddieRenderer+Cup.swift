import Crease
import Foundation
import CreaseHUD
import MiniGolfCore

/// The cup in the caddie camera, drawn as a hole rather than a black disc: the flag's shadow
/// across the grass, a pale rim round the opening, and inside it the far wall of the cup going
/// down into the dark, cut to the opening as the eye sees it.
extension CaddieRenderer {
    /// How deep the cup is drawn, in course units, and how much of its wall is the pale liner.
    static let cupDepth = 8.0
    static let linerDepth = 1.6
    /// The width of the rim round the opening, in course units.
    static let rimWidth = 1.0
    /// The sides of the cup's polygons.
    static let cupSides = 24
    /// The cup's liner and rim, and its wall in the shade below them.
    static let cupLiner = Color(hex: 0xE6E8E1)
    static let cupWall = Color(hex: 0x39403A)

    /// Draws the flag's shadow, the rim, the opening and the cup's far wall, as ground (the
    /// fog goes over them with the rest of it).
    func drawCup(_ projection: CaddieCamera.Projection, into list: inout DrawList) {
        let cup = art.course.cup, radius = tuning.cupRadius
        var mesh: [Vertex] = []
        for shadow in flagShadow() {
            emit(ground: shadow, color: Self.shadowColor.withAlpha(70), projection, into: &mesh)
        }
        list.triangles(mesh)
        mesh.removeAll(keepingCapacity: true)
        // Each corner's direction from the centre, worked out once for every ring.
        let directions = (0..<Self.cupSides).map { index in
            let angle = Double(index) * 2 * Double.pi / Double(Self.cupSides)
            return (cos(angle), sin(angle))
        }
        func ring(_ index: Int, _ r: Double, _ z: Double) -> Vector3 {
            let (x, y) = directions[index % Self.cupSides]
            return Vector3(x: cup.x + x * r, y: cup.y + y * r, z: z)
        }
        // Nothing of the rim, the opening or the wall (which lies inside the opening) shows
        // when the rim's outer edge is wholly off the view.
        let outer = screen((0..<Self.cupSides).map { ring($0, radius + Self.rimWidth, 0) }, projection)
        guard outer.count >= 3, Self.mayShow(outer, in: frame) else { return }
        for i in 0..<Self.cupSides {
            emit([ring(i, radius, 0), ring(i, radius + Self.rimWidth, 0), ring(i + 1, radius + Self.rimWidth, 0), ring(i + 1, radius, 0)],
                 color: Self.cupLiner, projection, into: &mesh)
        }
        list.triangles(mesh)
        let opening = screen((0..<Self.cupSides).map { ring($0, radius, 0) }, projection)
        guard opening.count >= 3 else { return }
        list.fillPolygon(opening, Palette.cup)
        // The far half of the wall faces the eye: the liner at the top, then the shaded wall,
        // each cut to the opening (what lies outside it is under the grass in front).
        mesh.removeAll(keepingCapacity: true)
        let eye = projection.eye
        for i in 0..<Self.cupSides {
            let a = ring(i, radius, 0), b = ring(i + 1, radius, 0)
            let middle = Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
            // Seen from inside: the eye lies across the cup from this stretch of wall.
            guard (eye.x - middle.x) * (cup.x - middle.x) + (eye.y - middle.y) * (cup.y - middle.y) > 0 else { continue }
            let facing: Double = Double(i) * 2 * Double.pi / Double(Self.cupSides) - Double.pi * 1.25
            let light: Double = 0.5 + 0.5 * cos(facing)
            let liner = Self.cupLiner.mixed(with: .black, by: 0.25 - 0.15 * light)
            let wall = Self.cupWall.mixed(with: .black, by: 0.45 - 0.35 * light)
            let bands: [(Double, Double, Color)] = [(0, -Self.linerDepth, liner), (-Self.linerDepth, -Self.cupDepth, wall)]
            for (top, bottom, color) in bands {
                let band = [ring(i, radius, top), ring(i + 1, radius, top), ring(i + 1, radius, bottom), ring(i, radius, bottom)]
                let piece = Self.clip(screen(band, projection), to: opening)
                guard piece.count >= 3 else { continue }
                let vertices = piece.map { Vertex(position: $0, color: color) }
                for k in 1..<(vertices.count - 1) { mesh += [vertices[0], vertices[k], vertices[k + 1]] }
            }
        }
        list.triangles(mesh)
    }

    /// The flagpole's and the flag's shadows on the ground, along the light, in course units.
    func flagShadow() -> [[Point]] {
        let cup = art.course.cup
        let length = (Self.shadowOffset.x * Self.shadowOffset.x + Self.shadowOffset.y * Self.shadowOffset.y).squareRoot()
        // The light falls at the slant of the walls' shadows: a point `z` high lands this far along it.
        let along = Point(x: Self.shadowOffset.x / Self.wallHeight, y: Self.shadowOffset.y / Self.wallHeight)
        let across = Point(x: -Self.shadowOffset.y / length * 0.6, y: Self.shadowOffset.x / length * 0.6)
        func ground(_ z: Double, side: Double = 0) -> Point {
            let flag = Point(x: -sin(camera.yaw) * side, y: cos(camera.yaw) * side)
            return Point(x: cup.x + along.x * z + flag.x, y: cup.y + along.y * z + flag.y)
        }
        let start = tuning.cupRadius / max(1e-9, (along.x * along.x + along.y * along.y).squareRoot())
        let foot = ground(start), tip = ground(Self.flagHeight)
        let pole = [Self.moved(foot, across), Self.moved(tip, across), Self.moved(tip, across, by: -1), Self.moved(foot, across, by: -1)]
        let flag = [ground(Self.flagHeight), ground(Self.flagHeight - 4, side: 12), ground(Self.flagHeight - 8)]
        return [pole, flag]
    }

    /// A world polygon on the screen, cut at the near plane.
    func screen(_ polygon: [Vector3], _ projection: CaddieCamera.Projection) -> [Point] {
        projection.clipNear(polygon.map(projection.toCamera)).map(projection.toScreen)
    }

    /// True unless every point lies beyond one side of `rect`: a polygon that may show in it.
    static func mayShow(_ polygon: [Point], in rect: Rect) -> Bool {
        !(polygon.allSatisfy { $0.x < rect.minX } || polygon.allSatisfy { $0.x > rect.maxX }
            || polygon.allSatisfy { $0.y < rect.minY } || polygon.allSatisfy { $0.y > rect.maxY })
    }

    /// The part of a polygon inside a convex one (Sutherland–Hodgman), on the screen.
    static func clip(_ polygon: [Point], to convex: [Point]) -> [Point] {
        var area = 0.0
        for i in convex.indices {
            let a = convex[i], b = convex[(i + 1) % convex.count]
            area += a.x * b.y - b.x * a.y
        }
        let sign = area >= 0 ? 1.0 : -1.0
        // Two buffers, swapped after each side, and each point's side worked out once a side.
        var output = polygon, input: [Point] = []
        output.reserveCapacity(polygon.count + convex.count)
        input.reserveCapacity(polygon.count + convex.count)
        var sides: [Double] = []
        sides.reserveCapacity(polygon.count + convex.count)
        for i in convex.indices where output.count >= 3 {
            let a = convex[i], b = convex[(i + 1) % convex.count]
            swap(&input, &output)
            output.removeAll(keepingCapacity: true)
            sides.removeAll(keepingCapacity: true)
            for p in input { sides.append((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) }
            for j in input.indices {
                let next = (j + 1) % input.count
                let p = input[j], q = input[next]
                let d1 = sides[j], d2 = sides[next]
                let pInside = sign * d1 >= 0, qInside = sign * d2 >= 0
                if pInside { output.append(p) }
                if pInside != qInside {
                    let t = d1 / (d1 - d2)
                    output.append(Point(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t))
                }
            }
        }
        return output.count >= 3 ? output : []
    }
}
