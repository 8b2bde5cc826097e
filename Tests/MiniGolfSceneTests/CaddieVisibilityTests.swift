import Crease
import CreaseHUD
import CreasePlaytest
@testable import CreaseSDL
import Foundation
import MiniGolfCore
@testable import MiniGolfScene
import Testing

/// The caddie camera keeps the ball in sight while it rolls, and never draws a face that
/// crosses the near plane unclipped: along the bot's putts through every hole, in the pixels.
@MainActor
@Suite struct CaddieVisibilityTests {
    /// Renders the caddie view alone, with or without the ball.
    private func render(_ game: MiniGolfGame, ball: Point, showsBall: Bool, on host: EmulatorWindow) throws -> PixelImage {
        var list = DrawList()
        try #require(game.caddieRenderer())
            .draw(time: game.match.time, ball: ball, showsBall: showsBall, aim: nil, flash: 0, into: &list)
        try host.render(list)
        return try host.readPixels()
    }

    @Test("a ball drawn small far down the view wears a ring; one near the eye wears none")
    func aFarBallWearsARing() throws {
        let (game, _) = TestSupport.game(on: try TestSupport.device("flip", .tabletop))
        let caddie = try #require(game.caddieRenderer())
        func rings(ballAhead distance: Double) -> [Double] {
            let camera = caddie.camera
            let ball = Point(x: camera.target.x + cos(camera.yaw) * distance, y: camera.target.y + sin(camera.yaw) * distance)
            var list = DrawList()
            caddie.draw(time: 0, ball: ball, showsBall: true, aim: nil, flash: 0, into: &list)
            return list.commands.compactMap { command -> Double? in
                if case .strokeCircle(_, let radius, let color, _) = command, color.red == 255, color.green == 255, color.blue == 255 { return radius }
                return nil
            }
        }
        #expect(rings(ballAhead: 0).isEmpty, "the ball at the eye's feet is big enough to need no ring")
        let far = rings(ballAhead: 150)
        #expect(far.count == 1, "a ball 150 units down the flip's view should wear a ring")
        #expect(far.allSatisfy { $0 > CaddieRenderer.markerGap }, "the ring should run outside the ball: \(far)")
    }

    @Test func theBallIsInSightWheneverItIsInTheViewAlongTheBotsPutts() throws {
        let device = try TestSupport.device("duo", .tabletop)
        var (game, _) = TestSupport.game(on: device, autoplay: true)
        var options = EmulatorWindow.Options()
        options.headless = true
        options.scale = 1
        options.background = .black
        options.device = device
        let host = try EmulatorWindow(options: options)
        host.emulator.showsHardware = false
        var checked = 0, rolling = 0
        var lost: [String] = [], cut: [String] = []
        var holes = Set<Int>()
        var unobstructed = 0
        for update in 0..<2_400 where game.match.phase != .finished {
            TestSupport.run(&game, updates: 1)
            guard update % 3 == 0, game.match.phase == .rolling || game.match.phase == .aiming else { continue }
            let ball = game.match.ball.position
            let caddie = try #require(game.caddieRenderer())
            let projection = caddie.projection
            let centre = projection.toCamera(Vector3(x: ball.x, y: ball.y, z: game.match.tuning.ballRadius))
            guard centre.z > CaddieCamera.Projection.near else { continue }
            let spot = projection.toScreen(centre)
            let x = Int(spot.x), y = Int(spot.y)
            guard caddie.frame.insetBy(dx: 4, dy: 4).contains(spot) else { continue }
            let with = try render(game, ball: ball, showsBall: true, on: host)
            let without = try render(game, ball: ball, showsBall: false, on: host)
            checked += 1
            if game.match.phase == .rolling { rolling += 1 }
            holes.insert(game.match.holeIndex)
            // Visible: a good share of the ball's disc changes when the ball is drawn (a thin
            // flagpole or a pale blade in front of part of it still leaves most of it showing).
            let radius = projection.focal * game.match.tuning.ballRadius / centre.z * 0.8
            guard radius >= 1.5 else { continue }
            var inside = 0, changed = 0
            let reach = Int(radius.rounded(.up))
            for dy in -reach...reach {
                for dx in -reach...reach where Double(dx * dx + dy * dy) <= radius * radius {
                    let a = with[x + dx, y + dy], b = without[x + dx, y + dy]
                    inside += 1
                    if abs(Int(a.red) - Int(b.red)) + abs(Int(a.green) - Int(b.green)) + abs(Int(a.blue) - Int(b.blue)) > 12 { changed += 1 }
                }
            }
            let difference = inside == 0 ? 100 : changed * 100 / inside
            if difference < 30 { lost.append("hole \(game.match.holeIndex + 1) update \(update) at (\(x), \(y))") }
            // A ball no face stands in front of (no sight line to its middle or its rim crosses
            // one) shows whole: no rail beside or under it cuts into it.
            if Self.isInFullView(ball, caddie: caddie, time: game.match.time, radius: game.match.tuning.ballRadius) {
                unobstructed += 1
                if difference < 85 { cut.append("hole \(game.match.holeIndex + 1) update \(update): \(difference)% shows") }
            }
        }
        #expect(unobstructed > 100 && cut.isEmpty, "a ball in full view was cut in \(cut.count) of \(unobstructed) views: \(cut.prefix(5))")
        #expect(checked > 100 && rolling > 40 && holes.count >= 8, "expected the bot's round to be checked along its putts (\(checked) views, \(rolling) rolling, \(holes.count) holes)")
        #expect(lost.isEmpty, "the ball was hidden in \(lost.count) of \(checked) views: \(lost.prefix(5).joined(separator: "; "))")
    }

