import Crease
import CreaseHUD
import CreasePlaytest
import CreaseSDL
import Foundation
import MiniGolfCore
@testable import MiniGolfScene
import Testing

/// Aiming: the preview is as long as the roll, and the power, the handle and the first-shot
/// hint never sit on the ball or the drag line.
@Suite struct MiniGolfAimTests {
    /// A flat, straight hole long enough for a full-power putt, the cup off the line.
    static let straight = Course(name: "Straight", par: 3, size: Size(width: 900, height: 200), tee: Point(x: 40, y: 100),
                                 cup: Point(x: 860, y: 30),
                                 boundary: [Point(x: 10, y: 10), Point(x: 890, y: 10), Point(x: 890, y: 190), Point(x: 10, y: 190)])

    static func length(_ path: [Point]) -> Double {
        zip(path, path.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
    }

    @Test("the preview's length matches the roll within 10% at every power on a flat straight hole, up to its reach, which grows with the power",
          arguments: stride(from: 0.05, through: 1.0, by: 0.05).map { $0 })
    func previewMatchesTheRoll(power: Double) throws {
        let device = try TestSupport.device("duo", .tabletop)
        var (game, _) = TestSupport.game(on: device)
        game.match = MiniGolfMatch(courses: [Self.straight])
        game.aim = AimState(angle: 0, power: power)
        let preview = Self.length(game.previewPath()), rests = game.previewRun().rests
        let start = game.match.ball.position
        game.putt()
        for _ in 0..<2_000 where game.match.phase == .rolling { TestSupport.run(&game, updates: 1) }
        let roll = start.distance(to: game.match.ball.position)
        #expect(game.match.phase == .aiming && roll > 1, "the putt at \(power) should roll and stop on the hole")
        let reach = MiniGolfGame.previewReach(power: power, tuning: game.match.tuning)
        let shown = min(roll, reach)
        #expect(abs(preview - shown) <= shown * 0.1, "at \(Int(power * 100))% the preview shows \(preview) units and the ball rolls \(roll)")
        // Only a putt that stops within the reach has its end ringed.
        #expect(rests == (roll < reach) || abs(roll - reach) < 12,
                "at \(Int(power * 100))% a roll of \(roll) units is \(roll < reach ? "within" : "past") the guide's reach")
        // A harder putt always shows a longer guide.
        var softer = game
        softer.match = MiniGolfMatch(courses: [Self.straight])
        softer.aim = AimState(angle: 0, power: power - 0.05)
        if power > 0.05 {
            #expect(Self.length(softer.previewPath()) < preview, "at \(Int(power * 100))% the guide should be longer than 5% less power's")
        }
    }

    @Test("the roll grows steadily, close to in proportion, with the drag, and a short drag is a useful tap-in")
    func rollFollowsTheDrag() throws {
        let device = try TestSupport.device("duo", .tabletop)
        var rolls: [(pull: Double, roll: Double)] = []
        for pull in stride(from: 10.0, through: 150.0, by: 10.0) {
            var (game, _) = TestSupport.game(on: device)
            game.match = MiniGolfMatch(courses: [Self.straight])
            game.startHole()
            _ = FramePhases.layOut(&game, on: game.device, measurer: MonospaceTextMeasurer())
            let ball = game.courseView.display(game.match.ball.position)
            // Drag back to the left of the ball, so the putt goes right along the hole.
            let start = Point(x: ball.x + 40, y: ball.y)
            for (phase, at) in [(PointerPhase.began, start), (.moved, Point(x: start.x - pull, y: start.y)), (.ended, Point(x: start.x - pull, y: start.y))] {
                _ = FramePhases.handle(.pointer(PointerEvent(id: .mouse, phase: phase, location: at)), in: &game)
            }
            let from = Self.straight.tee
            for _ in 0..<2_000 where game.match.phase == .rolling { TestSupport.run(&game, updates: 1) }
            rolls.append((pull, from.distance(to: game.match.ball.position)))
        }
        let growing = zip(rolls, rolls.dropFirst()).allSatisfy { $0.roll < $1.roll }
        #expect(growing, "a longer drag should always roll further: \(rolls.map { "\(Int($0.pull)) pt → \(Int($0.roll))" })")
        // Close to a straight line through the origin: each roll within 6% of a full roll of it.
        let full = try #require(rolls.last).roll
        let far = rolls.filter { abs($0.roll - full * $0.pull / 150) > full * 0.06 }
        #expect(far.isEmpty, "rolls should be about in proportion to the drag; off: \(far.map { "\(Int($0.pull)) pt → \(Int($0.roll))" })")
        #expect(rolls[1].roll > 40, "a 20 pt drag should roll a useful tap-in (over five ball-widths), not \(rolls[1].roll)")
    }

