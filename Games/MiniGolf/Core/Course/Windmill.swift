import Crease
import Foundation

/// A windmill: blades turning at a steady rate round a hub. Its pose is a pure function of
/// simulation time, so every run sees the same blades at the same tick.
public struct Windmill: Sendable, Codable, Hashable {
    /// The hub's centre.
    public var center: Point
    /// The hub's radius; the hub is a fixed wall.
    public var hubRadius: Double
    /// How far each blade reaches from the centre.
    public var bladeLength: Double
    /// How many blades, evenly spaced, 1 to 8.
    public var bladeCount: Int
    /// Seconds per turn; negative turns the other way.
    public var period: Double
    /// The first blade's angle at time zero, in degrees.
    public var phase: Double

    /// Creates a windmill.
    public init(center: Point, hubRadius: Double, bladeLength: Double, bladeCount: Int, period: Double, phase: Double = 0) {
        self.center = center
        self.hubRadius = hubRadius
        self.bladeLength = bladeLength
        self.bladeCount = bladeCount
        self.period = period
        self.phase = phase
    }

    private enum CodingKeys: String, CodingKey { case center, hubRadius, bladeLength, bladeCount, period, phase }

    /// Decodes a windmill; `phase` defaults to 0.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        center = try container.decode(Point.self, forKey: .center)
        hubRadius = try container.decode(Double.self, forKey: .hubRadius)
        bladeLength = try container.decode(Double.self, forKey: .bladeLength)
        bladeCount = try container.decode(Int.self, forKey: .bladeCount)
        period = try container.decode(Double.self, forKey: .period)
        phase = try container.decodeIfPresent(Double.self, forKey: .phase) ?? 0
    }

    /// The turning rate in radians per second.
    public var angularVelocity: Double { 2 * Double.pi / period }

    /// Each blade as a segment from the hub's rim to its tip, at the given time in seconds.
    public func blades(at time: Double) -> [(Point, Point)] {
        let start = phase * Double.pi / 180 + angularVelocity * time
        return (0..<bladeCount).map { index in
            let angle = start + 2 * Double.pi * Double(index) / Double(bladeCount)
            let direction = Point(x: cos(angle), y: sin(angle))
            return (center + direction * hubRadius, center + direction * bladeLength)
        }
    }

    /// The hub as a closed octagon, the wall the ball meets at the centre.
    public var hubPolygon: [Point] {
        (0..<8).map { index in
            let angle = Double(index) * Double.pi / 4
            return center + Point(x: cos(angle), y: sin(angle)) * hubRadius
        }
    }
}
