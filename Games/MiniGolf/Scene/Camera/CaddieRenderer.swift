import Crease
import CreaseHUD
import Foundation
import MiniGolfCore

/// Draws the caddie camera: the hole in perspective from behind the ball, built from the
/// course geometry as triangle meshes: sky, ground and surfaces, walls extruded into quads,
/// obstacles as boxes and blades, the cup with its flag, and the ball.
///
/// Ground is drawn first (it cannot hide anything), then every upright face and the ball in
/// an order that paints what is behind first (`paintingOrder`).
struct CaddieRenderer {
    var art: HoleArt
    var tuning: PhysicsTuning
    var camera: CaddieCamera
    var frame: Rect
    /// The part of `frame` no HUD panel covers: the view is aimed into it, so the flag and the
    /// ball are never drawn under the status.
    var view: Rect

    init(art: HoleArt, tuning: PhysicsTuning, camera: CaddieCamera, frame: Rect, view: Rect? = nil) {
        self.art = art
        self.tuning = tuning
        self.camera = camera
        self.frame = frame
        self.view = view ?? frame
    }

    /// The projection the view is drawn with.
    var projection: CaddieCamera.Projection { camera.projection(in: view) }

    /// How far along the view the fog starts, in course units: nearer, none lies over anything.
    static let fogStart = 160.0

    static let wallHeight = 10.0
    static let sliderHeight = 13.0
    static let hubHeight = 26.0
    static let flagHeight = 34.0

    /// An upright face waiting to be sorted: world corners and a colour.
    struct Face {
        var points: [Vector3]
        var color: Color
        /// A colour per corner instead of `color` (the shaded ball), used while no corner is
        /// clipped away.
        var colors: [Color]? = nil
        /// True for the ball, which is never see-through.
        var isBall = false
        /// True for a windmill's or a block's face: near the eye, it turns see-through.
        var isObstacle = false
        /// The ball's centre: the ball sorts against a face by which side of the face's plane
        /// its centre lies on, not by its card (which leans through a rail it rests against).
        var anchor: Vector3? = nil
        /// The triangles of a face that is not convex (an island's top), as index triples
        /// into `points`, drawn as one mesh so no seam shows between them; nil for a fan.
        var triangles: [(Int, Int, Int)]? = nil
    }

    func draw(time: Double, ball: Point, showsBall: Bool, sink: Double = 0, aim: AimState?, flash: Double,
              splash: (point: Point, age: Double)? = nil, into list: inout DrawList) {
        let projection = self.projection
        list.clipped(to: frame) { list in
            drawSky(projection, into: &list)
            // The ground in its own colours, one mesh a patch: the renderer joins a mesh's
            // pieces into one seamless surface, and a sand or water patch keeps its
            // antialiased edge over the grass. The fog goes over all of it afterwards.
            var ground: [Vertex] = []
            var patch = art.groundTiles.first?.patch
            for tile in art.groundTiles {
                if tile.patch != patch {
                    list.triangles(ground)
                    ground.removeAll(keepingCapacity: true)
                    patch = tile.patch
                }
                emit(ground: tile.polygon, color: tile.color, projection, into: &ground)
            }
            list.triangles(ground)
            // The arrows down the slopes, as the top-down view paints them; the walls'
            // shadows; then the cup: its rim, the flag's shadow and the hole's depth.
            ground.removeAll(keepingCapacity: true)
            for arrow in art.slopeArrows {
                emit(ground: arrow.shaft, color: Palette.slopeArrow, projection, into: &ground)
                emit(ground: arrow.head, color: Palette.slopeArrow, projection, into: &ground)
            }
            list.triangles(ground)
            ground.removeAll(keepingCapacity: true)
            for shadow in wallShadows() {
                emit(ground: shadow, color: Self.shadowColor, projection, into: &ground)
            }
            list.triangles(ground)
            // What moves (the aim, the ball's shadow) is drawn as its own meshes, so the
            // renderer's damage tracking redraws only the cells they cross. The aim is paint on
            // the grass: the cup's opening goes over it.
            ground.removeAll(keepingCapacity: true)
            if let aim { emit(aimStrip(ball: ball, aim: aim), color: Palette.aim.withAlpha(170), projection, into: &ground) }
            list.triangles(ground)
            drawCup(projection, into: &list)
            ground.removeAll(keepingCapacity: true)
            if showsBall, sink == 0 {
                // Right under the ball: it can never fall across a rail the ball rests against.
                emit(disc(at: ball, radius: tuning.ballRadius * 0.85, z: 0), color: Color.black.withAlpha(80), projection, into: &ground)
            }
            list.triangles(ground)
            drawGroundFog(projection, into: &list)

            var objects: [Vertex] = []
            var faces = uprightFaces(time: time)
            if showsBall { faces.append(ballFace(ball, sink: sink, projection)) }
            let sightLine = showsBall ? (projection.eye, Vector3(x: ball.x, y: ball.y, z: tuning.ballRadius)) : nil
            for entry in Self.paintingOrder(faces, projection: projection, sightLine: sightLine) {
                if let triangles = entry.triangles {
                    for (a, b, c) in triangles {
                        emitCamera([entry.camera[a], entry.camera[b], entry.camera[c]], color: entry.color, projection, into: &objects)
                    }
                } else {
                    emitCamera(entry.camera, color: entry.color, colors: entry.colors, projection, into: &objects)
                }
                // One mesh a face: a face that did not move keeps its cells clean.
                list.triangles(objects)
                objects.removeAll(keepingCapacity: true)
            }
            if showsBall, sink == 0 { drawBallMarker(at: ball, projection, into: &list) }
            if flash > 0 { drawCupBurst(flash: flash, projection, into: &list) }
            if let splash { drawSplash(at: splash.point, age: splash.age, projection, into: &list) }
        }
    }