    static let postures: [(String, Posture)] = TestSupport.profileNames.flatMap { profile in Posture.allCases.map { (profile, $0) } }

    @Test("the power never lies on the ball, the drag line, the handle, the cup or its flag; the handle never on the ball or the fence",
          arguments: postures)
    func powerAndHandleKeepOffTheBall(profile: String, posture: Posture) throws {
        let device = try TestSupport.device(profile, posture)
        var (game, _) = TestSupport.game(on: device)
        var problems: [String] = []
        var checked = 0
        for hole in 0..<game.match.courses.count {
            for degrees in stride(from: 0.0, to: 360.0, by: 30.0) {
                for power in [0.05, 0.5, 1.0] {
                    game.aim = AimState(angle: degrees * Double.pi / 180, power: power)
                    let view = game.courseView
                    let ball = view.display(game.match.ball.position)
                    let handle = game.aimHandle()
                    let path = game.previewPath().map(view.display)
                    let renderer = TopDownRenderer(art: HoleArt(course: game.match.course), view: view, tuning: game.match.tuning)
                    let plate = PowerPlate.frame(ball: ball, handle: handle, scenery: renderer.scenery(path: path), in: game.placement.courseArea)
                    checked += 1
                    let ballBox = Rect(x: ball.x - 6, y: ball.y - 6, width: 12, height: 12)
                    let what = "hole \(hole + 1) at \(Int(degrees))°, \(Int(power * 100))%"
                    if plate.intersects(ballBox) { problems.append("\(what): the power lies on the ball") }
                    if plate.intersects(renderer.cupAndFlag) { problems.append("\(what): the power lies on the cup or its flag") }
                    if !game.placement.courseArea.contains(plate) { problems.append("\(what): the power leaves the course's room") }
                    if let handle {
                        if ball.distance(to: handle) < MiniGolfGame.handleClearance { problems.append("\(what): the handle sits on the ball") }
                        // Off the fence's line wherever the room leaves a spot for it (the flip's
                        // small views may not, and there the ring stays rather than goes).
                        let fence = game.match.course.boundary.map(view.display)
                        let fenceGap = fence.indices.map { Polygon.distance(from: handle, toSegment: fence[$0], fence[($0 + 1) % fence.count]) }.min() ?? .infinity
                        if profile != "flip", fenceGap < MiniGolfGame.handleFenceClearance - 1e-9 {
                            problems.append("\(what): the handle lies on the fence (\(fenceGap) pt off it)")
                        }
                        if PowerPlate.crosses(ball, handle, plate) { problems.append("\(what): the power lies on the drag line") }
                        if plate.intersects(Rect(x: handle.x - 12, y: handle.y - 12, width: 24, height: 24)) {
                            problems.append("\(what): the power lies on the handle")
                        }
                    }
                }
            }
            game.match.nextHole()
            game.startHole()
            _ = FramePhases.layOut(&game, on: game.device, measurer: MonospaceTextMeasurer())
        }
        #expect(checked > 300 && problems.isEmpty, "\(profile) \(posture): \(problems.count) of \(checked) aims: \(problems.prefix(4))")
    }

    @Test("a drag gives the same power for the same points on every profile and posture, and its handle follows it",
          arguments: postures)
    func dragPowerIsInPoints(profile: String, posture: Posture) throws {
        let device = try TestSupport.device(profile, posture)
        var (game, _) = TestSupport.game(on: device)
        let start = game.courseView.frame.center
        _ = FramePhases.handle(.pointer(PointerEvent(id: .mouse, phase: .began, location: start)), in: &game)
        for pull in [12.0, 30, 60, 150, 260] {
            let end = Point(x: start.x + pull, y: start.y)
            _ = FramePhases.handle(.pointer(PointerEvent(id: .mouse, phase: .moved, location: end)), in: &game)
            let expected = min(1, pull / MiniGolfGame.fullPowerPull)
            #expect(abs(game.aim.power - expected) < 1e-9, "\(profile) \(posture): a \(pull) pt pull gives \(game.aim.power), not \(expected)")
            let ball = game.courseView.display(game.match.ball.position)
            guard pull >= MiniGolfGame.handleClearance else {
                #expect(game.aimHandle() == nil, "\(profile) \(posture): a \(pull) pt pull's handle would sit on the ball")
                continue
            }
            let handle = try #require(game.aimHandle(), "\(profile) \(posture): a \(pull) pt pull shows no handle")
            let reach = ball.distance(to: handle)
            // As far behind the ball as the pull (at most full power), so a drag from the ball
            // to the handle gives the power shown, unless the room round the course ends first
            // or that spot is off the grass, where it comes in onto the grass; never pinned at
            // the course's edge.
            let wanted = min(pull, MiniGolfGame.fullPowerPull)
            let room = game.placement.courseArea.insetBy(dx: MiniGolfGame.handleMargin, dy: MiniGolfGame.handleMargin)
            let atTheRoomsEdge = abs(handle.x - room.minX) < 1e-6 || abs(handle.x - room.maxX) < 1e-6
                || abs(handle.y - room.minY) < 1e-6 || abs(handle.y - room.maxY) < 1e-6
            let fence = game.match.course.boundary.map(game.courseView.display)
            let cameIn = reach < wanted && Polygon.contains(fence, handle)
            #expect(abs(reach - wanted) < 1e-6 || atTheRoomsEdge || cameIn, "\(profile) \(posture): a \(pull) pt pull puts the handle \(reach) pt off")
            #expect(reach >= MiniGolfGame.handleClearance)
        }
    }

