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

    @Test("overlapping drags, taps and keys in shared frames come out as the step-by-step expansion has them")
    func overlappingDragsMatchTheEagerExpansion() {
        let script = PlaytestScript(steps: [
            PlaytestStep(at: 300, .key("Space")),
            PlaytestStep(at: 250, .drag(from: Point(x: 0, y: 0), to: Point(x: 300, y: 30), frames: 300)),
            PlaytestStep(at: 252, .drag(from: Point(x: 10, y: 10), to: Point(x: 20, y: 20), frames: 3)),
            PlaytestStep(at: 255, .tap(Point(x: 5, y: 6))),
            PlaytestStep(at: 255, .drag(from: Point(x: 1, y: 1), to: Point(x: 2, y: 2), frames: 1)),
            PlaytestStep(at: 250, .posture(.book)),
            PlaytestStep(at: 511, .drag(from: Point(x: 7, y: 7), to: Point(x: 9, y: 9), frames: 0)),
            PlaytestStep(at: 0, .text("go")),
            PlaytestStep(at: 550, .screenshot("end.png")),
        ])
        let timeline = ScriptTimeline(script)
        let expected = Self.eagerExpansion(script)
        for frame in -1...600 {
            #expect(timeline.actions(at: frame) == (expected[frame] ?? []),
                    "frame \(frame) should hold what expanding every step frame by frame gives")
        }
        #expect(timeline.endFrame == (expected.keys.max() ?? -1) + 1, "the end frame should follow the last action, the screenshot at frame 550")
    }

    @Test("a 100,000-frame drag is worked out per frame: its middle and its end are where the line says")
    func longDrag() {
        let timeline = ScriptTimeline(PlaytestScript(steps: [
            PlaytestStep(at: 7, .drag(from: Point(x: 0, y: 0), to: Point(x: 1000, y: -1000), frames: 100_000)),
        ]))
        let finger = PointerID.scriptFinger(step: 0)
        #expect(timeline.actions(at: 7 + 50_000) == [.input(.pointer(PointerEvent(id: finger, phase: .moved, location: Point(x: 500, y: -500))))],
                "halfway, the finger should be at the midpoint")
        #expect(timeline.actions(at: 7 + 100_000) == [
            .input(.pointer(PointerEvent(id: finger, phase: .moved, location: Point(x: 1000, y: -1000)))),
            .input(.pointer(PointerEvent(id: finger, phase: .ended, location: Point(x: 1000, y: -1000)))),
        ], "the last frame should move to the target and lift")
        #expect(timeline.actions(at: 7 + 100_001).isEmpty, "nothing should follow the lift")
        #expect(timeline.endFrame == 100_008, "the drag's last frame is 100,007")
    }

    /// Every step expanded into one list of actions per frame, as the timeline did before drags
    /// were worked out lazily: the reference the lazy timeline must match.
    private static func eagerExpansion(_ script: PlaytestScript) -> [Int: [ScriptAction]] {
        var frames: [Int: [ScriptAction]] = [:]
        let ordered = script.steps.enumerated().sorted { $0.element.at != $1.element.at ? $0.element.at < $1.element.at : $0.offset < $1.offset }
        for (index, step) in ordered {
            let frame = step.at
            if let change = step.action.deviceChange {
                frames[frame, default: []].append(.device(change))
                continue
            }
            switch step.action {
            case .key(let name):
                frames[frame, default: []] += [.input(.key(KeyEvent(key: name, isDown: true))), .input(.key(KeyEvent(key: name, isDown: false)))]
            case .text(let text):
                frames[frame, default: []].append(.input(.text(text)))
            case .tap(let point):
                let finger = PointerID.scriptFinger(step: index)
                frames[frame, default: []] += [.input(.pointer(PointerEvent(id: finger, phase: .began, location: point))),
                                               .input(.pointer(PointerEvent(id: finger, phase: .ended, location: point)))]
            case .drag(let from, let to, let count):
                let finger = PointerID.scriptFinger(step: index)
                let n = max(1, count)
                frames[frame, default: []].append(.input(.pointer(PointerEvent(id: finger, phase: .began, location: from))))
                for k in 1...n {
                    let t = Double(k) / Double(n)
                    let point = Point(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)
                    frames[frame + k, default: []].append(.input(.pointer(PointerEvent(id: finger, phase: .moved, location: point))))
                }
                frames[frame + n, default: []].append(.input(.pointer(PointerEvent(id: finger, phase: .ended, location: to))))
            case .screenshot(let path):
                frames[frame, default: []].append(.screenshot(path))
            case .input(let event):
                frames[frame, default: []].append(.input(event))
            case .tapElement(let id):
                frames[frame, default: []].append(.tapElement(id, finger: PointerID.scriptFinger(step: index)))
            case .posture, .hinge, .camera, .layoutDirection, .profile:
                break
            }
        }
        return frames
    }
}
