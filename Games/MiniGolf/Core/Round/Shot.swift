import Crease
import Foundation

/// A stroke: which way and how hard.
public struct Shot: Sendable, Codable, Hashable, CustomStringConvertible {
    /// The direction in radians: 0 along +x, π/2 along +y (down the screen).
    public var angle: Double
    /// The power from 0 to 1; 1 is the tuning's maximum speed. Values outside are clamped.
    public var power: Double

    /// Creates a shot from a direction in radians and a power.
    public init(angle: Double, power: Double) {
        self.angle = angle
        self.power = power
    }

    /// Creates a shot from drag-back aiming: `pull` is how far the player pulled back from the
    /// ball (pointer minus ball); the ball goes the opposite way, at full power when the pull
    /// is `maxPull` long or longer.
    public init(pull: Point, maxPull: Double) {
        angle = atan2(-pull.y, -pull.x)
        power = maxPull > 0 ? min(1, pull.length / maxPull) : 0
    }

    /// The power clamped to 0…1, and 0 for a NaN.
    public var clampedPower: Double { power.isFinite ? min(1, max(0, power)) : 0 }

    /// "37° at 80%".
    public var description: String {
        "\(Int((angle * 180 / Double.pi).rounded()))° at \(Int((clampedPower * 100).rounded()))%"
    }
}