    @Test("a suggested or keyed power puts the handle where a drag from the ball gives that power")
    func handleMatchesThePowerShown() throws {
        var (game, _) = TestSupport.game(on: try TestSupport.device("duo", .tabletop))
        for power in [0.05, 0.1, 0.2, 0.3, 0.6] {
            // Aimed back along the tee, so the handle stands over the course, in its room.
            game.aim = AimState(angle: Double.pi, power: power)
            let ball = game.courseView.display(game.match.ball.position)
            let pull = power * MiniGolfGame.fullPowerPull
            guard let handle = game.aimHandle() else {
                #expect(pull < MiniGolfGame.handleClearance, "\(Int(power * 100))%: no handle, though its ring would clear the ball")
                continue
            }
            #expect(abs(ball.distance(to: handle) - pull) < 1e-6, "\(Int(power * 100))%: the handle is \(ball.distance(to: handle)) pt behind the ball, a drag of which gives another power")
        }
    }

    @Test("a pull that would put the handle out past the fence brings it in onto the grass, clear of the rail")
    func handleComesInOntoTheGrass() throws {
        var (game, _) = TestSupport.game(on: try TestSupport.device("duo", .tabletop))
        // Hole 1's tee lies near its left fence: a strong putt to the right pulls back over it.
        game.aim = AimState(angle: 0, power: 0.8)
        let ball = game.courseView.display(game.match.ball.position)
        let fence = game.match.course.boundary.map(game.courseView.display)
        #expect(!Polygon.contains(fence, Point(x: ball.x - 0.8 * MiniGolfGame.fullPowerPull, y: ball.y)), "the pull's own spot should lie past the fence")
        let handle = try #require(game.aimHandle(), "the handle should show")
        let gap = fence.indices.map { Polygon.distance(from: handle, toSegment: fence[$0], fence[($0 + 1) % fence.count]) }.min() ?? 0
        #expect(Polygon.contains(fence, handle) && gap >= MiniGolfGame.handleFenceClearance - 1e-9,
                "the handle at \(handle) should lie on the grass, \(MiniGolfGame.handleFenceClearance) pt clear of the fence (\(gap))")
        #expect(handle.x < ball.x && abs(handle.y - ball.y) < 1e-6, "and still behind the ball along the pull")
    }

    @Test("on the flip's outer display the handle is not drawn on the ball at the tee")
    func flipClosedTee() throws {
        let device = try TestSupport.device("flip", .closed)
        var (game, _) = TestSupport.game(on: device)
        game.aim = AimState(angle: 0, power: 0.5)
        let ball = game.courseView.display(game.match.ball.position)
        if let handle = game.aimHandle() {
            #expect(ball.distance(to: handle) >= MiniGolfGame.handleClearance, "the handle at \(handle) is on the ball at \(ball)")
        }
    }

    @Test("a first-shot hint says how to putt in the player's own input, off the ball, until the first putt")
    func firstShotHint() throws {
        let device = try TestSupport.device("duo", .tabletop)
        var (game, _) = TestSupport.game(on: device)
        #expect(game.firstShotHint()?.text == "Drag back anywhere, let go to putt", "a new player should be told to drag back")
        let ball = game.courseView.square(around: game.match.ball.position, radius: game.match.tuning.ballRadius)
        #expect(game.firstShotHint().map { !$0.frame.intersects(ball) } == true, "the hint should not cover the ball")
        _ = game.handle(.key(KeyEvent(key: "Left", isDown: true)))
        _ = game.handle(.key(KeyEvent(key: "Left", isDown: false)))
        #expect(game.firstShotHint()?.text.contains("Space putts") == true, "after a key the hint should name the keys")
        game.putt()
        #expect(game.firstShotHint() == nil, "after the first putt the hint should go")
        let (robot, _) = TestSupport.game(on: device, autoplay: true)
        #expect(robot.firstShotHint() == nil, "autoplay needs no hint")
    }

    @Test("the first-shot hint sits in free space beside the course on every display, legible and fitted",
          arguments: TestSupport.profileNames, Posture.allCases)
    func hintBesideTheCourse(profile: String, posture: Posture) throws {
        let measurer = try TTFTextMeasurer(fonts: try FontFiles())
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            for camera in [false, true] {
                let device = try TestSupport.device(profile, posture, direction: direction, camera: camera)
                var (game, snapshot) = TestSupport.game(on: device)
                let display = GeometryProxy(device: device).frame
                for input in HintPlate.inputs {
                    game.input.lastInput = input
                    let place = "\(profile) \(posture) \(direction) camera \(camera) \(input)"
                    guard let hint = game.firstShotHint() else {
                        Issue.record("\(place): no room was found for the hint")
                        continue
                    }
                    // Clear of the course and its rough (so of the ball, the aim and the cup), the
                    // caddie camera's view, every HUD element that shows words or takes touches.
                    #expect(!hint.frame.intersects(game.courseView.frame.insetBy(dx: -4, dy: -4)), "\(place): the hint \(hint.frame) covers the course \(game.courseView.frame)")
                    if let handle = game.aimHandle() {
                        #expect(!hint.frame.intersects(Rect(x: handle.x - 22, y: handle.y - 22, width: 44, height: 44)), "\(place): the hint covers the aim handle")
                    }
                    if let view = game.cameraFrame { #expect(!hint.frame.intersects(view), "\(place): the hint covers the caddie camera's view") }
                    #expect(display.contains(hint.frame), "\(place): the hint \(hint.frame) leaves the display")
                    for id in [MiniGolfHUD.ID.statusPanel, .restart, .pause, .next] {
                        guard let frame = game.hud.frame(of: id) else { continue }
                        #expect(!hint.frame.intersects(frame), "\(place): the hint \(hint.frame) covers \(id) at \(frame)")
                    }
                    // Legible (the HUD's caption, its smallest text) and fitted with its padding.
                    #expect(HintPlate.font.size >= Font.caption.size)
                    let fitted = TextFit.truncate.fit(hint.text, font: HintPlate.font, width: hint.frame.width - 2 * HintPlate.padding, measurer: measurer)
                    #expect(!fitted.isTruncated && fitted.lines.count == 1, "\(place): \"\(hint.text)\" does not fit its plate \(hint.frame.width) pt wide")
                    #expect(fitted.lineHeight <= hint.frame.height - 4, "\(place): the hint's line is taller than its plate")
                }
                #expect(snapshot.violations.isEmpty, "\(profile) \(posture) \(direction): \(snapshot.violations)")
            }
        }
    }
}

