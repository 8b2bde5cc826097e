import Crease

/// Spatial focus movement for arrow keys and the d-pad: the nearest control in a direction.
public enum FocusNavigator {
    /// A direction on screen (physical: Left is always left, in both layout directions).
    public enum Direction: String, Sendable, Hashable, CaseIterable {
        /// Toward smaller y.
        case up
        /// Toward larger y.
        case down
        /// Toward smaller x.
        case left
        /// Toward larger x.
        case right

        /// The direction an SDL key name or gamepad button means, if any.
        public init?(key: String) {
            switch key {
            case "Up": self = .up
            case "Down": self = .down
            case "Left": self = .left
            case "Right": self = .right
            default: return nil
            }
        }

        /// The direction a d-pad button means, if any.
        public init?(button: GamepadButton) {
            switch button {
            case .dpadUp: self = .up
            case .dpadDown: self = .down
            case .dpadLeft: self = .left
            case .dpadRight: self = .right
            default: return nil
            }
        }
    }

    /// The candidate nearest `frame` in `direction`: its centre must lie beyond ours that way;
    /// the score is the distance along the direction plus twice the distance across, so a
    /// control straight ahead beats a closer one off to the side. Nil when none lies that way.
    public static func next(from frame: Rect, _ direction: Direction, among candidates: [(index: Int, frame: Rect)]) -> Int? {
        let origin = frame.center
        var best: Int?
        var bestScore = Double.infinity
        for candidate in candidates {
            let center = candidate.frame.center
            let dx = center.x - origin.x, dy = center.y - origin.y
            let (along, across): (Double, Double) = switch direction {
            case .up: (-dy, dx)
            case .down: (dy, dx)
            case .left: (-dx, dy)
            case .right: (dx, dy)
            }
            guard along > 0.5 else { continue }
            let score = along + 2 * abs(across)
            if score < bestScore {
                bestScore = score
                best = candidate.index
            }
        }
        return best
    }
}
