import CreaseTestGames
import Crease
import Foundation
import Testing
import CreasePlaytest

@Suite("Playtest")
struct PlaytestTests {
    @Test("the fold cycle headless: every frame counted, no lint, zero shift on flat ⇄ tabletop and flat ⇄ book")
    func foldCycle() throws {
        let result = try Playtest.run(BouncingBallGame(), arguments: ["--script", "fold-cycle", "--seed", "7"])
        let report = result.report
        #expect(report.frames == 540 && report.steps == 540, "the fold cycle runs 540 frames of one step each")
        #expect(report.game == "bouncing-ball" && report.device == "duo" && report.seed == 7, "identity fields should be filled")
        #expect(report.foldLint.violations.isEmpty, "the ball game's HUD never crosses the fold, got \(report.foldLint.violations)")
        #expect(report.transitions.map(\.to) == [.flat, .tabletop, .book, .flat, .book, .closed, .tabletop, .flat],
                "every step of the cycle should be a transition, got \(report.transitions.map(\.to))")
        #expect(report.maxLayoutShift(between: .flat, and: .tabletop) == 0, "a pre-reserving HUD should not move on flat ⇄ tabletop")
        #expect(report.maxLayoutShift(between: .flat, and: .book) == 0, "nor on flat ⇄ book")
        #expect(report.maxLayoutShift(between: .tabletop, and: .book) > 0, "turning the display does move the HUD")
        let still = report.transitions.filter { $0.layoutShift.max == 0 }
        #expect(!still.isEmpty && still.allSatisfy { $0.settledFrame == $0.frame }, "a change that moves nothing settles in its own frame")
        #expect(report.transitions.allSatisfy { ($0.settledFrame ?? .max) - $0.frame <= 13 }, "a moving HUD glides for about 200 ms (12 frames) and then settles")
        #expect(result.device.posture == .flat, "the cycle ends flat")
        #expect(report.outcome["bounces"] != nil, "the outcome should be the game's")
    }

    @Test("the same script and seed give the same state hash; another seed another")
    func determinism() throws {
        let arguments = ["--script", "fold-cycle", "--seed", "7"]
        let first = try Playtest.run(BouncingBallGame(), arguments: arguments).report
        // A ticking clock: different phase timings must not change the simulation.
        let second = try Playtest.run(BouncingBallGame(), arguments: arguments, clock: ManualClock(tick: 0.003)).report
        let other = try Playtest.run(BouncingBallGame(), arguments: ["--script", "fold-cycle", "--seed", "8"]).report
        #expect(first.stateHash == second.stateHash, "two runs of one script and seed should hash alike: \(first.stateHash) vs \(second.stateHash)")
        #expect(first.stateHash != other.stateHash, "seeds 7 and 8 should end in different states")
        #expect(first.stateHash.count == 16, "the hash should be 16 hex digits")
        let sweep = try Playtest.run(BouncingBallGame(), arguments: ["--script", "hinge-sweep", "--seed", "7"]).report
        #expect(sweep.stateHash != first.stateHash, "another script should end elsewhere")
    }

    @Test("a ticking manual clock makes the timing figures exact")
    func exactTimings() {
        let result = Playtest.run(BouncingBallGame(), frames: 30, clock: ManualClock(tick: 0.004))
        let report = result.report
        #expect(report.frameCpuMs.p50 == report.frameCpuMs.max && abs(report.frameCpuMs.mean - 20) < 1e-6,
                "five 4 ms phases make every frame 20 ms, got \(report.frameCpuMs)")
        #expect(report.jankFrames == 30, "20 ms is over the 16.7 ms budget in every frame")
        #expect(abs(report.overrunMs.p99 - (20 - 1000.0 / 60)) < 1e-6, "overrun is 20 − 16.67 ms")
    }

    @Test("a broken HUD shows up in the lint")
    func lint() throws {
        var game = BouncingBallGame()
        game.breaksFoldRule = true
        let report = try Playtest.run(game, arguments: ["--script", "fold-cycle"]).report
        #expect(report.foldLint.violations.first == PlaytestReport.LintViolation(frame: 0, element: "target", rule: "crossesDivision"),
                "the target across the active fold should be reported at frame 0, got \(report.foldLint.violations.first.map(String.init(describing:)) ?? "none")")
        #expect(report.foldLint.violations.count > 1, "it should be reported again each time the fold becomes active")
    }

    @Test("a script built in code runs through the value API")
    func valueAPI() {
        let script = PlaytestScript(posture: .tabletop, frames: 20, steps: [PlaytestStep(at: 10, .posture(.flat))])
        let result = Playtest.run(BouncingBallGame(), script: script, seed: 5, clock: ManualClock())
        #expect(result.report.frames == 20 && result.report.transitions.count == 1, "20 frames and one unfold")
        #expect(result.chart.frameCpuMs.count == 20 && result.chart.changeFrames == [10], "the chart should mark the unfold at frame 10")
        #expect(!result.lastDrawList.commands.isEmpty, "the last frame should have been drawn")
    }
}
