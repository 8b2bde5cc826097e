import Crease

/// The frames a HUD shows while its layout changes: each moved element glides to its new
/// frame together with the others, and lands exactly on it.
///
/// Hit testing never asks this: it uses the destination layout, so a tap during a glide goes
/// where the control is going.
public struct FrameAnimator: Sendable, Hashable {
    /// How long a glide lasts, in seconds.
    public var duration: Double
    /// The glide's curve.
    public var easing: Easing
    /// Per element, in layout order: the running glide, if any.
    public private(set) var transitions: [FrameTransition?] = []
    /// Per element, in layout order: the frame to draw now.
    public private(set) var frames: [Rect] = []

    /// Creates an animator.
    public init(duration: Double = 0.2, easing: Easing = .easeInOut) {
        self.duration = duration
        self.easing = easing
    }

    /// True while some element is still moving.
    public var isAnimating: Bool { transitions.contains { $0 != nil } }

    /// Jumps straight to `targets` (a first layout, a new set of elements).
    public mutating func jump(to targets: [Rect]) {
        frames = targets
        transitions = [FrameTransition?](repeating: nil, count: targets.count)
    }

    /// Starts a glide, from what is showing now, for every element whose target changed.
    /// `targets` must be in the same element order as before; otherwise it jumps. An element
    /// whose target lies across one of `folds` (display points) from where it shows fades
    /// out and in instead, so nothing is ever drawn sliding through the fold.
    public mutating func glide(to targets: [Rect], from previousTargets: [Rect], folds: [Rect] = []) {
        guard targets.count == frames.count, previousTargets.count == targets.count, duration > 0 else {
            jump(to: targets)
            return
        }
        for i in targets.indices where targets[i] != previousTargets[i] {
            let crosses = folds.contains { Self.separates($0, frames[i], targets[i]) }
            transitions[i] = FrameTransition(from: frames[i], to: targets[i], duration: duration, easing: easing, fades: crosses)
        }
    }

    /// How opaque element `i` draws now (1 unless it is fading across the fold).
    public func opacity(of i: Int) -> Double {
        i < transitions.count ? transitions[i]?.opacity ?? 1 : 1
    }

    /// True when a straight glide from `a` to `b` would pass through `fold`: the two lie on
    /// opposite sides of it (one that starts or ends on the fold glides).
    static func separates(_ fold: Rect, _ a: Rect, _ b: Rect) -> Bool {
        guard fold.width > 0 || fold.height > 0 else { return false }
        if fold.width >= fold.height {
            // A horizontal fold (tabletop): one above it, the other below.
            let aAbove = a.maxY <= fold.minY, aBelow = a.minY >= fold.maxY
            let bAbove = b.maxY <= fold.minY, bBelow = b.minY >= fold.maxY
            guard a.maxX > fold.minX || b.maxX > fold.minX, a.minX < fold.maxX || b.minX < fold.maxX else { return false }
            return (aAbove && bBelow) || (aBelow && bAbove)
        }
        let aLeft = a.maxX <= fold.minX, aRight = a.minX >= fold.maxX
        let bLeft = b.maxX <= fold.minX, bRight = b.minX >= fold.maxX
        guard a.maxY > fold.minY || b.maxY > fold.minY, a.minY < fold.maxY || b.minY < fold.maxY else { return false }
        return (aLeft && bRight) || (aRight && bLeft)
    }

    /// Moves every glide on; finished ones land exactly on their targets.
    public mutating func advance(by seconds: Double) {
        for i in transitions.indices {
            guard var transition = transitions[i] else { continue }
            transition.advance(by: seconds)
            frames[i] = transition.frame
            transitions[i] = transition.isFinished ? nil : transition
        }
    }
}

extension FrameAnimator {
    /// Moves changed elements straight to their new targets (a content change, not a posture
    /// change), leaving other glides running.
    public mutating func settle(to targets: [Rect], from previousTargets: [Rect]) {
        guard targets.count == frames.count, previousTargets.count == targets.count else {
            jump(to: targets)
            return
        }
        for i in targets.indices where targets[i] != previousTargets[i] {
            frames[i] = targets[i]
            transitions[i] = nil
        }
    }
}
