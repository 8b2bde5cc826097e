import Crease
import CreasePlaytest
import CreaseTestGames
import Testing

/// `--passes`: a headless run's frames timed over several passes, each frame (each phase of
/// it) by its fastest.
@Suite("Timing passes")
struct TimingPassesTests {
    /// A session of frames whose phases took the given milliseconds, (update, present) each.
    static func session(_ frames: [(update: Double, present: Double)]) -> PlaytestSession {
        var session = PlaytestSession(game: "g", device: Device(), seed: 1)
        var time = 0.0
        for frame in frames {
            session.beginFrame(at: time)
            time += frame.update / 1000
            session.mark(.update, at: time)
            time += frame.present / 1000
            session.mark(.present, at: time)
            session.endFrame(at: time)
        }
        return session
    }

    @Test("each phase keeps its fastest pass, and a frame's CPU time stays the sum of its phases")
    func fastestPerPhase() {
        var first = Self.session([(2, 5), (3, 1)])
        let second = Self.session([(1, 6), (4, 2)])
        let merged = first.keepFastest(of: second.frameTimings)
        #expect(merged, "two passes over the same two frames should merge")
        #expect(first.timingPasses == 2, "the session should count two passes")
        let frames = first.frameTimings
        #expect(abs(frames[0].update - 1) < 1e-9 && abs(frames[0].present - 5) < 1e-9,
                "frame 0 should take update from pass 2 (1 ms) and present from pass 1 (5 ms), got \(frames[0])")
        #expect(abs(frames[1].update - 3) < 1e-9 && abs(frames[1].present - 1) < 1e-9, "frame 1 is fastest in pass 1, got \(frames[1])")
        let report = first.report(stateHash: "0", outcome: .null)
        #expect(report.samples?.passes == 2, "the samples should say they are the fastest of 2 passes")
        #expect(report.samples?.frameCpuMs == [6, 4], "frame CPU should be each frame's phases added: 1 + 5 and 3 + 1")
        #expect(report.frameCpuMs.max == 6, "the statistics should come from the merged frames")
        #expect(PlaytestCommand.summary(report).hasSuffix("; times: fastest of 2 passes"),
                "the summary line should say the passes, got '\(PlaytestCommand.summary(report))'")
    }

    @Test("a pass over other frames is refused and changes nothing")
    func otherFramesRefused() {
        var first = Self.session([(2, 5), (3, 1)])
        let before = first.frameTimings
        let merged = first.keepFastest(of: Self.session([(1, 1)]).frameTimings)
        #expect(!merged, "one frame against two should be refused")
        #expect(first.frameTimings == before && first.timingPasses == 1, "a refused pass should change nothing")
        let single = first.report(stateHash: "0", outcome: .null)
        #expect(single.samples?.passes == nil, "one pass leaves `passes` out of the samples")
        #expect(PlaytestCommand.summary(single).hasSuffix("state 0"), "one pass adds nothing to the summary line")
    }

    @Test("a headless report is timed over passes for ten seconds unless --passes says how many")
    func defaults() throws {
        let report = try RunPlan(options: RunOptions.parse(["--headless", "--report", "r.json"]))
        #expect(report.timingSeconds == RunPlan.defaultPassSeconds && report.timingPasses == RunOptions.passesRange.upperBound,
                "a headless report should pass for \(RunPlan.defaultPassSeconds) s, at most \(RunOptions.passesRange.upperBound) passes")
        let counted = try RunPlan(options: RunOptions.parse(["--headless", "--report", "r.json", "--passes", "3"]))
        #expect(counted.timingSeconds == nil && counted.timingPasses == 3, "--passes 3 should fix the count at 3")
        let noReport = try RunPlan(options: RunOptions.parse(["--headless"]))
        #expect(noReport.timingSeconds == nil && noReport.timingPasses == 1, "without a report a run plays once")
        let window = try RunPlan(options: RunOptions.parse(["--report", "r.json"]))
        #expect(window.timingSeconds == nil && window.timingPasses == 1, "a window plays its frames once")
    }

    @Test("--passes takes 1 to 100, and more than one only headless", arguments: [
        (["--headless", "--passes", "0"], "--passes: should be a whole number from 1 to 100 (got '0')"),
        (["--headless", "--passes", "101"], "--passes: should be a whole number from 1 to 100 (got '101')"),
        (["--headless", "--passes", "two"], "--passes: should be a whole number from 1 to 100 (got 'two')"),
        (["--passes", "2"], "--passes: needs --headless (a window plays its frames once, as they happen)"),
    ])
    func badPasses(arguments: [String], message: String) {
        #expect(throws: UsageError.self, "\(arguments) should be refused") { try RunOptions.parse(arguments) }
        do {
            _ = try RunOptions.parse(arguments)
        } catch {
            #expect("\(error)" == message, "the message should name the flag and the problem, got '\(error)'")
        }
        #expect((try? RunOptions.parse(["--passes", "1"]))?.passes == 1, "one pass is fine in a window")
    }
}

/// The unrendered path plays once, so it refuses more passes instead of ignoring them.
@Suite("Timing passes: the unrendered path")
struct UnrenderedPassesTests {
    @Test("Playtest.run and headlessMain refuse --passes over 1 and take --passes 1")
    func refused() throws {
        #expect(throws: UsageError.self, "Playtest.run should refuse three passes") {
            try Playtest.run(BouncingBallGame(), arguments: ["--frames", "3", "--passes", "3"])
        }
        let once = try Playtest.run(BouncingBallGame(), arguments: ["--frames", "3", "--passes", "1"])
        #expect(once.report.frames == 3, "one pass is what it plays anyway")
        var errors: [String] = []
        let status = PlaytestCommand.headlessMain(BouncingBallGame(), arguments: ["--headless", "--frames", "3", "--passes", "2"],
                                                  executable: "ball", standardOutput: { _ in }, standardError: { errors.append($0) })
        #expect(status == 2, "headlessMain should exit 2")
        #expect(errors.first?.hasPrefix("ball: --passes: needs the SDL runner") == true, "one line naming the flag, got \(errors)")
    }
}
