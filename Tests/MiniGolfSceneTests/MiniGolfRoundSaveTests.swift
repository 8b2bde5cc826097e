import Crease
import CreaseHUD
import CreasePlaytest
import Foundation
import MiniGolfCore
@testable import MiniGolfScene
import Testing

/// A round in progress survives a relaunch: it is offered ("Continue your round?"), never
/// silently lost; a bad file is said and set aside.
@Suite struct MiniGolfRoundSaveTests {
    /// A player's game (not headless) keeping its files in `folder`, laid out on the duo.
    static func player(in folder: URL) throws -> MiniGolfGame {
        var game = MiniGolfGame(bestScoresURL: folder.appendingPathComponent("minigolf-best.json"))
        game.setUp(GameSetUp(seed: 1, device: try TestSupport.device("duo", .tabletop), autoplay: false, headless: false))
        _ = FramePhases.layOut(&game, on: game.device, measurer: MonospaceTextMeasurer())
        return game
    }

    @Test("a relaunch offers the round in progress; Continue plays on from it, New round starts afresh")
    func relaunchOffersTheRound() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var first = try Self.player(in: folder)
        #expect(!first.isOfferingSavedRound, "with no save there is nothing to offer")
        first.aim = AimState(angle: Double.pi / 2, power: 0.1)
        first.putt()
        for _ in 0..<600 where first.match.phase == .rolling { FramePhases.update(&first, step: 1.0 / 60) }
        #expect(first.match.phase == .aiming && first.match.strokes == 1)

