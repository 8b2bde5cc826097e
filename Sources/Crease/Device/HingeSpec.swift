/// How a hinge angle maps to postures, with hysteresis so a wobbling angle never flickers.
///
/// The defaults follow the Android emulator's foldable definition: 0–30° closed,
/// 30–150° half open, 150–180° open, with a 10° dead band around each threshold.
public struct HingeSpec: Sendable, Hashable, Codable {
    /// Below this angle (degrees) the device is closed.
    public var closedBelow: Double
    /// Above this angle (degrees) the device is fully open (flat).
    public var openAbove: Double
    /// Width of the dead band around each threshold, in degrees: a posture changes only once
    /// the angle is past the threshold by half of it.
    public var hysteresis: Double
    /// The angle a half-open posture is given when chosen directly (F3, F4, a script).
    public var halfOpenAngle: Double

    /// Creates a hinge specification.
    public init(closedBelow: Double = 30, openAbove: Double = 150, hysteresis: Double = 10, halfOpenAngle: Double = 100) {
        self.closedBelow = closedBelow
        self.openAbove = openAbove
        self.hysteresis = hysteresis
        self.halfOpenAngle = halfOpenAngle
    }

    /// The Android emulator's thresholds.
    public static let standard = HingeSpec()

    /// Which of closed, half open or open an angle means, given where the hinge was before.
    /// The angle must pass a threshold by half the hysteresis before the state changes.
    public func state(forAngle angle: Double, from previous: HingeState) -> HingeState {
        let band = hysteresis / 2
        switch previous {
        case .closed:
            if angle > openAbove + band { return .open }
            return angle > closedBelow + band ? .halfOpen : .closed
        case .halfOpen:
            if angle < closedBelow - band { return .closed }
            return angle > openAbove + band ? .open : .halfOpen
        case .open:
            if angle < closedBelow - band { return .closed }
            return angle < openAbove - band ? .halfOpen : .open
        }
    }
}

/// The three states a hinge angle can mean, before orientation picks tabletop or book.
public enum HingeState: String, Sendable, Hashable, Codable {
    /// Shut.
    case closed
    /// Partly folded.
    case halfOpen
    /// Fully open.
    case open
}
