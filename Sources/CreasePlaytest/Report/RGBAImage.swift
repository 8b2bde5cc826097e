/// A picture as 8-bit RGBA pixels, row by row from the top: what the chart rasterizer
/// draws into and what the SDL host (or `PNGEncoder`) saves.
public struct RGBAImage: Sendable, Hashable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width × height × 4` bytes: red, green, blue, alpha for each pixel, rows top to bottom.
    public private(set) var pixels: [UInt8]

    /// Creates an image filled with one colour.
    public init(width: Int, height: Int, fill: RGBA = RGBA(0, 0, 0, 255)) {
        self.width = Swift.max(0, width)
        self.height = Swift.max(0, height)
        pixels = [UInt8](repeating: 0, count: self.width * self.height * 4)
        for index in 0..<(self.width * self.height) {
            pixels[index * 4] = fill.red
            pixels[index * 4 + 1] = fill.green
            pixels[index * 4 + 2] = fill.blue
            pixels[index * 4 + 3] = fill.alpha
        }
    }

    /// The colour at a pixel; transparent black outside the image.
    public func pixel(x: Int, y: Int) -> RGBA {
        guard x >= 0, y >= 0, x < width, y < height else { return RGBA(0, 0, 0, 0) }
        let index = (y * width + x) * 4
        return RGBA(pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3])
    }

    /// Sets one pixel; points outside the image are ignored.
    public mutating func set(x: Int, y: Int, _ color: RGBA) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        let index = (y * width + x) * 4
        pixels[index] = color.red
        pixels[index + 1] = color.green
        pixels[index + 2] = color.blue
        pixels[index + 3] = color.alpha
    }

    /// Fills the pixels with x in `minX..<maxX` and y in `minY..<maxY`, clipped to the image.
    public mutating func fill(minX: Int, minY: Int, maxX: Int, maxY: Int, _ color: RGBA) {
        let left = Swift.max(0, minX), right = Swift.min(width, maxX)
        let top = Swift.max(0, minY), bottom = Swift.min(height, maxY)
        guard left < right, top < bottom else { return }
        for y in top..<bottom {
            for x in left..<right { set(x: x, y: y, color) }
        }
    }
}

/// One opaque-or-not 8-bit colour of an `RGBAImage`.
public struct RGBA: Sendable, Hashable {
    /// Red.
    public var red: UInt8
    /// Green.
    public var green: UInt8
    /// Blue.
    public var blue: UInt8
    /// Alpha (255 opaque).
    public var alpha: UInt8

    /// Creates a colour.
    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}
