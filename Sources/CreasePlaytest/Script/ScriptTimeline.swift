import Crease
import CreaseHUD

/// A script expanded into what happens in each frame.
///
/// A key step becomes a key-down and a key-up in the same frame; a tap, a pointer `began`
/// and `ended` at the same point in the same frame; a drag of N frames, `began` at `from` in
/// its first frame, then one `moved` per frame for N frames along the straight line (the
/// k-th at k/N of the way), with `ended` at `to` after the last move, in frame `at + N`.
/// Within a frame, actions keep the order of the steps that made them.
public struct ScriptTimeline: Sendable, Hashable {
    /// The actions of each frame that has any.
    public private(set) var actionsByFrame: [Int: [ScriptAction]] = [:]

    /// Expands a script.
    public init(_ script: PlaytestScript) {
        let ordered = script.steps.enumerated().sorted { $0.element.at != $1.element.at ? $0.element.at < $1.element.at : $0.offset < $1.offset }
        for (index, step) in ordered {
            expand(step, index: index)
        }
    }

    /// No actions at all (a run without a script).
    public init() {}

    /// The actions in a frame, in order.
    public func actions(at frame: Int) -> [ScriptAction] { actionsByFrame[frame] ?? [] }

    /// The frame after the last one with an action (0 when empty).
    public var endFrame: Int { (actionsByFrame.keys.max() ?? -1) + 1 }

    private mutating func append(_ action: ScriptAction, at frame: Int) {
        actionsByFrame[frame, default: []].append(action)
    }

    private mutating func expand(_ step: PlaytestStep, index: Int) {
        let frame = step.at
        if let change = step.action.deviceChange {
            append(.device(change), at: frame)
            return
        }
        switch step.action {
        case .key(let name):
            append(.input(.key(KeyEvent(key: name, isDown: true))), at: frame)
            append(.input(.key(KeyEvent(key: name, isDown: false))), at: frame)
        case .text(let text):
            append(.input(.text(text)), at: frame)
        case .tap(let point):
            let finger = PointerID.scriptFinger(step: index)
            append(.input(.pointer(PointerEvent(id: finger, phase: .began, location: point))), at: frame)
            append(.input(.pointer(PointerEvent(id: finger, phase: .ended, location: point))), at: frame)
        case .drag(let from, let to, let frames):
            let finger = PointerID.scriptFinger(step: index)
            append(.input(.pointer(PointerEvent(id: finger, phase: .began, location: from))), at: frame)
            for k in 1...Swift.max(1, frames) {
                let t = Double(k) / Double(Swift.max(1, frames))
                let point = Point(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)
                append(.input(.pointer(PointerEvent(id: finger, phase: .moved, location: point))), at: frame + k)
            }
            append(.input(.pointer(PointerEvent(id: finger, phase: .ended, location: to))), at: frame + Swift.max(1, frames))
        case .screenshot(let path):
            append(.screenshot(path), at: frame)
        case .posture, .hinge, .camera, .layoutDirection:
            break
        }
    }
}
