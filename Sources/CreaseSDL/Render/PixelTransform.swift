import Crease

/// Maps display points to window pixels: a uniform zoom and an offset (the offset is non-zero
/// only while a user-resized window does not yet have the display's shape).
public struct PixelTransform: Sendable, Hashable {
    /// Pixels per point.
    public var scale: Double
    /// Where the display's origin lies in the window, in pixels.
    public var offset: Point

    /// Creates a transform.
    public init(scale: Double, offset: Point = .zero) {
        self.scale = scale
        self.offset = offset
    }

    /// The pixel position of a point (not snapped).
    public func pixel(_ point: Point) -> Point {
        Point(x: offset.x + point.x * scale, y: offset.y + point.y * scale)
    }

    /// The display point under a pixel position.
    public func point(atPixel pixel: Point) -> Point {
        Point(x: (pixel.x - offset.x) / scale, y: (pixel.y - offset.y) / scale)
    }

    /// The pixel edge a coordinate snaps to: pixel `i` is covered when its centre `i + 0.5`
    /// lies inside, so two rectangles that share an edge never share a pixel.
    public static func snap(_ value: Double) -> Int {
        Int((value - 0.5).rounded(.up))
    }

    /// The pixels a rectangle covers: every pixel whose centre lies inside it.
    public func pixelRect(_ rect: Rect) -> PixelRect {
        let minX = Self.snap(offset.x + rect.minX * scale)
        let minY = Self.snap(offset.y + rect.minY * scale)
        let maxX = Self.snap(offset.x + rect.maxX * scale)
        let maxY = Self.snap(offset.y + rect.maxY * scale)
        return PixelRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }
}

/// A rectangle of whole pixels.
public struct PixelRect: Sendable, Hashable, CustomStringConvertible {
    /// Left column.
    public var x: Int
    /// Top row.
    public var y: Int
    /// Columns covered.
    public var width: Int
    /// Rows covered.
    public var height: Int

    /// Creates a pixel rectangle.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// True when it covers no pixel.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// True when the pixel (column, row) is covered.
    public func contains(x column: Int, y row: Int) -> Bool {
        column >= x && column < x + width && row >= y && row < y + height
    }

    /// "(x, y, w × h) px".
    public var description: String { "(\(x), \(y), \(width) × \(height)) px" }
}
