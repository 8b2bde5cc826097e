import Crease
import CreaseHUD
import Testing
import CreasePlaytest

@Suite("ScriptTimeline")
struct ScriptTimelineTests {
    @Test("keys press and release, taps touch and lift, in the step's frame")
    func keyAndTap() {
        let timeline = ScriptTimeline(PlaytestScript(steps: [PlaytestStep(at: 5, .key("Space")), PlaytestStep(at: 5, .tap(Point(x: 1, y: 2)))]))
        let finger = PointerID.scriptFinger(step: 1)
        #expect(timeline.actions(at: 5) == [
            .input(.key(KeyEvent(key: "Space", isDown: true))),
            .input(.key(KeyEvent(key: "Space", isDown: false))),
            .input(.pointer(PointerEvent(id: finger, phase: .began, location: Point(x: 1, y: 2)))),
            .input(.pointer(PointerEvent(id: finger, phase: .ended, location: Point(x: 1, y: 2)))),
        ], "frame 5 should hold key down, key up, touch, lift, in step order; got \(timeline.actions(at: 5))")
        #expect(timeline.actions(at: 4).isEmpty && timeline.actions(at: 6).isEmpty, "nothing should happen in other frames")
    }

    @Test("a drag begins, moves once per frame along the line, and ends at its target")
    func drag() {
        let timeline = ScriptTimeline(PlaytestScript(steps: [
            PlaytestStep(at: 10, .drag(from: Point(x: 0, y: 100), to: Point(x: 40, y: 60), frames: 4)),
        ]))
        let finger = PointerID.scriptFinger(step: 0)
        #expect(timeline.actions(at: 10) == [.input(.pointer(PointerEvent(id: finger, phase: .began, location: Point(x: 0, y: 100))))],
                "the drag's first frame should only touch down")
        #expect(timeline.actions(at: 12) == [.input(.pointer(PointerEvent(id: finger, phase: .moved, location: Point(x: 20, y: 80))))],
                "halfway through (frame 12 of 10…14) the finger should be at the midpoint")
        #expect(timeline.actions(at: 14) == [
            .input(.pointer(PointerEvent(id: finger, phase: .moved, location: Point(x: 40, y: 60)))),
            .input(.pointer(PointerEvent(id: finger, phase: .ended, location: Point(x: 40, y: 60)))),
        ], "the last frame should move to the target and lift")
        #expect(timeline.endFrame == 15, "the drag's last frame is 14")
    }

    @Test("device steps become device changes; steps are ordered by frame, ties by writing order")
    func deviceChanges() {
        let timeline = ScriptTimeline(PlaytestScript(steps: [
            PlaytestStep(at: 9, .camera(true)),
            PlaytestStep(at: 3, .posture(.book)),
            PlaytestStep(at: 9, .hinge(100)),
            PlaytestStep(at: 9, .layoutDirection(.rightToLeft)),
            PlaytestStep(at: 9, .screenshot("a.png")),
        ]))
        #expect(timeline.actions(at: 3) == [.device(.posture(.book))], "frame 3 should fold into book")
        #expect(timeline.actions(at: 9) == [.device(.camera(true)), .device(.hinge(100)),
                                            .device(.layoutDirection(.rightToLeft)), .screenshot("a.png")],
                "frame 9's actions should keep the order they were written in")
    }
}
