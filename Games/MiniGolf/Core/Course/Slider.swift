import Crease
import Foundation

/// A block sliding back and forth between two centres, easing at each end. Its position is a
/// pure function of simulation time.
public struct Slider: Sendable, Codable, Hashable {
    /// The block's extent.
    public var size: Size
    /// The block's centre at time zero, one end of its travel.
    public var from: Point
    /// The other end of its travel.
    public var to: Point
    /// Seconds for a full trip there and back.
    public var period: Double

    /// Creates a slider.
    public init(size: Size, from: Point, to: Point, period: Double) {
        self.size = size
        self.from = from
        self.to = to
        self.period = period
    }

    /// The block's centre at the given time in seconds.
    public func center(at time: Double) -> Point {
        let blend = (1 - cos(2 * Double.pi * time / period)) / 2
        return from + (to - from) * blend
    }

    /// The block's velocity at the given time, in course units per second.
    public func velocity(at time: Double) -> Point {
        let rate = Double.pi / period * sin(2 * Double.pi * time / period)
        return (to - from) * rate
    }

    /// The block's frame at the given time.
    public func frame(at time: Double) -> Rect {
        let center = center(at: time)
        return Rect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    /// The block's corners at the given time, clockwise from the top-left.
    public func corners(at time: Double) -> [Point] {
        let frame = frame(at: time)
        return [Point(x: frame.minX, y: frame.minY), Point(x: frame.maxX, y: frame.minY),
                Point(x: frame.maxX, y: frame.maxY), Point(x: frame.minX, y: frame.maxY)]
    }
}
