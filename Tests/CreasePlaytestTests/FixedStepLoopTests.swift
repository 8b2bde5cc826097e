import Testing
@testable import CreasePlaytest

@Suite("FixedStepLoop")
struct FixedStepLoopTests {
    /// Runs `frames` frames of a loop at `hz`, the clock moving `frameSeconds` per frame.
    private func stepsPerFrame(hz: Double, frameSeconds: Double, frames: Int, maxSteps: Int = 5) -> [Int] {
        var loop = FixedStepLoop(targetHz: hz, maxStepsPerFrame: maxSteps)
        let clock = ManualClock()
        _ = loop.advance(to: clock.now())
        var result: [Int] = []
        for _ in 0..<frames {
            clock.advance(by: frameSeconds)
            result.append(loop.advance(to: clock.now()).steps)
        }
        return result
    }

    @Test("at 60 Hz, frames at 60 fps run exactly one step each")
    func sixtyHz() {
        let steps = stepsPerFrame(hz: 60, frameSeconds: 1.0 / 60, frames: 600)
        #expect(steps.allSatisfy { $0 == 1 }, "every 1/60 s frame should run one step, got \(Set(steps))")
    }

    @Test("at 30 Hz, frames at 60 fps alternate zero and one step")
    func thirtyHz() {
        let steps = stepsPerFrame(hz: 30, frameSeconds: 1.0 / 60, frames: 120)
        #expect(steps.reduce(0, +) == 60, "120 frames of 1/60 s at 30 Hz should run 60 steps, ran \(steps.reduce(0, +))")
        #expect(steps.allSatisfy { $0 <= 1 }, "no frame should run more than one 30 Hz step")
        #expect(Array(steps.prefix(4)) == [0, 1, 0, 1], "steps should alternate 0, 1, got \(steps.prefix(4))")
    }

    @Test("at 144 Hz, frames at 60 fps run two or three steps, 144 a second")
    func oneFortyFourHz() {
        let steps = stepsPerFrame(hz: 144, frameSeconds: 1.0 / 60, frames: 60)
        #expect(steps.reduce(0, +) == 144, "one second of frames at 144 Hz should run 144 steps, ran \(steps.reduce(0, +))")
        #expect(Set(steps).isSubset(of: [2, 3]), "each frame should run 2 or 3 steps, got \(Set(steps))")
    }

    @Test("the first real-time frame only starts the clock")
    func firstFrame() {
        var loop = FixedStepLoop()
        let tick = loop.advance(to: 5)
        #expect(tick.steps == 0 && tick.interpolation == 0, "the first frame should run no step, got \(tick)")
    }

    @Test("a stall is clamped to maxStepsPerFrame and the rest is dropped")
    func catchUpClamp() {
        var loop = FixedStepLoop(targetHz: 60, maxStepsPerFrame: 4)
        _ = loop.advance(to: 0)
        let tick = loop.advance(to: 0.5 + 0.25 / 60)
        #expect(tick.steps == 4, "a half-second stall should run the clamp's 4 steps, ran \(tick.steps)")
        #expect(abs(tick.droppedSeconds - 26.0 / 60) < 1e-9, "26 whole steps should be dropped, dropped \(tick.droppedSeconds * 60)")
        #expect(abs(tick.interpolation - 0.25) < 1e-6, "the quarter step left over should remain as interpolation, got \(tick.interpolation)")
        let next = loop.advance(to: 0.5 + 1.25 / 60)
        #expect(next.steps == 1, "after the clamp the loop should be back to one step per frame, ran \(next.steps)")
        #expect(loop.totalSteps == 5, "4 + 1 steps should have run, ran \(loop.totalSteps)")
    }

    @Test("interpolation is the fraction of a step left in the accumulator")
    func interpolation() {
        var loop = FixedStepLoop(targetHz: 50)
        _ = loop.advance(to: 0)
        let quarter = loop.advance(to: 0.005)
        #expect(quarter.steps == 0 && abs(quarter.interpolation - 0.25) < 1e-9, "5 ms at 50 Hz is a quarter step, got \(quarter)")
        let past = loop.advance(to: 0.035)
        #expect(past.steps == 1 && abs(past.interpolation - 0.75) < 1e-9, "35 ms is one step and three quarters, got \(past)")
    }

    @Test("a clock going backwards counts as no time")
    func backwards() {
        var loop = FixedStepLoop()
        _ = loop.advance(to: 10)
        let tick = loop.advance(to: 9)
        #expect(tick.steps == 0 && loop.accumulator == 0, "time running backwards should add nothing, got \(tick)")
    }

    @Test("headless mode runs exactly one step per frame whatever the clock says")
    func headless() {
        var loop = FixedStepLoop(targetHz: 60, mode: .headless)
        let ticks = [0, 0, 10, 10.001].map { loop.advance(to: $0) }
        #expect(ticks.allSatisfy { $0.steps == 1 && $0.interpolation == 1 }, "each headless frame should be one step drawn at 1, got \(ticks)")
        #expect(abs(loop.simulatedSeconds - 4.0 / 60) < 1e-12, "four headless frames simulate four steps")
    }

    @Test("the budget and step follow the rate; silly rates are clamped")
    func rates() {
        #expect(abs(FixedStepLoop().budgetMs - 16.6667) < 0.001, "60 Hz is a 16.67 ms budget")
        #expect(FixedStepLoop(targetHz: 0).targetHz == 1, "0 Hz should be clamped to 1")
        #expect(FixedStepLoop(targetHz: .infinity).targetHz == 60, "a non-finite rate should fall back to 60")
    }

    @Test("pacing waits for the rest of the step")
    func pacing() {
        let loop = FixedStepLoop(targetHz: 100)
        #expect(abs(loop.pacingDelay(frameStartedAt: 1, now: 1.004) - 0.006) < 1e-12, "4 ms into a 10 ms frame leaves 6 ms")
        #expect(loop.pacingDelay(frameStartedAt: 1, now: 1.02) == 0, "a late frame should not wait")
    }
}
