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
    /// `targets` must be in the same element order as before; otherwise it jumps.
    public mutating func glide(to targets: [Rect], from previousTargets: [Rect]) {
        guard targets.count == frames.count, previousTargets.count == targets.count, duration > 0 else {
            jump(to: targets)
            return
        }
        for i in targets.indices where targets[i] != previousTargets[i] {
            transitions[i] = FrameTransition(from: frames[i], to: targets[i], duration: duration, easing: easing)
        }
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