    @Test("a low rail before the ball that leaves its middle in sight but hides its foot is drawn see-through")
    func aLowRailBeforeTheBallIsSeeThrough() throws {
        let ball = Point(x: 400, y: 300), radius = 4.0
        let projection = CaddieCamera(target: ball, yaw: 0).projection(in: Rect(x: 0, y: 0, width: 720, height: 460))
        let eye = projection.eye
        // A rail across the view 4 units before the ball, as high as halfway between where the
        // lines to the ball's middle and to its foot pass it.
        let x = ball.x - 4, t = (x - eye.x) / (ball.x - eye.x)
        let overMiddle = eye.z + (radius - eye.z) * t, overFoot = eye.z + (0.5 - eye.z) * t
        let height = (overMiddle + overFoot) / 2
        let rail = CaddieRenderer.Face(points: [Vector3(x: x, y: ball.y - 20, z: 0), Vector3(x: x, y: ball.y + 20, z: 0),
                                                Vector3(x: x, y: ball.y + 20, z: height), Vector3(x: x, y: ball.y - 20, z: height)],
                                       color: Palette.wall)
        let painted = CaddieRenderer.paintingOrder([rail], projection: projection, sightLine: (eye, Vector3(x: ball.x, y: ball.y, z: radius)))
        #expect(painted.first?.color.alpha == CaddieRenderer.seeThroughAlpha,
                "a rail \(height) high, under the line to the ball's middle (\(overMiddle)) but over its foot's (\(overFoot)), should be see-through")
    }

    @Test("an obstacle's face at the eye's elbow is see-through, a wall's there and an obstacle's further on are not, and a ball seen through a rail is painted over it")
    func nearObstaclesAreSeeThrough() throws {
        let ball = Point(x: 400, y: 300), radius = 4.0
        let projection = CaddieCamera(target: ball, yaw: 0).projection(in: Rect(x: 0, y: 0, width: 720, height: 460))
        let eye = projection.eye
        // Beside the line of sight, 30 units ahead of the eye (its nearest corner) and 60.
        func face(ahead: Double, obstacle: Bool) -> CaddieRenderer.Face {
            let x = eye.x + ahead
            return CaddieRenderer.Face(points: [Vector3(x: x, y: ball.y + 30, z: 0), Vector3(x: x + 10, y: ball.y + 30, z: 0),
                                                Vector3(x: x + 10, y: ball.y + 30, z: 26), Vector3(x: x, y: ball.y + 30, z: 26)],
                                       color: Palette.obstacle, isObstacle: obstacle)
        }
        let sight = (eye, Vector3(x: ball.x, y: ball.y, z: radius))
        let alphas = [face(ahead: 30, obstacle: true), face(ahead: 30, obstacle: false), face(ahead: 60, obstacle: true)].map { face in
            CaddieRenderer.paintingOrder([face], projection: projection, sightLine: sight).first?.color.alpha
        }
        #expect(alphas == [CaddieRenderer.seeThroughAlpha, 255, 255], "near obstacle, near wall, far obstacle: \(alphas.map { $0.map(String.init) ?? "none" })")
        // A rail across the view just before the ball: see-through, and the ball over it.
        let rail = CaddieRenderer.Face(points: [Vector3(x: ball.x - 8, y: ball.y - 20, z: 0), Vector3(x: ball.x - 8, y: ball.y + 20, z: 0),
                                                Vector3(x: ball.x - 8, y: ball.y + 20, z: 10), Vector3(x: ball.x - 8, y: ball.y - 20, z: 10)],
                                       color: Palette.wall)
        let disc = (0..<8).map { i in
            Vector3(x: ball.x, y: ball.y + cos(Double(i) * .pi / 4) * radius, z: radius + sin(Double(i) * .pi / 4) * radius)
        }
        let ballFace = CaddieRenderer.Face(points: disc, color: Palette.ball, isBall: true, anchor: Vector3(x: ball.x, y: ball.y, z: radius))
        let painted = CaddieRenderer.paintingOrder([ballFace, rail], projection: projection, sightLine: sight)
        #expect(painted.map(\.color) == [Palette.wall.withAlpha(CaddieRenderer.seeThroughAlpha), Palette.ball],
                "the rail should be see-through and the ball painted after it: \(painted.map(\.color))")
    }

    /// True when the lines from the eye to the ball's middle and to eight points round its rim
    /// cross no upright face.
    static func isInFullView(_ ball: Point, caddie: CaddieRenderer, time: Double, radius: Double) -> Bool {
        let projection = caddie.projection
        let faces = caddie.uprightFaces(time: time).map { CaddieRenderer.Candidate(face: $0, camera: $0.points.map(projection.toCamera), projection: projection) }
        let centre = Vector3(x: ball.x, y: ball.y, z: radius)
        let points = [centre] + (0..<8).map { index in
            let angle = Double(index) * Double.pi / 4
            return centre + projection.right * (cos(angle) * radius * 0.8) + projection.up * (sin(angle) * radius * 0.8)
        }
        return !points.contains { point in faces.contains { $0.crosses(from: projection.eye, to: point) } }
    }

    @Test func noFaceReachesTheScreenFromBehindTheNearPlane() throws {
        let device = try TestSupport.device("duo", .tabletop)
        var (game, _) = TestSupport.game(on: device, autoplay: true)
        var meshes = 0, outside = 0
        for _ in 0..<1_200 where game.match.phase != .finished {
            TestSupport.run(&game, updates: 1)
            var list = DrawList()
            let caddie = try #require(game.caddieRenderer())
            caddie.draw(time: game.match.time, ball: game.match.ball.position, showsBall: true, aim: game.aim, flash: 0, into: &list)
            let frame = caddie.frame
            // A corner behind the eye, projected unclipped, lands far off the view or on the
            // wrong side of it; the near plane at 12 units keeps every corner within reach.
            let projection = caddie.projection
            let reach = projection.focal * 4_000 / CaddieCamera.Projection.near
            for command in list.commands {
                guard case .triangles(let vertices, _, _) = command else { continue }
                meshes += 1
                outside += vertices.count { vertex in
                    !(vertex.position.x.isFinite && vertex.position.y.isFinite && abs(vertex.position.x - frame.midX) < reach
                      && abs(vertex.position.y - frame.midY) < reach)
                }
            }
        }
        #expect(meshes > 1_000)
        #expect(outside == 0, "\(outside) corners were projected from behind the near plane")
    }
}

/// The near-plane clip: what crosses it is cut there, what lies behind it is gone.
@Suite struct NearPlaneClipTests {
    @Test func aQuadCrossingTheNearPlaneIsCutAtIt() {
        let camera = CaddieCamera(target: Point(x: 0, y: 0), yaw: 0)
        let projection = camera.projection(in: Rect(x: 0, y: 0, width: 400, height: 300))
        let near = CaddieCamera.Projection.near
        let quad = [Vector3(x: -50, y: 0, z: -30), Vector3(x: 50, y: 0, z: -30), Vector3(x: 50, y: 0, z: 80), Vector3(x: -50, y: 0, z: 80)]
        let clipped = projection.clipNear(quad)
        #expect(clipped.count == 4 && clipped.allSatisfy { $0.z >= near - 1e-9 }, "\(clipped)")
        #expect(clipped.filter { abs($0.z - near) < 1e-9 }.count == 2, "two corners should lie on the near plane: \(clipped)")
        #expect(projection.clipNear(quad.map { Vector3(x: $0.x, y: $0.y, z: min($0.z, near - 1)) }).isEmpty, "a quad behind the near plane should vanish")
    }
}
