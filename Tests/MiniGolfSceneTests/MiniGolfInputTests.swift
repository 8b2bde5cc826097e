import Crease
import CreaseHUD
import CreasePlaytest
import CreaseSDL
import Foundation
import MiniGolfCore
import Testing
@testable import MiniGolfScene

@Suite("Mini-golf input: drag, keyboard, gamepad, pause and restart through events")
struct MiniGolfInputTests {
    static func ready() throws -> MiniGolfGame {
        TestSupport.game(on: try TestSupport.device("duo", .tabletop)).0
    }

    @Test("dragging back on the course putts the other way, harder the longer the drag")
    func dragPutts() throws {
        var game = try Self.ready()
        let start = game.courseView.frame.center
        let end = Point(x: start.x - 60, y: start.y)
        let taken = FramePhases.handle(.pointer(PointerEvent(id: .mouse, phase: .began, location: start)), in: &game)
        #expect(taken, "a press on the course should be taken")
        _ = FramePhases.handle(.pointer(PointerEvent(id: .mouse, phase: .moved, location: end)), in: &game)
        let expected = 60 / MiniGolfGame.fullPowerPull
        #expect(abs(game.aim.angle) < 1e-9 && abs(game.aim.power - expected) < 1e-9, "a 60 pt pull to the left should aim right at \(expected) power, not \(game.aim)")
        #expect(game.match.strokes == 0, "nothing should be played before the release")
        _ = FramePhases.handle(.pointer(PointerEvent(id: .mouse, phase: .ended, location: end)), in: &game)
        #expect(game.match.strokes == 1 && game.match.phase == .rolling, "releasing the drag should play a stroke")
    }

    @Test("a drag that begins on the dark margin round the course putts too: anywhere on its pane")
    func dragFromTheMarginPutts() throws {
        var game = try Self.ready()
        let pane = try #require(game.hud.frame(of: MiniGolfHUD.ID.course))
        let course = game.courseView.frame.insetBy(dx: -12, dy: -12)
        // Below the course and its panel, on the pane: where a thumb rests on the flat half.
        let start = Point(x: pane.midX, y: (course.maxY + pane.maxY) / 2)
        try #require(pane.maxY - course.maxY > 8, "the pane should have a margin below the course")
        let end = Point(x: start.x - 60, y: start.y)
        #expect(FramePhases.handle(.pointer(PointerEvent(id: .mouse, phase: .began, location: start)), in: &game), "a press on the margin should be taken")
        _ = FramePhases.handle(.pointer(PointerEvent(id: .mouse, phase: .moved, location: end)), in: &game)
        _ = FramePhases.handle(.pointer(PointerEvent(id: .mouse, phase: .ended, location: end)), in: &game)
        #expect(game.match.strokes == 1, "a drag from the margin should putt")
    }