    // MARK: Scene parts

    func uprightFaces(time: Double) -> [Face] {
        var faces = wallFaces()
        for slider in art.course.sliders {
            let corners = slider.corners(at: time)
            for i in corners.indices {
                let a = corners[i], b = corners[(i + 1) % corners.count]
                faces.append(Face(points: extrude(a, b, from: 0, to: Self.sliderHeight), color: shade(Palette.obstacle, a, b), isObstacle: true))
            }
            faces.append(Face(points: corners.map { Vector3(x: $0.x, y: $0.y, z: Self.sliderHeight) },
                              color: Palette.obstacle.mixed(with: .white, by: 0.2), isObstacle: true))
        }
        for windmill in art.course.windmills {
            let hub = windmill.hubPolygon
            for i in hub.indices {
                let a = hub[i], b = hub[(i + 1) % hub.count]
                faces.append(Face(points: extrude(a, b, from: 0, to: Self.hubHeight), color: shade(Palette.obstacle, a, b), isObstacle: true))
            }
            faces.append(Face(points: hub.map { Vector3(x: $0.x, y: $0.y, z: Self.hubHeight) }, color: Palette.obstacle.mixed(with: .black, by: 0.2),
                              isObstacle: true))
            for (rim, tip) in windmill.blades(at: time) {
                faces.append(Face(points: extrude(rim, tip, from: 2, to: 14), color: shade(Palette.windmill, rim, tip), isObstacle: true))
            }
        }
        let cup = art.course.cup
        let side = Point(x: -sin(camera.yaw), y: cos(camera.yaw))
        faces.append(Face(points: [
            Vector3(x: cup.x - side.x * 0.6, y: cup.y - side.y * 0.6, z: 0),
            Vector3(x: cup.x + side.x * 0.6, y: cup.y + side.y * 0.6, z: 0),
            Vector3(x: cup.x + side.x * 0.6, y: cup.y + side.y * 0.6, z: Self.flagHeight),
            Vector3(x: cup.x - side.x * 0.6, y: cup.y - side.y * 0.6, z: Self.flagHeight),
        ], color: .white))
        faces.append(Face(points: [
            Vector3(x: cup.x, y: cup.y, z: Self.flagHeight),
            Vector3(x: cup.x + side.x * 12, y: cup.y + side.y * 12, z: Self.flagHeight - 4),
            Vector3(x: cup.x, y: cup.y, z: Self.flagHeight - 8),
        ], color: Palette.flag))
        return faces
    }

