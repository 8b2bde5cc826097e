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
        Rounding.up(value - 0.5)
    }

    /// The pixels a rectangle covers: every pixel whose centre lies inside it.
    public func pixelRect(_ rect: Rect) -> PixelRect {
        PixelRect(snapping: Rect(x: offset.x + rect.minX * scale, y: offset.y + rect.minY * scale,
                                 width: rect.width * scale, height: rect.height * scale))
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

    /// The pixels whose centres lie inside a rectangle given in pixel coordinates (see
    /// `PixelTransform.snap`); coordinates beyond a million pixels are held there.
    init(snapping rect: Rect) {
        let clamp = { (value: Double) in Swift.max(-1e6, Swift.min(1e6, value)) }
        let minX = PixelTransform.snap(clamp(rect.minX)), maxX = PixelTransform.snap(clamp(rect.maxX))
        let minY = PixelTransform.snap(clamp(rect.minY)), maxY = PixelTransform.snap(clamp(rect.maxY))
        self.init(x: minX, y: minY, width: Swift.max(0, maxX - minX), height: Swift.max(0, maxY - minY))
    }

    /// "(x, y, w × h) px".
    public var description: String { "(\(x), \(y), \(width) × \(height)) px" }
}
