import CreaseTestGames
import Crease
import CreaseHUD
import Testing
import CreasePlaytest

@Suite("PlaytestDriver")
struct PlaytestDriverTests {
    private func driver(script: PlaytestScript? = nil, headless: Bool = true, frames: Int? = 10) -> PlaytestDriver<BouncingBallGame> {
        PlaytestDriver(game: BouncingBallGame(), setUp: GameSetUp(seed: 3, device: Device(), headless: headless), script: script, frames: frames)
    }

    @Test("a ticking manual clock gives each phase exactly one tick")
    func phaseTimings() {
        var driver = driver()
        let clock = ManualClock(tick: 0.001)
        driver.runFrame(clock: clock)
        let timings = driver.session.frameTimings[0]
        for phase in FramePhase.allCases {
            #expect(abs(timings[phase] - 1) < 1e-9, "\(phase) should take one 1 ms tick, took \(timings[phase])")
        }
    }

    @Test("script actions reach the game: device changes, keys, taps, screenshots")
    func scriptActions() throws {
        let script = try PlaytestScript(json: """
        {"frames": 10, "steps": [{"at": 1, "posture": "tabletop"}, {"at": 2, "key": "Space"}, {"at": 3, "tap": {"x": 5, "y": 5}},
          {"at": 4, "camera": true}, {"at": 5, "screenshot": "shot.png"}]}
        """)
        var driver = driver(script: script)
        let clock = ManualClock()
        var outputs: [FrameOutput] = []
        while !driver.isDone { outputs.append(driver.runFrame(clock: clock)) }
        #expect(driver.frame == 10, "the run should stop at its frame limit")
        #expect(driver.device.posture == .tabletop && driver.device.innerCameraInUse, "the device should be tabletop with the camera on")
        #expect(driver.game.deviceChanges == 2, "the game should hear both device changes")
        #expect(driver.game.keys == 1 && driver.game.taps == 1, "the game should get one Space press and one tap")
        #expect(outputs[2].eventsHandled == 1 && outputs[3].eventsHandled == 1, "the key down and the tap's lift are used")
        #expect(outputs[5].screenshots == ["shot.png"], "frame 5 should ask the host for a screenshot")
        #expect(driver.game.updates == 10, "headless frames run one update each")
    }

    @Test("host events and device changes are applied after the script's, in the input phase")
    func hostInput() {
        var driver = driver()
        let clock = ManualClock()
        let presented = driver.runFrame(clock: clock, events: [.key(KeyEvent(key: "Space", isDown: true))],
                                        deviceChanges: [.posture(.book), .posture(.book)])
        #expect(presented.eventsHandled == 1, "the host's Space press should reach the game")
        #expect(driver.game.deviceChanges == 1, "a change that leaves the device as it is should not be announced")
        #expect(driver.report().transitions.count == 1, "one posture change, one transition")
    }

    @Test("present receives the frame's draw list; a throwing present propagates")
    func present() throws {
        struct PresentFailed: Error {}
        var driver = driver()
        let clock = ManualClock()
        var commands = 0
        driver.runFrame(clock: clock, present: { list in commands = list.commands.count })
        #expect(commands >= 3, "the ball and the two HUD elements should all be drawn, got \(commands) commands")
        #expect(throws: PresentFailed.self, "an error from present should reach the caller") {
            try driver.runFrame(clock: clock, present: { _ in throw PresentFailed() })
        }
    }

    @Test("real-time mode follows the clock: no update on the first frame, then one per 1/60 s")
    func realTime() {
        var driver = driver(headless: false, frames: nil)
        let clock = ManualClock()
        driver.runFrame(clock: clock)
        clock.advance(by: 1.0 / 60)
        driver.runFrame(clock: clock)
        clock.advance(by: 3.0 / 60)
        driver.runFrame(clock: clock)
        #expect(driver.game.updates == 4, "0 + 1 + 3 updates should have run, ran \(driver.game.updates)")
        #expect(!driver.isDone, "without a frame limit the run continues")
    }
}

@Suite("PlaytestDriver, split frames")
struct PlaytestDriverSplitFrameTests {
    @Test("prepare, render, finish: a vsync wait reported by the host is not CPU time")
    func excludesWait() {
        var driver = PlaytestDriver(game: BouncingBallGame(), setUp: GameSetUp(seed: 1, device: Device(), headless: true), frames: 2)
        let clock = ManualClock()
        let output = driver.prepareFrame(clock: clock)
        #expect(output.frame == 0 && !driver.drawList.commands.isEmpty, "the draw list should be ready for the host to render")
        clock.advance(by: 0.010) // render 2 ms, then 8 ms blocked on vsync
        driver.finishFrame(clock: clock, excludingWait: 0.008)
        #expect(abs(driver.session.frameTimings[0].present - 2) < 1e-9, "present should count 10 − 8 = 2 ms, got \(driver.session.frameTimings[0].present)")
        #expect(driver.frame == 1, "finishing should move to the next frame")
    }
}