    /// The ball as a round card facing the eye, shaded: bright where the light from the upper
    /// left catches it, greyer toward the rim. A fan from the highlight, closed on its first
    /// rim point.
    /// `sink` (0–1) drops it into the cup: it goes down and darkens until it is out of sight.
    private func ballFace(_ ball: Point, sink: Double = 0, _ projection: CaddieCamera.Projection) -> Face {
        let r = tuning.ballRadius * (1 - 0.4 * sink), segments = 24
        let centre = Vector3(x: ball.x, y: ball.y, z: tuning.ballRadius * (1 - sink))
        let highlight = centre + projection.right * (-0.3 * r) + projection.up * (0.35 * r)
        var points = [highlight], colors = [Color.white]
        for i in 0...segments {
            let angle = Double(i % segments) * 2 * Double.pi / Double(segments)
            points.append(centre + projection.right * (cos(angle) * r) + projection.up * (sin(angle) * r))
            // The rim darkens away from the light (upper left).
            let lit = 0.5 + 0.5 * (-cos(angle) * 0.6 + sin(angle) * 0.8)
            colors.append(Palette.ball.mixed(with: Color(red: 150, green: 156, blue: 168), by: 0.75 - 0.5 * lit).mixed(with: Palette.cup, by: min(1, sink * 1.2)))
        }
        return Face(points: points, color: Palette.ball, colors: colors, isBall: true, anchor: centre)
    }

    func extrude(_ a: Point, _ b: Point, from bottom: Double, to top: Double) -> [Vector3] {
        [Vector3(x: a.x, y: a.y, z: bottom), Vector3(x: b.x, y: b.y, z: bottom),
         Vector3(x: b.x, y: b.y, z: top), Vector3(x: a.x, y: a.y, z: top)]
    }

    /// Lambert-ish shading by which way the face looks, so walls read as solid.
    func shade(_ color: Color, _ a: Point, _ b: Point) -> Color {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = max(1e-9, (dx * dx + dy * dy).squareRoot())
        let light = abs((-dy / length) * 0.6 + (dx / length) * 0.8)
        return color.mixed(with: .black, by: 0.35 * (1 - light))
    }

    func disc(at centre: Point, radius: Double, z: Double) -> [Vector3] {
        (0..<14).map { i in
            let angle = Double(i) * 2 * Double.pi / 14
            return Vector3(x: centre.x + cos(angle) * radius, y: centre.y + sin(angle) * radius, z: z)
        }
    }

    private func aimStrip(ball: Point, aim: AimState) -> [Vector3] {
        let d = aim.direction, side = Point(x: -d.y, y: d.x)
        let start = tuning.ballRadius + 2, end = start + 20 + 140 * aim.power
        return [
            Vector3(x: ball.x + d.x * start + side.x, y: ball.y + d.y * start + side.y, z: 0),
            Vector3(x: ball.x + d.x * end, y: ball.y + d.y * end, z: 0),
            Vector3(x: ball.x + d.x * start - side.x, y: ball.y + d.y * start - side.y, z: 0),
        ]
    }

    // MARK: Meshes

    /// Appends a ground polygon (world coordinates) in its own colour: the fog is laid over
    /// the ground afterwards (`drawGroundFog`).
    func emit(_ polygon: [Vector3], color: Color, _ projection: CaddieCamera.Projection, into vertices: inout [Vertex]) {
        emitCamera(polygon.map(projection.toCamera), color: color, fogged: false, projection, into: &vertices)
    }

    /// Appends a polygon on the grass (course units, at height 0): see `emit(_:color:_:into:)`.
    func emit(ground polygon: [Point], color: Color, _ projection: CaddieCamera.Projection, into vertices: inout [Vertex]) {
        emit(polygon.map { Vector3(x: $0.x, y: $0.y, z: 0) }, color: color, projection, into: &vertices)
    }

    /// Clips a convex camera-space polygon at the near plane, fogs it by depth (unless
    /// `fogged` is false) and appends it as a triangle fan; `colors` (one per corner) shade it
    /// when nothing was clipped.
    private func emitCamera(_ polygon: [Vector3], color: Color, colors: [Color]? = nil, fogged isFogged: Bool = true,
                            _ projection: CaddieCamera.Projection, into vertices: inout [Vertex]) {
        let clipped = projection.clipNear(polygon)
        guard clipped.count >= 3 else { return }
        let corners = colors.flatMap { $0.count == clipped.count && clipped == polygon ? $0 : nil }
        let screen = clipped.enumerated().map { index, point in
            let own = corners?[index] ?? color
            return Vertex(position: projection.toScreen(point), color: isFogged ? fogged(own, depth: point.z) : own)
        }
        for i in 1..<(screen.count - 1) {
            vertices.append(screen[0])
            vertices.append(screen[i])
            vertices.append(screen[i + 1])
        }
    }
}
