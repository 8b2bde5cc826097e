import Crease
import Foundation

/// The stroke being lined up: a direction in radians (0 along +x, y down, as `Shot` has it)
/// and a power 0–1, set by dragging back, the arrow keys or a gamepad.
public struct AimState: Sendable, Hashable {
    /// The direction the ball will go.
    public var angle: Double
    /// How hard, 0–1.
    public var power: Double

    /// Creates an aim.
    public init(angle: Double = 0, power: Double = 0.5) {
        self.angle = angle
        self.power = power
    }

    /// The unit vector of `angle`.
    var direction: Point { Point(x: cos(angle), y: sin(angle)) }

    /// Turns the aim by `radians` (positive is clockwise on screen), kept in −π…π.
    mutating func rotate(by radians: Double) {
        angle = remainder(angle + radians, 2 * Double.pi)
    }

    /// Changes the power by `amount`, kept in 0.05…1.
    mutating func adjustPower(by amount: Double) {
        power = min(1, max(0.05, power + amount))
    }
}
