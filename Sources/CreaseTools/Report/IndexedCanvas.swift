/// A picture of a few flat colours for `crease report compare --chart`: one palette index per
/// pixel, drawn with axis-aligned rectangles and `PixelFont` text, written by `PNGEncoder`.
struct IndexedCanvas: Sendable, Hashable {
    /// A palette entry.
    struct RGB: Sendable, Hashable {
        var red: UInt8
        var green: UInt8
        var blue: UInt8
    }

    /// Width in pixels.
    let width: Int
    /// Height in pixels.
    let height: Int
    /// The colours; a pixel holds an index into it.
    let palette: [RGB]
    /// Row by row from the top, one palette index each.
    private(set) var pixels: [UInt8]

    /// A canvas filled with the palette's first colour.
    init(width: Int, height: Int, palette: [RGB]) {
        precondition(width > 0 && height > 0 && !palette.isEmpty && palette.count <= 256, "a canvas needs a size and 1 to 256 colours")
        self.width = width
        self.height = height
        self.palette = palette
        pixels = [UInt8](repeating: 0, count: width * height)
    }

    /// The colour index at a pixel (for tests).
    func index(x: Int, y: Int) -> UInt8 { pixels[y * width + x] }

    /// Fills the rectangle from (x, y), `w` × `h` pixels, clipped to the canvas.
    mutating func fill(x: Int, y: Int, w: Int, h: Int, color: UInt8) {
        let left = Swift.max(0, x), right = Swift.min(width, x + w)
        let top = Swift.max(0, y), bottom = Swift.min(height, y + h)
        guard left < right, top < bottom else { return }
        for row in top..<bottom {
            let start = row * width
            for column in left..<right { pixels[start + column] = color }
        }
    }

    /// A horizontal line `thickness` pixels thick from x0 to x1 (either order), dashed when `dash` > 0.
    mutating func horizontal(y: Int, from x0: Int, to x1: Int, thickness: Int = 1, color: UInt8, dash: Int = 0) {
        let left = Swift.min(x0, x1), right = Swift.max(x0, x1)
        var x = left
        while x <= right {
            let length = dash > 0 ? Swift.min(dash, right - x + 1) : right - x + 1
            fill(x: x, y: y, w: length, h: thickness, color: color)
            x += dash > 0 ? 2 * dash : length
        }
    }

    /// A vertical line `thickness` pixels thick from y0 to y1 (either order), dashed when `dash` > 0.
    mutating func vertical(x: Int, from y0: Int, to y1: Int, thickness: Int = 1, color: UInt8, dash: Int = 0) {
        let top = Swift.min(y0, y1), bottom = Swift.max(y0, y1)
        var y = top
        while y <= bottom {
            let length = dash > 0 ? Swift.min(dash, bottom - y + 1) : bottom - y + 1
            fill(x: x, y: y, w: thickness, h: length, color: color)
            y += dash > 0 ? 2 * dash : length
        }
    }

    /// Writes text in `PixelFont` with its top-left corner at (x, y), each font pixel `scale` pixels square.
    mutating func text(_ text: String, x: Int, y: Int, scale: Int = 2, color: UInt8) {
        var cursor = x
        for character in text {
            let glyph = PixelFont.glyph(character)
            for (row, bits) in glyph.enumerated() {
                for (column, bit) in bits.enumerated() where bit == "1" {
                    fill(x: cursor + column * scale, y: y + row * scale, w: scale, h: scale, color: color)
                }
            }
            cursor += PixelFont.advance * scale
        }
    }
}
