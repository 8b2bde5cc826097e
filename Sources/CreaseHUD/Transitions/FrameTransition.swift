import Crease

/// One element gliding from the frame it showed to its new target frame.
public struct FrameTransition: Sendable, Hashable {
    /// Where it started.
    public var from: Rect
    /// Where it ends, exactly.
    public var to: Rect
    /// Seconds since it started.
    public var elapsed: Double
    /// Seconds it lasts.
    public var duration: Double
    /// The timing curve.
    public var easing: Easing
    /// True when the element changes sides of the fold: rather than slide through it, it
    /// fades out where it was and in where it goes, never crossing the fold on the way.
    public var fades = false

    /// Creates a transition that has not started moving yet; `fades` for one across the fold.
    public init(from: Rect, to: Rect, duration: Double = 0.2, easing: Easing = .easeInOut, fades: Bool = false) {
        self.from = from
        self.to = to
        self.elapsed = 0
        self.duration = duration
        self.easing = easing
        self.fades = fades
    }

    /// True once it has reached its target.
    public var isFinished: Bool { elapsed >= duration }

    /// Steps that add up to the duration in floating point (12 × 1/60 s is a hair short of
    /// 0.2 s) still land: anything this close to the end counts as the end.
    static let tolerance = 1e-9

    /// The frame to show now: exactly `to` once finished.
    public var frame: Rect {
        guard duration > 0, !isFinished else { return to }
        if fades { return elapsed < duration / 2 ? from : to }
        let t = easing(elapsed / duration)
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        return Rect(x: mix(from.minX, to.minX), y: mix(from.minY, to.minY),
                    width: mix(from.width, to.width), height: mix(from.height, to.height))
    }

    /// How opaque to draw the element now: 1 for a glide; for a fade, down to 0 at the
    /// half-way point where it was, then up to 1 where it goes.
    public var opacity: Double {
        guard fades, duration > 0, !isFinished else { return 1 }
        let t = elapsed / duration
        return easing(abs(1 - 2 * t))
    }

    /// Moves time on; negative or non-finite steps are ignored.
    public mutating func advance(by seconds: Double) {
        guard seconds.isFinite, seconds > 0 else { return }
        elapsed += seconds
        if elapsed >= duration - FrameTransition.tolerance { elapsed = duration }
    }
}
