import Crease
import CreaseHUD
import CreasePlaytest
import Foundation
import MiniGolfCore
@testable import MiniGolfScene
import Testing

/// The caddie camera's eye comes in over the course where the fence leaves it room, looks
/// over the rail down the putt where it does not, and a ball rolling back at it does not swing it.
@Suite struct CaddieCameraTests {
    /// True when `point` lies inside `polygon` or within a hair of its outline.
    static func isOver(_ point: Point, _ polygon: [Point]) -> Bool {
        if TopDownRenderer.contains(polygon, point) { return true }
        return polygon.indices.contains { index in
            let a = polygon[index], b = polygon[(index + 1) % polygon.count]
            let dx = b.x - a.x, dy = b.y - a.y
            let t = max(0, min(1, ((point.x - a.x) * dx + (point.y - a.y) * dy) / max(1e-12, dx * dx + dy * dy)))
            let x = a.x + dx * t - point.x, y = a.y + dy * t - point.y
            return (x * x + y * y).squareRoot() < 1e-6
        }
    }

    @Test("the ball never leaves the caddie view along the bot's round, bank shots and walls included",
          arguments: TestSupport.profileNames)
    func theBallStaysInTheView(profile: String) throws {
        let device = try TestSupport.device(profile, .tabletop)
        var (game, _) = TestSupport.game(on: device, autoplay: true)
        var checked = 0
        var lost: [String] = []
        for update in 0..<3_000 where game.match.phase != .finished {
            TestSupport.run(&game, updates: 1)
            guard game.match.phase == .rolling || game.match.phase == .aiming else { continue }
            let ball = game.match.ball.position
            let caddie = try #require(game.caddieRenderer())
            let centre = caddie.projection.toCamera(Vector3(x: ball.x, y: ball.y, z: game.match.tuning.ballRadius))
            checked += 1
            if centre.z <= CaddieCamera.Projection.near || !caddie.view.contains(caddie.projection.toScreen(centre)) {
                lost.append("hole \(game.match.holeIndex + 1) update \(update): ball at \(ball), heading \(game.hole.camera.yaw)")
            }
        }
        #expect(checked > 300 && lost.isEmpty, "\(profile): the ball left the view in \(lost.count) of \(checked) frames: \(lost.prefix(4))")
    }

    @Test("at rest the ball sits well inside the caddie view, never at its edge, in tabletop and book",
          arguments: TestSupport.profileNames.flatMap { profile in [Posture.tabletop, .book].map { (profile, $0) } })
    func theBallSitsWellInside(profile: String, posture: Posture) throws {
        var (game, _) = TestSupport.game(on: try TestSupport.device(profile, posture), autoplay: true)
        var checked = 0
        var edge: [String] = []
        for update in 0..<3_000 where game.match.phase != .finished {
            TestSupport.run(&game, updates: 1)
            guard game.match.phase == .aiming, let caddie = game.caddieRenderer() else { continue }
            let ball = game.match.ball.position
            let centre = caddie.projection.toCamera(Vector3(x: ball.x, y: ball.y, z: game.match.tuning.ballRadius))
            let inner = caddie.view.insetBy(dx: caddie.view.width * 0.12, dy: caddie.view.height * 0.12)
            checked += 1
            if centre.z <= CaddieCamera.Projection.near || !inner.contains(caddie.projection.toScreen(centre)) {
                edge.append("hole \(game.match.holeIndex + 1) update \(update): at \(caddie.projection.toScreen(centre)) in \(caddie.view)")
            }
        }
        #expect(checked > 100 && edge.isEmpty, "\(profile) \(posture): the ball at rest sat by the view's edge in \(edge.count) of \(checked) frames: \(edge.prefix(3))")
    }

