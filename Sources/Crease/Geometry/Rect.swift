/// An axis-aligned rectangle in points: an origin (top-left) and a size.
///
/// A rectangle may have zero width or height: the inactive fold is such a line. Overlap tests
/// treat a zero-thickness rectangle as the line it is, so a flat fold still "overlaps" the view
/// it runs through, as the articles' `.includeInactive` queries expect.
public struct Rect: Sendable, Hashable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The extent.
    public var size: Size

    /// Creates a rectangle from its origin and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its origin's coordinates and its extent.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// Creates the rectangle spanning two corner coordinates, in either order.
    public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.init(x: Swift.min(minX, maxX), y: Swift.min(minY, maxY),
                  width: abs(maxX - minX), height: abs(maxY - minY))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge.
    public var minX: Double { origin.x }
    /// The horizontal centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The vertical centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The horizontal extent.
    public var width: Double { size.width }
    /// The vertical extent.
    public var height: Double { size.height }
    /// The centre point.
    public var center: Point { Point(x: midX, y: midY) }
    /// True when the rectangle has no area (it may still be a line).
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// True when the point lies inside: the top and left edges count, the bottom and right do not,
    /// so two rectangles that share an edge never both contain a point on it.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// True when the other rectangle lies wholly inside this one (edges may touch).
    public func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// True when the interiors overlap. Touching edges do not count; a zero-thickness rectangle
    /// counts when its line passes through the other's interior.
    public func intersects(_ other: Rect) -> Bool {
        Rect.overlaps(minX, maxX, other.minX, other.maxX) && Rect.overlaps(minY, maxY, other.minY, other.maxY)
    }

    /// The shared part of two overlapping rectangles, or nil when they do not intersect.
    public func intersection(_ other: Rect) -> Rect? {
        guard intersects(other) else { return nil }
        return Rect(minX: Swift.max(minX, other.minX), minY: Swift.max(minY, other.minY),
                    maxX: Swift.min(maxX, other.maxX), maxY: Swift.min(maxY, other.maxY))
    }

    /// The smallest rectangle that holds both.
    public func union(_ other: Rect) -> Rect {
        Rect(minX: Swift.min(minX, other.minX), minY: Swift.min(minY, other.minY),
             maxX: Swift.max(maxX, other.maxX), maxY: Swift.max(maxY, other.maxY))
    }

    /// The rectangle moved by an offset.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// The rectangle shrunk by insets read left-to-right (leading is the left edge).
    /// Negative insets grow it.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: minX + insets.leading, y: minY + insets.top,
             width: Swift.max(0, width - insets.leading - insets.trailing),
             height: Swift.max(0, height - insets.top - insets.bottom))
    }

    /// The rectangle shrunk by the same amount on every side.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: Swift.max(0, width - 2 * dx), height: Swift.max(0, height - 2 * dy))
    }

    /// The rectangle's horizontal mirror inside a container of the given width (`x' = width - maxX`).
    public func mirrored(inWidth containerWidth: Double) -> Rect {
        Rect(x: containerWidth - maxX, y: minY, width: width, height: height)
    }

    /// The rectangle as it lies after its container (of the given size) turns a quarter
    /// counter-clockwise: the container's right edge becomes its top.
    public func turnedCounterClockwise(inContainerOf container: Size) -> Rect {
        Rect(x: minY, y: container.width - maxX, width: height, height: width)
    }

    /// "(x, y, w × h)" with points printed compactly.
    public var description: String {
        "(\(minX.pointString), \(minY.pointString), \(width.pointString) × \(height.pointString))"
    }

    /// One axis of the overlap test: open intervals, where a zero-length one is a point
    /// that must lie strictly inside the other.
    private static func overlaps(_ aMin: Double, _ aMax: Double, _ bMin: Double, _ bMax: Double) -> Bool {
        if aMin == aMax { return bMin < aMin && aMin < bMax || (bMin == bMax && aMin == bMin) }
        if bMin == bMax { return aMin < bMin && bMin < aMax }
        return aMin < bMax && bMin < aMax
    }
}
