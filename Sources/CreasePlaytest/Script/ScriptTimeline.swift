import Crease
import CreaseHUD

/// A script expanded into what happens in each frame.
///
/// A key step becomes a key-down and a key-up in the same frame; a tap, a pointer `began`
/// and `ended` at the same point in the same frame; a drag of N frames, `began` at `from` in
/// its first frame, then one `moved` per frame for N frames along the straight line (the
/// k-th at k/N of the way), with `ended` at `to` after the last move, in frame `at + N`.
/// Within a frame, actions keep the order of the steps that made them.
///
/// A drag's moves are worked out when their frame is asked for, not stored one per frame, so
/// a timeline costs memory and time in proportion to the script's steps, however long its drags
/// last (a 100,000-frame drag once took a second to expand: found by fuzzing).
public struct ScriptTimeline: Sendable, Hashable {
    /// An action and the rank of the step that made it (its place in frame, then writing, order).
    private struct Ranked: Sendable, Hashable {
        var rank: Int
        var action: ScriptAction
    }

    /// A drag's moves and lift, in frames `start + 1 ... start + frames`.
    private struct Drag: Sendable, Hashable {
        var rank: Int
        var finger: PointerID
        var from: Point
        var to: Point
        var start: Int
        var frames: Int
    }

    /// Frames per bucket of `dragsByBucket`.
    private static let bucketFrames = 256

    /// The actions that happen in one frame only (keys, text, taps, a drag's touch, device
    /// changes, screenshots), by frame, in rank order.
    private var instantByFrame: [Int: [Ranked]] = [:]
    /// Every drag, in rank order.
    private var drags: [Drag] = []
    /// For each run of `bucketFrames` frames (frame / bucketFrames), the drags (indices into
    /// `drags`, ascending) that move in any of its frames.
    private var dragsByBucket: [Int: [Int]] = [:]

    /// The frame after the last one with an action (0 when empty).
    public private(set) var endFrame = 0

    /// Expands a script.
    public init(_ script: PlaytestScript) {
        let ordered = script.steps.enumerated().sorted { $0.element.at != $1.element.at ? $0.element.at < $1.element.at : $0.offset < $1.offset }
        for (rank, (index, step)) in ordered.enumerated() {
            expand(step, index: index, rank: rank)
        }
    }

    /// No actions at all (a run without a script).
    public init() {}

    /// The actions in a frame, in order.
    public func actions(at frame: Int) -> [ScriptAction] {
        let instant = instantByFrame[frame] ?? []
        let moving = (dragsByBucket[frame.floorDivided(by: Self.bucketFrames)] ?? []).lazy
            .map { self.drags[$0] }
            .filter { $0.start < frame && frame <= $0.start + $0.frames }
        if moving.isEmpty { return instant.map(\.action) }
        var ranked = instant
        for drag in moving {
            let k = frame - drag.start
            let t = Double(k) / Double(drag.frames)
            let point = Point(x: drag.from.x + (drag.to.x - drag.from.x) * t, y: drag.from.y + (drag.to.y - drag.from.y) * t)
            ranked.append(Ranked(rank: drag.rank, action: .input(.pointer(PointerEvent(id: drag.finger, phase: .moved, location: point)))))
            if k == drag.frames {
                ranked.append(Ranked(rank: drag.rank, action: .input(.pointer(PointerEvent(id: drag.finger, phase: .ended, location: drag.to)))))
            }
        }
        // Stable: a drag's move comes before its lift, and one step's actions keep their order.
        return ranked.enumerated()
            .sorted { $0.element.rank != $1.element.rank ? $0.element.rank < $1.element.rank : $0.offset < $1.offset }
            .map(\.element.action)
    }

    private mutating func append(_ action: ScriptAction, at frame: Int, rank: Int) {
        instantByFrame[frame, default: []].append(Ranked(rank: rank, action: action))
        endFrame = Swift.max(endFrame, frame + 1)
    }

    private mutating func expand(_ step: PlaytestStep, index: Int, rank: Int) {
        let frame = step.at
        if let change = step.action.deviceChange {
            append(.device(change), at: frame, rank: rank)
            return
        }
        switch step.action {
        case .key(let name):
            append(.input(.key(KeyEvent(key: name, isDown: true))), at: frame, rank: rank)
            append(.input(.key(KeyEvent(key: name, isDown: false))), at: frame, rank: rank)
        case .text(let text):
            append(.input(.text(text)), at: frame, rank: rank)
        case .tap(let point):
            let finger = PointerID.scriptFinger(step: index)
            append(.input(.pointer(PointerEvent(id: finger, phase: .began, location: point))), at: frame, rank: rank)
            append(.input(.pointer(PointerEvent(id: finger, phase: .ended, location: point))), at: frame, rank: rank)
        case .drag(let from, let to, let frames):
            let finger = PointerID.scriptFinger(step: index)
            append(.input(.pointer(PointerEvent(id: finger, phase: .began, location: from))), at: frame, rank: rank)
            let drag = Drag(rank: rank, finger: finger, from: from, to: to, start: frame, frames: Swift.max(1, frames))
            let first = (drag.start + 1).floorDivided(by: Self.bucketFrames)
            let last = (drag.start + drag.frames).floorDivided(by: Self.bucketFrames)
            for bucket in first...last {
                dragsByBucket[bucket, default: []].append(drags.count)
            }
            drags.append(drag)
            endFrame = Swift.max(endFrame, drag.start + drag.frames + 1)
        case .screenshot(let path):
            append(.screenshot(path), at: frame, rank: rank)
        case .input(let event):
            append(.input(event), at: frame, rank: rank)
        case .tapElement(let id):
            append(.tapElement(id, finger: PointerID.scriptFinger(step: index)), at: frame, rank: rank)
        case .posture, .hinge, .camera, .layoutDirection, .profile:
            break
        }
    }
}

private extension Int {
    /// The quotient rounded down (toward negative infinity), so frame -1 is in bucket -1.
    func floorDivided(by divisor: Int) -> Int {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }
}