    @Test func theEyeStaysOverTheCourseAlongTheBotsRound() throws {
        let device = try TestSupport.device("duo", .tabletop)
        var (game, _) = TestSupport.game(on: device, autoplay: true)
        var checked = 0, closedIn = 0
        var outside: [String] = []
        var holes = Set<Int>()
        for update in 0..<3_000 where game.match.phase != .finished {
            TestSupport.run(&game, updates: 1)
            let eye = game.hole.camera.eye
            checked += 1
            holes.insert(game.match.holeIndex)
            if game.hole.camera.reach < CaddieCamera.distance - 1 { closedIn += 1 }
            // Beyond the fence only where the room behind the ball is too short to come in
            // to, or on the way there or back.
            let camera = game.hole.camera
            let room = camera.room(along: camera.yaw)
            let settled = abs(camera.reach - camera.goalReach(room: room)) < 0.5
            if settled, room >= CaddieCamera.pleasantReach,
               !Self.isOver(Point(x: eye.x, y: eye.y), game.match.course.boundary) {
                outside.append("hole \(game.match.holeIndex + 1) update \(update): eye at (\(eye.x), \(eye.y))")
            }
        }
        #expect(holes.count == CourseLibrary.holeCount && closedIn > 50,
                "expected the whole round checked, the rig closing in near the fence (\(holes.count) holes, \(closedIn) closed in)")
        #expect(outside.isEmpty, "with room behind the ball, the eye left the course \(outside.count) of \(checked) times: \(outside.prefix(3))")
    }

    @Test func aTeeNearTheFenceIsSeenFromInsideIt() {
        let fence = [Point(x: 20, y: 20), Point(x: 380, y: 20), Point(x: 380, y: 230), Point(x: 20, y: 230)]
        let camera = CaddieCamera(target: Point(x: 60, y: 125), yaw: 0, fence: fence)
        #expect(abs(camera.reach - 40) < 1e-9, "40 units from the fence behind it, the eye should come in to it, not stand \(camera.reach) back")
        #expect(Self.isOver(Point(x: camera.eye.x, y: camera.eye.y), fence), "closed in, the eye should be over the course, at \(camera.eye)")
        #expect(camera.eye.z > CaddieRenderer.wallHeight, "closed in, the eye should still look over the walls, at \(camera.eye.z)")
        let span = (camera.eye.z * camera.eye.z + camera.reach * camera.reach).squareRoot()
        #expect(span >= CaddieCamera.leastScale * 82, "closed in, the eye should keep its distance from the ball by craning up, not \(span)")
        // The ball sits where it always does in the view: below the middle by the same angle.
        let usual = CaddieCamera(target: Point(x: 200, y: 125), yaw: 0, fence: fence)
        let rows = [camera, usual].map { rig in
            let projection = rig.projection(in: Rect(x: 0, y: 0, width: 700, height: 400))
            return projection.toScreen(projection.toCamera(Vector3(x: rig.target.x, y: rig.target.y, z: 4))).y
        }
        #expect(abs(rows[0] - rows[1]) < 1, "the ball should sit on the same row closed in (\(rows[0])) as usual (\(rows[1]))")
    }

    @Test func aBallByTheFenceIsSeenOverTheRailDownThePutt() {
        let fence = [Point(x: 20, y: 20), Point(x: 380, y: 20), Point(x: 380, y: 230), Point(x: 20, y: 230)]
        let camera = CaddieCamera(target: Point(x: 30, y: 125), yaw: 0, fence: fence)
        #expect(camera.reach == CaddieCamera.distance && camera.eye.z >= CaddieCamera.height,
                "10 units from the fence, the eye should stand where it usually does, beyond it: reach \(camera.reach), height \(camera.eye.z)")
        #expect(!Self.isOver(Point(x: camera.eye.x, y: camera.eye.y), fence) && abs(camera.eye.y - 125) < 1e-9,
                "the eye should stand straight back along the aim, beyond the fence, at \(camera.eye)")
    }

    @Test("beyond the fence the eye rises until its line to the ball clears the rail, as far as the view may look down",
          arguments: [10.0, 12, 15, 18, 22])
    func beyondTheFenceTheEyeRisesOverTheRail(room: Double) {
        let fence = [Point(x: 20, y: 20), Point(x: 380, y: 20), Point(x: 380, y: 230), Point(x: 20, y: 230)]
        let camera = CaddieCamera(target: Point(x: 20 + room, y: 125), yaw: 0, fence: fence)
        let eye = camera.eye
        #expect(eye.x < 20, "\(room) units from the fence the eye should stand beyond it, at \(eye)")
        // The line from the eye to the ball's centre (4 units up), where it crosses the rail.
        let overRail = 4 + (eye.z - 4) * room / (camera.target.x - eye.x)
        #expect(overRail >= CaddieRenderer.wallHeight + CaddieCamera.railClearance - 1e-6,
                "\(room) units from the fence the line to the ball crosses the rail \(overRail) up, under its top and the ball's height")
        #expect(camera.pitch <= Self.steepest, "\(room) units from the fence the view looks \(camera.pitch * 180 / Double.pi)° down")
        // Against the rail rising cannot clear it within that slant: the eye stays at its height.
        let against = CaddieCamera(target: Point(x: 25, y: 125), yaw: 0, fence: fence)
        #expect(against.rise == 0 && abs(against.eye.z - CaddieCamera.height) < 1e-9, "against the rail the eye should not rise, at \(against.eye.z)")
    }

    @Test("beyond the fence, the view tilts up so the rail, not the ground outside, runs along its foot, the ball kept in")
    func beyondTheFenceTheViewTiltsOverTheRail() {
        let fence = [Point(x: 20, y: 20), Point(x: 380, y: 20), Point(x: 380, y: 230), Point(x: 20, y: 230)]
        let frame = Rect(x: 0, y: 0, width: 720, height: 480), bottom = frame.maxY, ballAbove = frame.maxY - 58
        var camera = CaddieCamera(target: Point(x: 30, y: 125), yaw: 0, fence: fence)
        let before = camera.projection(in: frame)
        let footAt = { (projection: CaddieCamera.Projection) in projection.toScreen(projection.toCamera(Vector3(x: 20, y: 125, z: 0))).y }
        let ballAt = { (projection: CaddieCamera.Projection) in projection.toScreen(projection.toCamera(Vector3(x: 30, y: 125, z: 4))).y }
        #expect(footAt(before) < bottom - 20, "untilted, the ground outside the fence should show below its foot")
        camera.tilt = camera.tilt(hidingOutsideBelow: bottom, ballAbove: ballAbove, in: frame)
        let after = camera.projection(in: frame)
        #expect(camera.tilt > 0 && footAt(after) > footAt(before), "the view should tilt up, lowering the fence's foot")
        #expect(abs(footAt(after) - bottom) < 0.5 || ballAt(after) < ballAbove, "the foot should reach the bottom, or the ball its margin")
        #expect(ballAt(after) < ballAbove + 1e-6, "the ball should stay above its margin, at \(ballAt(after))")
        let inside = CaddieCamera(target: Point(x: 200, y: 125), yaw: 0, fence: fence)
        #expect(inside.tilt(hidingOutsideBelow: bottom, ballAbove: ballAbove, in: frame) == 0, "an eye over the course needs no tilt")
    }

    /// The steepest the view may look down, radians (the usual rig looks about 19° down), and
    /// a hair for rounding.
    static let steepest = CaddieCamera.steepestPitch + 1e-9

    @Test func aBallRestingByAWallIsSeenAtAPleasantSlant() {
        let fence = [Point(x: 20, y: 20), Point(x: 380, y: 20), Point(x: 380, y: 230), Point(x: 20, y: 230)]
        // Against the fence behind, beside it along either side, and in the corners, aiming out.
        let spots: [(Point, Double)] = [
            (Point(x: 25, y: 125), 0), (Point(x: 375, y: 125), Double.pi), (Point(x: 200, y: 25), Double.pi / 2),
            (Point(x: 200, y: 225), -Double.pi / 2), (Point(x: 25, y: 125), 0.6), (Point(x: 200, y: 25), 2.5),
            (Point(x: 30, y: 30), Double.pi / 4), (Point(x: 370, y: 220), -3 * Double.pi / 4),
        ]
        for (ball, aim) in spots {
            var camera = CaddieCamera(target: Point(x: 200, y: 125), yaw: aim, fence: fence)
            for _ in 0..<120 { camera.follow(ball: ball, velocity: .zero, isRolling: false, aimAngle: aim, seconds: 1.0 / 60) }
            #expect(camera.pitch <= Self.steepest, "by \(ball) aiming \(aim), the view looks \(camera.pitch * 180 / Double.pi)° down")
            #expect(camera.eye.z > CaddieRenderer.wallHeight, "by \(ball), the eye should look over the walls, at \(camera.eye.z)")
        }
    }

    @Test func theViewKeepsAPleasantSlantAlongTheBotsRound() throws {
        let device = try TestSupport.device("duo", .tabletop)
        var (game, _) = TestSupport.game(on: device, autoplay: true)
        var resting = 0, steep: [String] = []
        for update in 0..<3_000 where game.match.phase != .finished {
            TestSupport.run(&game, updates: 1)
            guard game.match.phase == .aiming else { continue }
            resting += 1
            let pitch = game.hole.camera.pitch
            if pitch > Self.steepest { steep.append("hole \(game.match.holeIndex + 1) update \(update): \(pitch * 180 / Double.pi)°") }
        }
        #expect(resting > 500, "expected the bot's round to rest a while before its putts, not \(resting) updates")
        #expect(steep.isEmpty, "at rest the view looked down too steeply \(steep.count) of \(resting) times: \(steep.prefix(3))")
    }

    @Test func aPuttRollingWellInsideTheViewIsWatchedFromWhereItWasStruck() {
        var camera = CaddieCamera(target: Point(x: 100, y: 125), yaw: 0)
        let start = camera
        var ball = Point(x: 100, y: 125)
        // Straight out along the view for a little over half a second: the view holds still.
        for _ in 0..<35 {
            ball = Point(x: ball.x + 3, y: ball.y)
            camera.follow(ball: ball, velocity: Point(x: 180, y: 0), isRolling: true, aimAngle: 0, seconds: 1.0 / 60)
            #expect(camera.target == start.target && camera.yaw == start.yaw && camera.reach == start.reach,
                    "a ball rolling straight down the view should leave the camera where it was, at \(ball)")
        }
        // Off to the side, out of the watched bearing: the view follows, starting gently.
        var moves: [Double] = []
        for _ in 0..<40 {
            ball = Point(x: ball.x + 1, y: ball.y + 6)
            let before = camera.target
            camera.follow(ball: ball, velocity: Point(x: 60, y: 360), isRolling: true, aimAngle: 0, seconds: 1.0 / 60)
            moves.append(before.distance(to: camera.target))
        }
        let first = moves.firstIndex { $0 > 0 } ?? moves.count
        #expect(first < moves.count, "a ball leaving the watched bearing should be followed")
        #expect(first < moves.count && moves[first] < 0.2 * moves.max()!,
                "following should start gently: its first move \(moves[min(first, moves.count - 1)]) of at most \(moves.max()!)")
    }

    @Test func aLongPuttIsFollowedOnceTheBallIsFarFromTheEye() throws {
        var camera = CaddieCamera(target: Point(x: 100, y: 125), yaw: 0)
        let start = camera.target
        var ball = Point(x: 100, y: 125)
        var followedAt: Double?
        var fastest = 0.0
        for _ in 0..<150 {
            ball = Point(x: ball.x + 3, y: ball.y)
            let before = camera.target
            camera.follow(ball: ball, velocity: Point(x: 180, y: 0), isRolling: true, aimAngle: 0, seconds: 1.0 / 60)
            if followedAt == nil, camera.target != start { followedAt = ball.x - camera.eye.x }
            fastest = max(fastest, before.distance(to: camera.target) * 60)
        }
        #expect(fastest <= 180 + CaddieCamera.followCatchUp + 1e-6,
                "the camera should close on the ball no faster than \(CaddieCamera.followCatchUp) beyond its 180 units a second, not at \(fastest)")
        let at = try #require(followedAt, "a ball rolling far down the view should be followed")
        #expect(abs(at - CaddieCamera.watchedDistance) < 4,
                "following should start as the ball passes \(CaddieCamera.watchedDistance) units from the eye, not at \(at)")
        #expect(ball.x - camera.eye.x < 150, "followed, the ball should come back near the eye, \(ball.x - camera.eye.x) units off")
    }

    @Test func aBallAtRestIsWalkedUpToAtAWalkingPace() {
        var camera = CaddieCamera(target: Point(x: 100, y: 125), yaw: 0)
        let ball = Point(x: 300, y: 125)
        var fastest = 0.0, frames = 0
        while camera.target != ball, frames < 600 {
            let before = camera.target
            camera.follow(ball: ball, velocity: .zero, isRolling: false, aimAngle: 0, seconds: 1.0 / 60)
            fastest = max(fastest, before.distance(to: camera.target) * 60)
            frames += 1
        }
        #expect(fastest <= CaddieCamera.walkSpeed + 1e-9, "the walk should go no faster than \(CaddieCamera.walkSpeed) units a second, not \(fastest)")
        #expect(frames < 120, "a walk of 200 units should take under two seconds, not \(frames) frames")
    }

    @Test func aHoledBallStopsTheCameraWithAGlideNotAJolt() {
        var camera = CaddieCamera(target: Point(x: 100, y: 125), yaw: 0)
        var ball = Point(x: 100, y: 125)
        // Followed (a bank shot): the ball leaves the view's bearing at once.
        for _ in 0..<60 {
            ball = Point(x: ball.x + 2, y: ball.y + 2)
            camera.follow(ball: ball, velocity: Point(x: 120, y: 120), isRolling: true, aimAngle: 0, seconds: 1.0 / 60)
        }
        var moves: [Double] = []
        for _ in 0..<60 {
            let before = camera.target
            camera.follow(ball: ball, velocity: .zero, isRolling: false, isHoled: true, aimAngle: 0, seconds: 1.0 / 60)
            moves.append(before.distance(to: camera.target))
        }
        #expect(moves[0] > 0.5, "a followed camera should glide on as the ball drops, not halt (moved \(moves[0]))")
        #expect(zip(moves, moves.dropFirst()).allSatisfy { $1 <= $0 }, "the glide should only slow: \(moves.prefix(8))")
        let still = moves.firstIndex(of: 0) ?? moves.count
        #expect(still <= 24 && moves[still...].allSatisfy { $0 == 0 },
                "the camera should stand still within about a quarter second of the ball dropping, not after \(still) frames")
    }

    @Test func aBallRollingBackAtTheEyeDoesNotSwingTheView() {
        var camera = CaddieCamera(target: Point(x: 200, y: 125), yaw: 0)
        var ball = Point(x: 200, y: 125)
        var widest = 0.0
        // Out along +x, then straight back off a wall ahead, then slightly off the line back.
        for frame in 0..<120 {
            let velocity = frame < 40 ? Point(x: 300, y: 0) : Point(x: -260, y: frame < 80 ? 0 : 30)
            ball = Point(x: ball.x + velocity.x / 60, y: ball.y + velocity.y / 60)
            camera.follow(ball: ball, velocity: velocity, isRolling: true, aimAngle: 0, seconds: 1.0 / 60)
            widest = max(widest, abs(camera.yaw))
        }
        #expect(widest < 0.05, "a ball rolling back at the eye should leave the view as it was; it turned \(widest) rad")
    }

    @Test func byAWallTheViewStillLooksDownTheAimLine() {
        let fence = [Point(x: 20, y: 20), Point(x: 380, y: 20), Point(x: 380, y: 230), Point(x: 20, y: 230)]
        // Against the fence behind and beside a side fence, aiming along the course; in corners
        // (where the eye swings furthest) the view still turns back toward the putt.
        let spots: [(Point, Double, corner: Bool)] = [
            (Point(x: 25, y: 125), 0, false), (Point(x: 375, y: 125), Double.pi, false), (Point(x: 30, y: 30), Double.pi / 4, true),
            (Point(x: 28, y: 200), -0.3, false), (Point(x: 200, y: 26), Double.pi / 2, false), (Point(x: 370, y: 220), -3 * Double.pi / 4, true),
        ]
        let frame = Rect(x: 0, y: 0, width: 540, height: 400)
        for (ball, aim, corner) in spots {
            var camera = CaddieCamera(target: Point(x: 200, y: 125), yaw: aim, fence: fence)
            for _ in 0..<120 { camera.follow(ball: ball, velocity: .zero, isRolling: false, aimAngle: aim, seconds: 1.0 / 60) }
            let projection = camera.projection(in: frame)
            let ahead = corner ? ball : Point(x: ball.x + cos(aim) * 60, y: ball.y + sin(aim) * 60)
            let onScreen = [ball, ahead].map { point in projection.toCamera(Vector3(x: point.x, y: point.y, z: 4)) }
            #expect(onScreen.allSatisfy { $0.z > CaddieCamera.Projection.near && frame.contains(projection.toScreen($0)) },
                    "by \(ball) aiming \(aim), the ball and the aim line 60 units on should both be in view")
            let off = abs(remainder(camera.yaw - aim, 2 * Double.pi))
            #expect(off < 1e-6, "by \(ball) aiming \(aim), the view should look down the putt, not \(off * 180 / Double.pi)° off it at a wall")
        }
    }

    @Test("near the cup the eye rises: the ball never covers the cup in front of it",
          arguments: [14.0, 18.0, 24.0, 32.0, 45.0, 60.0])
    func nearTheCupBallAndCupShowApart(distance: Double) {
        let fence = [Point(x: 20, y: 20), Point(x: 380, y: 20), Point(x: 380, y: 230), Point(x: 20, y: 230)]
        let ball = Point(x: 200, y: 125)
        let cup = Point(x: ball.x + distance, y: ball.y)
        let camera = CaddieCamera(target: ball, yaw: 0, fence: fence, cup: cup)
        let projection = camera.projection(in: Rect(x: 0, y: 0, width: 540, height: 400))
        let ballTop = projection.toScreen(projection.toCamera(Vector3(x: ball.x, y: ball.y, z: 8)))
        // The middle of the cup's far half shows above the ball's silhouette.
        let cupFar = projection.toScreen(projection.toCamera(Vector3(x: cup.x + 3.5, y: cup.y, z: 0)))
        #expect(cupFar.y < ballTop.y - 2, "a cup \(distance) units ahead should show above the ball (cup at row \(cupFar.y), ball's top at \(ballTop.y))")
        #expect(camera.eye.z > CaddieCamera(target: ball, yaw: 0, fence: fence).eye.z || distance >= CaddieCamera.cupNear,
                "near the cup the eye should stand higher than away from it")
    }

    @Test func theFlagNeverStandsUnderTheStatusOnTheDogleg() throws {
        for profile in TestSupport.profileNames {
            let device = try TestSupport.device(profile, .tabletop)
            var (game, _) = TestSupport.game(on: device)
            var course = game.match.courses[1]
            var problems: [String] = []
            for spot in [Point(x: 300, y: 70), Point(x: 320, y: 60), Point(x: 290, y: 110), Point(x: 335, y: 120)] {
                course.tee = spot
                game.match = MiniGolfMatch(courses: [course])
                game.startHole()
                TestSupport.run(&game, updates: 60)
                let caddie = try #require(game.caddieRenderer())
                let projection = caddie.projection
                let flag = projection.toCamera(Vector3(x: course.cup.x, y: course.cup.y, z: CaddieRenderer.flagHeight))
                let ball = projection.toCamera(Vector3(x: spot.x, y: spot.y, z: 4))
                guard flag.z > CaddieCamera.Projection.near, caddie.view.insetBy(dx: -1, dy: -400).contains(projection.toScreen(flag)) else { continue }
                if projection.toScreen(flag).y < caddie.view.minY { problems.append("from \(spot) the flag's top is at row \(projection.toScreen(flag).y), above \(caddie.view.minY)") }
                if !caddie.view.contains(projection.toScreen(ball)) { problems.append("from \(spot) the ball left the view") }
            }
            #expect(problems.isEmpty, "\(profile): \(problems)")
        }
    }
}
