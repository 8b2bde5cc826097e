import Crease
import CreaseHUD
import Testing
import CreasePlaytest

@Suite("PlaytestSession")
struct PlaytestSessionTests {
    private func tabletopDevice() -> Device {
        var device = Device()
        device.posture = .tabletop
        return device
    }

    @Test("phase marks become per-frame timings in milliseconds")
    func phases() {
        var session = PlaytestSession(game: "g", device: Device(), seed: 1)
        session.beginFrame(at: 10)
        session.mark(.input, at: 10.001)
        session.mark(.update, at: 10.004)
        session.mark(.layout, at: 10.0045)
        session.mark(.draw, at: 10.0065)
        session.mark(.present, at: 10.0105)
        session.endFrame(at: 10.016)
        let timings = session.frameTimings[0]
        #expect(abs(timings.input - 1) < 1e-6 && abs(timings.update - 3) < 1e-6 && abs(timings.layout - 0.5) < 1e-6
                && abs(timings.draw - 2) < 1e-6 && abs(timings.present - 4) < 1e-6,
                "phases should be the gaps between marks, got \(timings)")
        #expect(abs(timings.total - 10.5) < 1e-6, "the frame's CPU time should be the sum of its phases, 10.5 ms")
        let report = session.report(stateHash: "0", outcome: .null)
        #expect(abs(report.wallSeconds - 0.016) < 1e-9, "wall time should run to the frame's end, pacing included")
    }

    @Test("time skipped inside a frame does not count")
    func skip() {
        var session = PlaytestSession(game: "g", device: Device(), seed: 1)
        session.beginFrame(at: 0)
        session.mark(.input, at: 0.001)
        session.skip(to: 0.5)
        session.mark(.present, at: 0.502)
        session.endFrame()
        #expect(abs(session.frameTimings[0].total - 3) < 1e-6, "a skipped wait should not count as CPU time")
    }

    @Test("jank, overrun and statistics against the budget")
    func jank() {
        var session = PlaytestSession(game: "g", device: Device(), seed: 1, targetHz: 100)
        for cpu in [5.0, 8, 12, 9, 20] {
            session.beginFrame(at: 0)
            session.add(cpu, to: .update)
            session.endFrame()
        }
        let report = session.report(stateHash: "0", outcome: .null)
        #expect(report.jankFrames == 2, "12 and 20 ms exceed the 10 ms budget at 100 Hz")
        #expect(report.frameCpuMs.p50 == 9 && report.frameCpuMs.max == 20, "p50 of 5, 8, 9, 12, 20 is 9; max 20")
        #expect(report.overrunMs == OverrunStatistics(p50: -1, p99: 10), "overrun p50 9 − 10 = −1, p99 20 − 10 = 10; got \(report.overrunMs)")
        #expect(report.phases.update == report.frameCpuMs && report.phases.input == .zero,
                "all time went to update, none to input")
    }

    @Test("a posture change measures shift from the frame before to the first settled frame after")
    func layoutShift() {
        var session = PlaytestSession(game: "g", device: Device(), seed: 1)
        let before = ["a": Rect(x: 0, y: 0, width: 10, height: 10), "b": Rect(x: 20, y: 0, width: 10, height: 10)]
        let moving = ["a": Rect(x: 1, y: 0, width: 10, height: 10), "b": Rect(x: 20, y: 0, width: 10, height: 10)]
        let after = ["a": Rect(x: 3, y: 4, width: 10, height: 10), "b": Rect(x: 20, y: 0, width: 10, height: 10)]
        func frame(_ frames: [String: Rect], settled: Bool = true, change: Device? = nil) {
            session.beginFrame(at: 0)
            if let change { session.deviceChanged(to: change) }
            session.recordHUD(HUDSnapshot(elementFrames: frames, isSettled: settled))
            session.endFrame()
        }
        frame(before)
        frame(moving, settled: false, change: tabletopDevice())
        frame(moving, settled: false)
        frame(after)
        frame(["a": Rect(x: 90, y: 90, width: 1, height: 1)])
        let report = session.report(stateHash: "0", outcome: .null)
        #expect(report.transitions == [PlaytestReport.Transition(frame: 1, from: .flat, to: .tabletop,
                                                                 layoutShift: LayoutShift(sum: 5, max: 5), settledFrame: 3,
                                                                 turnsDisplay: true)],
                "the change at frame 1 should be measured at settled frame 3: a moved 5 pt, b none; got \(report.transitions)")
        #expect(report.postureTimeline == [PlaytestReport.PostureMark(frame: 0, posture: .flat),
                                           PlaytestReport.PostureMark(frame: 1, posture: .tabletop)],
                "the timeline should start flat and turn tabletop at frame 1")
    }

    @Test("changes that never settle are closed by the next change or the end")
    func unsettled() {
        var session = PlaytestSession(game: "g", device: Device(), seed: 1)
        var device = Device()
        session.beginFrame(at: 0)
        session.recordHUD(HUDSnapshot(elementFrames: ["a": .zero]))
        session.endFrame()
        device.posture = .book
        session.beginFrame(at: 0)
        session.deviceChanged(to: device)
        session.recordHUD(HUDSnapshot(elementFrames: ["a": Rect(x: 0, y: 2, width: 0, height: 0)], isSettled: false))
        session.endFrame()
        device.posture = .flat
        session.beginFrame(at: 0)
        session.deviceChanged(to: device)
        session.recordHUD(HUDSnapshot(elementFrames: ["a": .zero], isSettled: false))
        session.endFrame()
        let transitions = session.report(stateHash: "0", outcome: .null).transitions
        #expect(transitions.map(\.to) == [.book, .flat], "both changes should be reported")
        #expect(transitions.allSatisfy { $0.settledFrame == nil }, "neither settled, so neither has a settled frame")
        #expect(transitions.first?.layoutShift.max == 2, "the first is measured where the HUD stood when the second began")
    }

    @Test("a camera or direction change is not a posture transition")
    func nonPostureChange() {
        var session = PlaytestSession(game: "g", device: Device(), seed: 1)
        var device = Device()
        device.innerCameraInUse = true
        session.beginFrame(at: 0)
        session.deviceChanged(to: device)
        session.endFrame()
        #expect(session.report(stateHash: "0", outcome: .null).transitions.isEmpty, "turning the camera on changes no posture")
    }

    @Test("a lint violation is listed once, at the frame it begins (even while its element glides), and again if it comes back")
    func lint() {
        var session = PlaytestSession(game: "g", device: Device(), seed: 1)
        let finding = FoldViolation(frame: Rect(x: 0, y: 400, width: 80, height: 80), element: "fire", rule: .crossesDivision)
        let moved = FoldViolation(frame: Rect(x: 10, y: 400, width: 80, height: 80), element: "fire", rule: .crossesDivision)
        for findings in [[], [finding], [moved, finding], [], [finding]] {
            session.beginFrame(at: 0)
            session.recordHUD(HUDSnapshot(violations: findings))
            session.endFrame()
        }
        let violations = session.report(stateHash: "0", outcome: .null).foldLint.violations
        #expect(violations == [PlaytestReport.LintViolation(frame: 1, element: "fire", rule: "crossesDivision"),
                               PlaytestReport.LintViolation(frame: 4, element: "fire", rule: "crossesDivision")],
                "the violation should be listed at frames 1 and 4, got \(violations)")
    }

    @Test("recent chart data keeps the last frames and renumbers their marks")
    func recentChart() {
        var session = PlaytestSession(game: "g", device: Device(), seed: 1)
        for frame in 0..<10 {
            session.beginFrame(at: 0)
            if frame == 8 { session.deviceChanged(to: tabletopDevice()) }
            session.add(Double(frame), to: .draw)
            session.endFrame()
        }
        let recent = session.recentChartData(frames: 4)
        #expect(recent.frameCpuMs == [6, 7, 8, 9], "the last four frames should be kept, got \(recent.frameCpuMs)")
        #expect(recent.changeFrames == [2], "the change at frame 8 is the window's frame 2")
    }
}