        var second = try Self.player(in: folder)
        #expect(second.isPaused && second.isOfferingSavedRound, "the relaunch should ask whether to continue")
        #expect(second.menuTitle == "Continue your round?" && MiniGolfMenuTests.text(.resume, in: second) == "Continue round")
        #expect(second.match.strokes == 1 && second.match.ball.position == first.match.ball.position,
                "the round offered should be the one left: 1 stroke, the ball where it stopped")
        MiniGolfMenuTests.tap(.resume, in: &second)
        #expect(!second.isPaused && second.match.strokes == 1, "Continue should play on from the saved round")

        var third = try Self.player(in: folder)
        #expect(third.isOfferingSavedRound)
        MiniGolfMenuTests.tap(.newRound, in: &third)
        #expect(!third.isPaused && third.match.strokes == 0 && third.match.holeIndex == 0, "New round should start afresh at once")
        let fourth = try Self.player(in: folder)
        #expect(!fourth.isOfferingSavedRound, "a fresh round with nothing played is not offered")
    }

    @Test("a finished round is not offered again, and its last card stays up under a stray tap but not a tap on it")
    func finishedRoundIsNotOffered() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var game = try Self.player(in: folder)
        // One short hole, the tee a hand's breadth from the cup.
        let course = Course(name: "Tap-in", par: 2, size: Size(width: 400, height: 250), tee: Point(x: 200, y: 180), cup: Point(x: 200, y: 200),
                            boundary: [Point(x: 20, y: 20), Point(x: 380, y: 20), Point(x: 380, y: 230), Point(x: 20, y: 230)])
        game.match = MiniGolfMatch(courses: [course])
        game.startHole()
        game.aim = AimState(angle: Double.pi / 2, power: 0.1)
        game.putt()
        for _ in 0..<600 where game.match.phase != .holeComplete { FramePhases.update(&game, step: 1.0 / 60) }
        try #require(game.match.phase == .holeComplete, "the tap-in should drop")
        game.continueRound()
        try #require(game.match.phase == .finished)
        _ = FramePhases.layOut(&game, on: game.device, measurer: MonospaceTextMeasurer())
        // A tap beside the card, on the course's pane, keeps the last card.
        let card = try #require(game.cardFrame())
        let pane = try #require(game.hud.frame(of: MiniGolfHUD.ID.course))
        let beside = try #require([Point(x: pane.minX + 2, y: pane.maxY - 2), Point(x: pane.maxX - 2, y: pane.maxY - 2)].first { !card.contains($0) },
                                  "the pane \(pane) should show beside the card \(card)")
        _ = FramePhases.handle(.pointer(PointerEvent(id: .mouse, phase: .began, location: beside)), in: &game)
        #expect(game.match.phase == .finished, "a tap beside the last card should not start a new round")
        let relaunched = try Self.player(in: folder)
        #expect(!relaunched.isOfferingSavedRound, "a finished round should not be offered to continue")
        _ = FramePhases.handle(.pointer(PointerEvent(id: .mouse, phase: .began, location: card.center)), in: &game)
        #expect(game.match.phase == .aiming && game.match.strokes == 0, "a tap on the last card should start another round")
    }

    @Test("a bad round file gives one line, is set aside, and the game starts a new round")
    func badFileIsSetAside() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = MiniGolfGame.roundURL(besideBestScores: folder.appendingPathComponent("minigolf-best.json"))
        try Data("{ torn".utf8).write(to: url)
        let game = try Self.player(in: folder)
        #expect(!game.isOfferingSavedRound && game.match.strokes == 0)
        #expect(FileManager.default.fileExists(atPath: url.path + ".corrupt-1"), "the bad file should be kept aside")
    }

    /// A game on one hole with a pond straight between the tee and the cup's side, the tee
    /// 90 units before it: a half-power putt along +x goes in.
    static func onThePond(_ device: Device) -> MiniGolfGame {
        var (game, _) = TestSupport.game(on: device)
        let pond = Course(name: "Pond", par: 2, size: Size(width: 400, height: 250), tee: Point(x: 60, y: 125), cup: Point(x: 340, y: 40),
                          boundary: [Point(x: 20, y: 20), Point(x: 380, y: 20), Point(x: 380, y: 230), Point(x: 20, y: 230)],
                          surfaces: [Surface(kind: .water, polygon: [Point(x: 150, y: 80), Point(x: 250, y: 80), Point(x: 250, y: 170), Point(x: 150, y: 170)])])
        game.match = MiniGolfMatch(courses: [pond])
        game.startHole()
        return game
    }

    @Test("water says Water +1; the last putt is said; a hole not holed by par + 3 is picked up, said, and scored par + 3")
    func waterAndMaxStrokes() throws {
        let device = try TestSupport.device("duo", .tabletop)
        var game = Self.onThePond(device)
        var said: [String] = []
        for _ in 0..<(game.match.course.par + 3) {
            game.aim = AimState(angle: 0, power: 0.5)
            game.putt()
            for _ in 0..<600 where game.match.phase == .rolling {
                TestSupport.run(&game, updates: 1)
                if let text = game.effects.notice?.text, said.last != text { said.append(text) }
            }
            if game.match.phase == .aiming {
                // Back where it was struck, the ball is drawn there at once, never on its way out
                // of the pond, and the message keeps off the drag handle.
                #expect(game.hole.ball(game.match.ball.position, interpolation: 0.5) == game.match.ball.position,
                        "after the splash the ball should be drawn where it was struck")
                if let handle = game.aimHandle(), game.effects.notice != nil {
                    #expect(!game.noticeFrame().insetBy(dx: -12, dy: -12).contains(handle), "the message should keep off the handle at \(handle)")
                }
            }
        }
        #expect(said.first == "Water +1", "the first splash should say Water +1, said \(said)")
        #expect(said.contains("Water +1 · last putt"), "the putt before the pick-up should say it is the last, said \(said)")
        #expect(said.last == "Out of strokes: scored 5", "the fifth stroke should pick the ball up and say so, said \(said)")
        #expect(game.match.phase == .holeComplete && game.match.scorecard.lines[0].strokes == 5, "the card should show par + 3")
        // The ball stays drawn where it was picked up: the caddie view looks there, and showed
        // a bare corner of the course without it (after its last splash, back where it was struck).
        TestSupport.run(&game, updates: 90)
        #expect(game.match.phase == .holeComplete && game.effects.ballInWater == nil)
        var list = DrawList()
        FramePhases.draw(game, into: &list, interpolation: 1)
        let spot = game.courseView.display(game.match.ball.position)
        let balls = list.commands.filter { command in
            if case .fillCircle(let centre, _, let color) = command { centre.distance(to: spot) < 3 && color.red > 230 && color.alpha == 255 } else { false }
        }
        #expect(!balls.isEmpty, "the ball should still be drawn where the hole ended")
    }

    @Test("on a hole with water, the putt whose splash would end the hole is warned of before it")
    func waterWarnsBeforeItEndsTheHole() throws {
        var game = Self.onThePond(try TestSupport.device("duo", .tabletop))
        var said: [String] = []
        while game.match.strokes + 2 < game.match.strokeLimit {
            game.aim = AimState(angle: Double.pi, power: 0.05)
            game.putt()
            for _ in 0..<600 where game.match.phase == .rolling {
                TestSupport.run(&game, updates: 1)
                if let text = game.effects.notice?.text, said.last != text { said.append(text) }
            }
        }
        #expect(said == ["Water on this putt ends the hole"], "two strokes from the limit, the next putt's water should be warned of, said \(said)")
    }

    @Test("a ball going into the water splashes where it went in, in both views, for two thirds of a second")
    func waterSplashes() throws {
        let device = try TestSupport.device("duo", .tabletop)
        var game = Self.onThePond(device)
        game.aim = AimState(angle: 0, power: 0.5)
        game.putt()
        for _ in 0..<600 where game.effects.splashing == nil { TestSupport.run(&game, updates: 1) }
        let splash = try #require(game.effects.splashing, "the putt into the pond should splash")
        #expect(splash.point.x > 140 && splash.point.x < 160 && abs(splash.point.y - 125) < 1,
                "the splash should be where the ball went in, at the pond's edge, not \(splash.point)")
        var list = DrawList()
        FramePhases.draw(game, into: &list, interpolation: 1)
        let rings = list.commands.filter { if case .strokeCircle(_, _, let color, _) = $0 { color.red == 255 && color.blue == 255 } else { false } }
        #expect(!rings.isEmpty, "the top-down view should show the splash's rings")
        let caddie = try #require(game.caddieRenderer())
        let spot = caddie.projection.toScreen(caddie.projection.toCamera(Vector3(x: splash.point.x, y: splash.point.y, z: 0)))
        let drops = list.commands.filter { command in
            if case .fillCircle(let centre, _, let color) = command { color.red == 255 && color.green == 255 && centre.distance(to: spot) < 120 } else { false }
        }
        #expect(drops.count >= CaddieRenderer.splashDrops - 2, "the caddie view should throw up the splash's drops, \(drops.count) drawn near \(spot)")
        // The ball sinks where it went in before it shows back on the tee, and nothing is aimed meanwhile.
        let sinking = try #require(game.effects.ballInWater, "the ball should be seen sinking in the pond first")
        #expect(sinking.point == splash.point && game.match.canPutt, "it sinks at the splash, though the round has it back on the tee")
        #expect(!list.commands.contains { if case .strokeCircle(_, 12, _, _) = $0 { true } else { false } }, "no drag handle while it sinks")
        TestSupport.run(&game, updates: Int(HoleEffects.waterSinkShare * Double(HoleEffects.splashFrames)) + 1)
        #expect(game.effects.ballInWater == nil, "after its beat the ball shows back where it was struck")
        TestSupport.run(&game, updates: HoleEffects.splashFrames)
        #expect(game.effects.splashing == nil, "the splash should be over after \(HoleEffects.splashFrames) frames")
    }

    @Test("with the caddie camera showing, a message lies low in its view, below the ball, on the raised half or the camera's page",
          arguments: MiniGolfAimTests.postures)
    func noticeInTheCaddieView(profile: String, posture: Posture) throws {
        var (game, _) = TestSupport.game(on: try TestSupport.device(profile, posture))
        guard let view = game.caddieView(), let caddie = game.caddieRenderer() else { return }
        game.effects.say("Water +1", frames: 90)
        let plate = game.noticeFrame()
        #expect(view.contains(plate) && plate.maxY > view.maxY - 60, "\(profile) \(posture): the message \(plate) should lie low in the caddie view \(view)")
        let ball = caddie.projection.toScreen(caddie.projection.toCamera(Vector3(x: game.match.ball.position.x, y: game.match.ball.position.y,
                                                                                  z: game.match.tuning.ballRadius)))
        #expect(ball.y < plate.minY - 4, "\(profile) \(posture): the ball at \(ball) should stand above the message \(plate)")
        #expect(!game.courseView.frame.intersects(plate), "\(profile) \(posture): the message should not lie over the course")
    }

    @Test("closed, a message over the course moves to its bottom where the drag handle or the ball stands under its top")
    func noticeKeepsOffTheHandle() throws {
        var (game, _) = TestSupport.game(on: try TestSupport.device("duo", .closed))
        func play(teeY: Double) {
            let course = Course(name: "Top tee", par: 2, size: Size(width: 400, height: 250), tee: Point(x: 200, y: teeY), cup: Point(x: 200, y: 200),
                                boundary: [Point(x: 20, y: 20), Point(x: 380, y: 20), Point(x: 380, y: 230), Point(x: 20, y: 230)])
            game.match = MiniGolfMatch(courses: [course])
            game.startHole()
            _ = FramePhases.layOut(&game, on: game.device, measurer: MonospaceTextMeasurer())
            game.effects.say("Water +1", frames: 90)
        }
        // Putting down the hole, the handle stands above the ball, under the message's usual place.
        play(teeY: 80)
        game.aim = AimState(angle: Double.pi / 2, power: 0.5)
        let handle = try #require(game.aimHandle())
        let frame = game.noticeFrame()
        #expect(!frame.insetBy(dx: -12, dy: -12).contains(handle), "the message \(frame) should keep off the handle at \(handle)")
        #expect(game.placement.courseArea.contains(frame), "the message should stay on the course's panel")
        // The handle below the ball, the ball itself (20 units under the top fence) keeps the
        // message at the bottom: the message never lies over the ball.
        play(teeY: 40)
        game.aim = AimState(angle: -Double.pi / 2, power: 0.3)
        let ball = game.courseView.display(game.match.ball.position)
        #expect(!game.noticeFrame().insetBy(dx: -12, dy: -12).contains(ball), "the message \(game.noticeFrame()) should keep off the ball at \(ball)")
    }

    @Test("a message over the course never lies across the fence, on any hole, profile or posture", arguments: MiniGolfAimTests.postures)
    func messageKeepsOffTheFence(profile: String, posture: Posture) throws {
        var (game, _) = TestSupport.game(on: try TestSupport.device(profile, posture))
        var crossings: [String] = []
        for (hole, course) in game.match.courses.enumerated() {
            game.match = MiniGolfMatch(courses: [course])
            game.startHole()
            _ = FramePhases.layOut(&game, on: game.device, measurer: MonospaceTextMeasurer())
            for angle in [Double.pi / 2, -Double.pi / 2] {
                game.aim = AimState(angle: angle, power: 0.5)
                game.effects.say("Water +1", frames: 90)
                let frame = game.noticeFrame()
                let fence = game.match.course.boundary.map(game.courseView.display)
                for index in fence.indices {
                    let a = fence[index], b = fence[(index + 1) % fence.count]
                    let steps = Int(a.distance(to: b).rounded(.up))
                    let touches = (0...max(1, steps)).contains { step in
                        let t = Double(step) / Double(max(1, steps))
                        return frame.insetBy(dx: 1, dy: 1).contains(Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
                    }
                    if touches, game.courseView.frame.contains(a) || game.courseView.frame.contains(b) {
                        crossings.append("hole \(hole + 1): the message \(frame) lies across the fence from \(a) to \(b)")
                    }
                }
            }
        }
        #expect(crossings.isEmpty, "\(profile) \(posture): \(crossings.count) crossings: \(crossings.prefix(3))")
    }

    @Test("a hole in one's name leads for as long as New best! shows under it")
    func holeInOneLeads() {
        var effects = HoleEffects()
        effects.holed(strokes: 1, par: 2)
        effects.celebrateNewBest()
        var frames = 0
        while effects.newBestFrames != nil {
            #expect(effects.celebration?.text == "Hole in one!", "frame \(frames): New best! shows without Hole in one! over it")
            effects.countDownMessages()
            frames += 1
        }
        #expect(frames > 100)
    }
}