    @Test("dragging back on the caddie camera's view putts the way the camera looked as the drag began")
    func dragOnTheCameraPutts() throws {
        var game = try Self.ready()
        let camera = try #require(game.placement.cameraFrame, "tabletop should show the caddie camera")
        let heading = game.hole.camera.yaw
        let start = Point(x: camera.midX, y: camera.minY + camera.height * 0.75)
        #expect(FramePhases.handle(.pointer(PointerEvent(id: .mouse, phase: .began, location: start)), in: &game),
                "a press on the camera's view should be taken")
        // Straight down the screen: straight ahead, along the camera's heading.
        _ = FramePhases.handle(.pointer(PointerEvent(id: .mouse, phase: .moved, location: Point(x: start.x, y: start.y + 60))), in: &game)
        #expect(abs(remainder(game.aim.angle - heading, 2 * Double.pi)) < 1e-9, "a pull straight down should aim along the heading \(heading), not \(game.aim.angle)")
        #expect(abs(game.aim.power - 60 / MiniGolfGame.fullPowerPull) < 1e-9, "a 60 pt pull should give \(60 / MiniGolfGame.fullPowerPull) power, not \(game.aim.power)")
        // The camera turns to face the aim as it is dragged; the pull keeps the heading it began with.
        TestSupport.run(&game, updates: 30)
        // Pulled to the left: the ball goes right of the camera's heading, a quarter turn clockwise.
        let left = Point(x: start.x - 60, y: start.y)
        _ = FramePhases.handle(.pointer(PointerEvent(id: .mouse, phase: .moved, location: left)), in: &game)
        let right = remainder(heading + Double.pi / 2, 2 * Double.pi)
        #expect(abs(remainder(game.aim.angle - right, 2 * Double.pi)) < 1e-9, "a pull to the left should aim at \(right), not \(game.aim.angle)")
        _ = FramePhases.handle(.pointer(PointerEvent(id: .mouse, phase: .ended, location: left)), in: &game)
        #expect(game.match.strokes == 1 && game.match.phase == .rolling, "releasing a drag on the camera's view should putt")
    }

    @Test("a holed hole keeps its score: Restart is disabled and R does nothing until the next hole")
    func holedHoleKeepsItsScore() throws {
        var game = try Self.ready()
        game.bot = MiniGolfBot(skill: .perfect, seed: 1)
        for _ in 0..<3_000 where game.match.phase != .holeComplete { TestSupport.run(&game, updates: 1) }
        game.bot = nil
        TestSupport.run(&game, updates: 1)
        try #require(game.match.phase == .holeComplete, "the bot should hole the first hole")
        let strokes = game.match.strokes
        #expect(game.hud.element(MiniGolfHUD.ID.restart)?.isEnabled == false, "Restart should be disabled once the hole is holed")
        for _ in 0..<2 {
            _ = FramePhases.handle(.key(KeyEvent(key: "R", isDown: true)), in: &game)
            TestSupport.run(&game, updates: 1)
        }
        #expect(game.match.phase == .holeComplete && game.match.strokes == strokes, "R, pressed twice, should not restart a holed hole")
    }

    @Test("while paused, the Restart and Next behind the menu are disabled and R does nothing")
    func pausedRestartWaits() throws {
        var game = try Self.ready()
        _ = FramePhases.handle(.key(KeyEvent(key: "Space", isDown: true)), in: &game)
        TestSupport.run(&game, updates: 20)
        _ = FramePhases.handle(.key(KeyEvent(key: "Escape", isDown: true)), in: &game)
        TestSupport.run(&game, updates: 1)
        #expect(game.isPaused && game.hud.element(MiniGolfHUD.ID.restart)?.isEnabled == false && game.hud.element(MiniGolfHUD.ID.next)?.isEnabled == false,
                "Restart and Next should be disabled while paused")
        for _ in 0..<2 { _ = FramePhases.handle(.key(KeyEvent(key: "R", isDown: true)), in: &game) }
        #expect(game.match.strokes == 1 && game.match.ball.position != game.match.course.tee, "R, pressed twice, should not restart the hole while paused")
    }

    @Test("a drag too short to count does not putt, and says to drag farther, until it fades",
          arguments: [0.0, 2, 4.5, 7])
    func shortDragSaysSo(pull: Double) throws {
        var game = try Self.ready()
        let start = game.courseView.frame.center, finger = PointerID(3)
        _ = FramePhases.handle(.pointer(PointerEvent(id: finger, phase: .began, location: start)), in: &game)
        _ = FramePhases.handle(.pointer(PointerEvent(id: finger, phase: .ended, location: Point(x: start.x + pull, y: start.y))), in: &game)
        #expect(game.match.strokes == 0, "a \(pull) pt drag should not putt")
        #expect(MiniGolfCelebrationTests.texts(game).contains(MiniGolfGame.shortDragNotice), "a \(pull) pt drag should say to drag farther")
        TestSupport.run(&game, updates: 91)
        #expect(!MiniGolfCelebrationTests.texts(game).contains(MiniGolfGame.shortDragNotice), "the notice should fade in a second and a half")
        // The least drag that counts putts: a short tap-in, not a notice.
        _ = FramePhases.handle(.pointer(PointerEvent(id: finger, phase: .began, location: start)), in: &game)
        _ = FramePhases.handle(.pointer(PointerEvent(id: finger, phase: .ended, location: Point(x: start.x + 7.5, y: start.y))), in: &game)
        #expect(game.match.strokes == 1 && !MiniGolfCelebrationTests.texts(game).contains(MiniGolfGame.shortDragNotice),
                "a 7.5 pt drag should putt without the notice")
    }

    @Test("a pull inside the dead zone, let go there or cancelled, leaves the aim as it was")
    func shortDragKeepsTheAim() throws {
        var game = try Self.ready()
        let before = game.aim, start = game.courseView.frame.center, finger = PointerID(3)
        _ = FramePhases.handle(.pointer(PointerEvent(id: finger, phase: .began, location: start)), in: &game)
        _ = FramePhases.handle(.pointer(PointerEvent(id: finger, phase: .moved, location: Point(x: start.x + 3, y: start.y + 2))), in: &game)
        #expect(game.aim == before, "a 3 pt pull should show the aim as it was, not a 2% putt")
        _ = FramePhases.handle(.pointer(PointerEvent(id: finger, phase: .ended, location: Point(x: start.x + 3, y: start.y + 2))), in: &game)
        #expect(game.aim == before && game.match.strokes == 0)
        // Out past the dead zone and cancelled: the aim goes back too.
        _ = FramePhases.handle(.pointer(PointerEvent(id: finger, phase: .began, location: start)), in: &game)
        _ = FramePhases.handle(.pointer(PointerEvent(id: finger, phase: .moved, location: Point(x: start.x + 60, y: start.y))), in: &game)
        #expect(game.aim != before)
        _ = FramePhases.handle(.pointer(PointerEvent(id: finger, phase: .cancelled, location: Point(x: start.x + 60, y: start.y))), in: &game)
        #expect(game.aim == before && game.match.strokes == 0)
    }

    @Test("arrow keys turn the aim and set the power; Space putts")
    func keyboard() throws {
        var game = try Self.ready()
        let angle = game.aim.angle, power = game.aim.power
        _ = FramePhases.handle(.key(KeyEvent(key: "Right", isDown: true)), in: &game)
        TestSupport.run(&game, updates: 30)
        _ = FramePhases.handle(.key(KeyEvent(key: "Right", isDown: false)), in: &game)
        let turned = remainder(game.aim.angle - angle, 2 * Double.pi)
        #expect(abs(turned - MiniGolfGame.tapTurn - MiniGolfGame.keyTurnRate * (0.5 - MiniGolfGame.turnDelay)) < 1e-6,
                "pressing Right should turn the aim a step, and holding it for half a second the turn rate more past the delay, not \(turned)")
        // A quick press (a tenth of a second) is one step, however long the key stays down within the delay.
        let beforeQuick = game.aim.angle
        _ = FramePhases.handle(.key(KeyEvent(key: "Right", isDown: true)), in: &game)
        TestSupport.run(&game, updates: 6)
        _ = FramePhases.handle(.key(KeyEvent(key: "Right", isDown: false)), in: &game)
        #expect(abs(remainder(game.aim.angle - beforeQuick, 2 * Double.pi) - MiniGolfGame.tapTurn) < 1e-9,
                "a quick press of Right should turn the aim one step of \(MiniGolfGame.tapTurn) rad")
        // A tap: the step alone; with Shift, the fine step.
        for (modifiers, step) in [(KeyModifiers(), MiniGolfGame.tapTurn), (KeyModifiers.shift, MiniGolfGame.fineTapTurn)] {
            let before = game.aim.angle
            _ = FramePhases.handle(.key(KeyEvent(key: "Left", isDown: true, modifiers: modifiers)), in: &game)
            _ = FramePhases.handle(.key(KeyEvent(key: "Left", isDown: false, modifiers: modifiers)), in: &game)
            #expect(abs(remainder(before - game.aim.angle, 2 * Double.pi) - step) < 1e-9, "a tap of Left should turn the aim \(step) rad")
        }
        _ = FramePhases.handle(.key(KeyEvent(key: "Up", isDown: true)), in: &game)
        TestSupport.run(&game, updates: 30)
        _ = FramePhases.handle(.key(KeyEvent(key: "Up", isDown: false)), in: &game)
        #expect(game.aim.power > power, "holding Up should add power")
        _ = FramePhases.handle(.key(KeyEvent(key: "Space", isDown: true)), in: &game)
        #expect(game.match.strokes == 1, "Space should putt")
    }

    @Test("the stick points the aim, the trigger sets the power and A putts")
    func gamepad() throws {
        var game = try Self.ready()
        _ = FramePhases.handle(.gamepadAxis(.leftX, value: 0, controller: 0), in: &game)
        _ = FramePhases.handle(.gamepadAxis(.leftY, value: -1, controller: 0), in: &game)
        _ = FramePhases.handle(.gamepadAxis(.rightTrigger, value: 0.8, controller: 0), in: &game)
        TestSupport.run(&game, updates: 1)
        #expect(abs(game.aim.angle + Double.pi / 2) < 1e-9, "the stick pushed up should aim up the screen, not \(game.aim.angle)")
        #expect(abs(game.aim.power - 0.8) < 1e-9, "the trigger at 80% should set 80% power")
        _ = FramePhases.handle(.gamepadButton(.a, isDown: true, controller: 0), in: &game)
        #expect(game.match.strokes == 1, "A should putt")
    }

    @Test("Esc pauses the round and resumes it")
    func pause() throws {
        var game = try Self.ready()
        _ = FramePhases.handle(.key(KeyEvent(key: "Space", isDown: true)), in: &game)
        _ = FramePhases.handle(.key(KeyEvent(key: "Escape", isDown: true)), in: &game)
        let tick = game.match.tick
        TestSupport.run(&game, updates: 10)
        #expect(game.isPaused && game.match.tick == tick, "while paused the ball should not move")
        _ = FramePhases.handle(.key(KeyEvent(key: "Escape", isDown: true)), in: &game)
        TestSupport.run(&game, updates: 10)
        #expect(!game.isPaused && game.match.tick > tick, "Esc again should resume")
    }

    @Test("Restart pressed twice while the ball still rolls takes it back to the tee: the question stands while it rolls")
    func restartWhileRolling() throws {
        var game = try Self.ready()
        game.aim.power = 1
        game.putt()
        TestSupport.run(&game, updates: 2)
        try #require(game.match.phase == .rolling, "the ball should be rolling")
        game.pressRestart(by: .keyboard)
        TestSupport.run(&game, updates: 3)
        #expect(game.restartQuestionFrames > 0, "the question should stand while the ball rolls")
        game.pressRestart(by: .keyboard)
        #expect(game.match.ball.position == game.match.course.tee && game.match.phase == .aiming,
                "a second press should take the rolling ball back to the tee")
    }

    @Test("Restart asks first; tapped again it puts the ball back on the tee, its strokes still counted, and says so")
    func restartButton() throws {
        var game = try Self.ready()
        _ = FramePhases.handle(.key(KeyEvent(key: "Space", isDown: true)), in: &game)
        TestSupport.run(&game, updates: 240)
        let rested = game.match.ball.position
        try #require(game.match.phase == .aiming && rested != game.match.course.tee, "the putt should roll and stop")
        let button = try #require(game.hud.frame(of: MiniGolfHUD.ID.restart))
        func tap() {
            _ = FramePhases.handle(.pointer(PointerEvent(id: .mouse, phase: .began, location: button.center)), in: &game)
            _ = FramePhases.handle(.pointer(PointerEvent(id: .mouse, phase: .ended, location: button.center)), in: &game)
            TestSupport.run(&game, updates: 1)
        }
        tap()
        #expect(game.match.ball.position == rested, "one tap should only ask")
        #expect(MiniGolfMenuTests.text(.restart, in: game) == "Restart?", "the button should ask")
        #expect(game.effects.notice?.text == "Tap again to go back to the tee", "the note should say what a second tap does")
        // The question lapses.
        TestSupport.run(&game, updates: MiniGolfGame.restartQuestionLife + 1)
        #expect(MiniGolfMenuTests.text(.restart, in: game) == "Restart", "the question should lapse after 3 seconds")
        tap()
        tap()
        #expect(game.match.strokes == 1 && game.match.ball.position == game.match.course.tee,
                "two taps should put the ball back on the tee and keep its stroke, not \(game.match.strokes)")
        #expect(game.effects.notice?.text == "Back to the tee · strokes kept", "the restart should say the strokes stay")
        #expect(MiniGolfMenuTests.text(.restart, in: game) == "Restart")
    }

    @Test("Restart's question reads whole on every profile and posture, the flip's narrow button included",
          arguments: MiniGolfAimTests.postures)
    func restartQuestionFits(profile: String, posture: Posture) throws {
        var (game, _) = TestSupport.game(on: try TestSupport.device(profile, posture))
        _ = FramePhases.handle(.key(KeyEvent(key: "R", isDown: true)), in: &game)
        let measurer = try TTFTextMeasurer(fonts: try FontFiles())
        _ = FramePhases.layOut(&game, on: game.device, measurer: measurer)
        #expect(MiniGolfMenuTests.text(.restart, in: game) == "Restart?", "R should ask")
        let fitted = try #require(game.hud.fittedText(of: MiniGolfHUD.ID.restart.rawValue))
        #expect(!fitted.isTruncated, "\(profile) \(posture): \"Restart?\" should not be cut: \(fitted.lines)")
    }

    @Test("a playtest script's drag and keys reach the game through the driver, as a window's would")
    func scriptedInput() throws {
        let script = try PlaytestScript(json: """
            {"posture": "tabletop", "frames": 40, "steps": [
              {"at": 5, "drag": {"from": {"x": 360, "y": 690}, "to": {"x": 300, "y": 690}, "frames": 6}},
              {"at": 30, "key": "Escape"}
            ]}
            """, source: "scripted-input")
        let result = Playtest.run(MiniGolfGame(bestScoresURL: nil), script: script)
        #expect(result.game.match.strokes == 1, "the scripted drag on the course should putt once, not \(result.game.match.strokes) times")
        #expect(result.game.isPaused, "the scripted Escape should pause")
        #expect(result.report.foldLint.violations.isEmpty, "nothing should break a fold rule while aiming")
    }

    @Test("each press of Up or Down moves the power one steady step; holding repeats it at a steady rate")
    func powerSteps() throws {
        var game = try Self.ready()
        game.aim.power = 0.5
        for _ in 0..<6 {
            _ = FramePhases.handle(.key(KeyEvent(key: "Down", isDown: true)), in: &game)
            TestSupport.run(&game, updates: 2)
            _ = FramePhases.handle(.key(KeyEvent(key: "Down", isDown: false)), in: &game)
            TestSupport.run(&game, updates: 1)
        }
        #expect(abs(game.aim.power - (0.5 - 6 * MiniGolfGame.powerStep)) < 1e-9, "six taps of Down should take 50% to 20%, not \(game.aim.power)")
        // Taps of any length between frames move it the same step: a tap within one update too.
        _ = FramePhases.handle(.key(KeyEvent(key: "Up", isDown: true)), in: &game)
        _ = FramePhases.handle(.key(KeyEvent(key: "Up", isDown: false)), in: &game)
        TestSupport.run(&game, updates: 1)
        #expect(abs(game.aim.power - 0.25) < 1e-9, "a tap of Up should add one step, not reach \(game.aim.power)")
        // Held 1.5 s: the press, then a repeat at 0.4 s and every 0.1 s after (12 repeats).
        _ = FramePhases.handle(.key(KeyEvent(key: "Up", isDown: true)), in: &game)
        TestSupport.run(&game, updates: 90)
        _ = FramePhases.handle(.key(KeyEvent(key: "Up", isDown: false)), in: &game)
        #expect(abs(game.aim.power - min(1, 0.25 + 13 * MiniGolfGame.powerStep)) < 1e-9, "holding Up 1.5 s should add 13 steps, not reach \(game.aim.power)")
        // Key repeats from the system do not add steps of their own.
        _ = FramePhases.handle(.key(KeyEvent(key: "Down", isDown: true)), in: &game)
        for _ in 0..<5 { _ = FramePhases.handle(.key(KeyEvent(key: "Down", isDown: true, isRepeat: true)), in: &game) }
        _ = FramePhases.handle(.key(KeyEvent(key: "Down", isDown: false)), in: &game)
        #expect(abs(game.aim.power - (min(1, 0.25 + 13 * MiniGolfGame.powerStep) - MiniGolfGame.powerStep)) < 1e-9, "system key repeats should not add steps")
    }

    @Test("every hole and every putt starts at half power: the game never sets the power that reaches the cup")
    func powerIsThePlayers() throws {
        var game = try Self.ready()
        #expect(game.aim.power == MiniGolfGame.startingPower, "the tee shot should start at half power, not \(game.aim.power)")
        game.aim.power = 0.3
        game.putt()
        for _ in 0..<2_000 where game.match.phase == .rolling { TestSupport.run(&game, updates: 1) }
        #expect(game.match.phase == .aiming && game.match.strokes == 1)
        #expect(game.aim.power == MiniGolfGame.startingPower, "the next putt should start at half power again, not \(game.aim.power)")
        game.aim.power = 0.9
        game.match.nextHole()
        game.startHole()
        #expect(game.aim.power == MiniGolfGame.startingPower, "a new hole should start at half power again, not keep \(game.aim.power)")
    }
}