/// The aim each hole starts with: the way to the cup, round walls, not through them.
@Suite struct MiniGolfSuggestedAimTests {
    /// True when the segments a–b and c–d cross.
    static func cross(_ a: Point, _ b: Point, _ c: Point, _ d: Point) -> Bool {
        func side(_ p: Point, _ q: Point, _ r: Point) -> Double { (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x) }
        return side(a, b, c) * side(a, b, d) < 0 && side(c, d, a) * side(c, d, b) < 0
    }

    @Test("every hole starts aimed along a clear line: its first 60 units cross no wall")
    func theFirstAimIsClear() throws {
        let device = try TestSupport.device("duo", .tabletop)
        var (game, _) = TestSupport.game(on: device)
        var blocked: [String] = []
        for hole in 0..<game.match.courses.count {
            let ball = game.match.ball.position
            let end = Point(x: ball.x + cos(game.aim.angle) * 60, y: ball.y + sin(game.aim.angle) * 60)
            let art = HoleArt(course: game.match.course)
            if art.segments.contains(where: { Self.cross(ball, end, $0.0, $0.1) }) {
                blocked.append("hole \(hole + 1) (\(game.match.course.name)) aimed at \(game.aim.angle)")
            }
            game.match.nextHole()
            game.startHole()
        }
        #expect(blocked.isEmpty, "the first aim runs into a wall on \(blocked)")
    }
}
