import Crease
import CreaseHUD

/// The persistent target every frame is rasterized into: 32-bit pixels in memory, 0xAARRGGBB,
/// always opaque.
///
/// Crease rasterizes its draw lists itself (antialiased coverage, a glyph atlas, transforms)
/// and hands SDL only the rectangles that changed, so the pixels are the same whichever SDL
/// renderer shows them. Every write is limited to `clip`.
final class Canvas {
    /// Width in pixels.
    let width: Int
    /// Height in pixels.
    let height: Int
    /// The pixels, row after row, `width` to a row.
    let pixels: UnsafeMutablePointer<UInt32>
    /// Where drawing may write now; always inside the canvas.
    var clip: PixelRect
    /// False when the pixels belong to someone else (a window's own surface).
    let ownsPixels: Bool

    /// Creates a canvas filled with opaque black.
    init(width: Int, height: Int) {
        self.width = max(1, width)
        self.height = max(1, height)
        pixels = .allocate(capacity: self.width * self.height)
        pixels.initialize(repeating: 0xFF00_0000, count: self.width * self.height)
        clip = PixelRect(x: 0, y: 0, width: self.width, height: self.height)
        ownsPixels = true
    }

    /// A canvas drawing straight into pixels it does not own (a window surface of the same
    /// layout, `width` pixels to a row): what is drawn is on screen with no copy. The owner
    /// keeps them alive while the canvas is in use.
    init(borrowing pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int) {
        self.width = max(1, width)
        self.height = max(1, height)
        self.pixels = pixels
        clip = PixelRect(x: 0, y: 0, width: self.width, height: self.height)
        ownsPixels = false
    }

    deinit {
        if ownsPixels { pixels.deallocate() }
    }

    /// The whole canvas.
    var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// The pixel at (x, y), 0xAARRGGBB.
    subscript(x: Int, y: Int) -> UInt32 { pixels[y * width + x] }

    /// Fills whole pixels of a rectangle (within the clip) with a colour, blending when it is
    /// translucent.
    func fill(_ rect: PixelRect, _ color: Color) {
        guard color.alpha > 0, let area = rect.intersection(clip) else { return }
        let packed = Self.pack(color)
        if color.alpha == 255 {
            for row in area.y..<(area.y + area.height) {
                (pixels + row * width + area.x).update(repeating: packed, count: area.width)
            }
            return
        }
        let alpha = UInt32(color.alpha)
        for row in area.y..<(area.y + area.height) {
            Self.blend(pixels + row * width, area.x ..< (area.x + area.width), packed, alpha)
        }
    }

    /// 0xFFRRGGBB for a colour (its alpha is applied when blending, not stored).
    @inline(__always)
    static func pack(_ color: Color) -> UInt32 {
        0xFF00_0000 | UInt32(color.red) << 16 | UInt32(color.green) << 8 | UInt32(color.blue)
    }

    /// `source` over `destination` at an opacity of 0–255 (exact at 0 and 255).
    @inline(__always)
    static func blend(_ destination: UInt32, _ source: UInt32, _ alpha: UInt32) -> UInt32 {
        let weight = alpha + (alpha >> 7)
        let rest = 256 - weight
        let redBlue = ((source & 0xFF00FF) &* weight &+ (destination & 0xFF00FF) &* rest) >> 8
        let green = ((source & 0x00FF00) &* weight &+ (destination & 0x00FF00) &* rest) >> 8
        return 0xFF00_0000 | (redBlue & 0xFF00FF) | (green & 0x00FF00)
    }

    /// `source` over every pixel of `columns` in a row at one opacity (0–255): what `blend`
    /// gives each of them, with the source's share worked out once.
    ///
    /// Four pixels at a time, each channel in a 16-bit lane: SSE2 (the x86-64 baseline Swift
    /// builds for) has a 16-bit multiply, and a channel's mix, `source × weight + destination
    /// × (256 − weight)`, is at most 255 × 256, so it fits a lane and the lanes give exactly
    /// the scalar `blend`'s bytes. A run of equal pixels (what lies under a panel or a patch of
    /// ground is mostly flat colour) is mixed once and filled.
    static func blend(_ line: UnsafeMutablePointer<UInt32>, _ columns: Range<Int>, _ source: UInt32, _ alpha: UInt32) {
        guard alpha > 0 else { return }
        guard alpha < 255 else { return (line + columns.lowerBound).update(repeating: source, count: columns.count) }
        let weight = alpha + (alpha >> 7)
        let rest = 256 - weight
        let redBlue = (source & 0xFF00FF) &* weight, green = (source & 0x00FF00) &* weight
        @inline(__always) func mixed(_ pixel: UInt32) -> UInt32 {
            let mixedRedBlue = (redBlue &+ (pixel & 0xFF00FF) &* rest) >> 8
            let mixedGreen = (green &+ (pixel & 0x00FF00) &* rest) >> 8
            return 0xFF00_0000 | (mixedRedBlue & 0xFF00FF) | (mixedGreen & 0x00FF00)
        }
        // The source's share per channel of two pixels (blue, green, red, alpha, twice).
        let channels = SIMD8<UInt32>(source & 0xFF, (source >> 8) & 0xFF, (source >> 16) & 0xFF, 0xFF,
                                     source & 0xFF, (source >> 8) & 0xFF, (source >> 16) & 0xFF, 0xFF)
        let share = SIMD8<UInt16>(truncatingIfNeeded: channels &* weight)
        let restLanes = SIMD8<UInt16>(repeating: UInt16(rest))
        let opaque = SIMD16<UInt8>(0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255)
        let raw = UnsafeMutableRawPointer(line)
        var column = columns.lowerBound
        let end = columns.upperBound
        while column + 4 <= end {
            let first = raw.loadUnaligned(fromByteOffset: column * 4, as: UInt64.self)
            let second = raw.loadUnaligned(fromByteOffset: column * 4 + 8, as: UInt64.self)
            if first == second, UInt32(truncatingIfNeeded: first) == UInt32(truncatingIfNeeded: first >> 32) {
                let pixel = UInt32(truncatingIfNeeded: first)
                let stop = runEnd(UnsafeRawPointer(line), from: column + 4, to: end, equalTo: pixel)
                (line + column).update(repeating: mixed(pixel), count: stop - column)
                column = stop
                continue
            }
            let pixels = raw.loadUnaligned(fromByteOffset: column * 4, as: SIMD16<UInt8>.self)
            let low = (share &+ SIMD8<UInt16>(truncatingIfNeeded: pixels.lowHalf) &* restLanes) &>> 8
            let high = (share &+ SIMD8<UInt16>(truncatingIfNeeded: pixels.highHalf) &* restLanes) &>> 8
            let out = SIMD16<UInt8>(lowHalf: SIMD8<UInt8>(truncatingIfNeeded: low), highHalf: SIMD8<UInt8>(truncatingIfNeeded: high)) | opaque
            raw.storeBytes(of: out, toByteOffset: column * 4, as: SIMD16<UInt8>.self)
            column += 4
        }
        while column < end {
            line[column] = mixed(line[column])
            column += 1
        }
    }

    /// The first index in `start..<end` whose 32-bit value (in memory from `base`, 4-byte
    /// aligned) differs from `value`, or `end`: where a run of equal pixels, or of one
    /// triangle's owners, ends.
    ///
    /// Eight at a time as four 64-bit words whose differences are or-ed together. A
    /// `SIMD8<UInt32>` comparison reads better, but it compiled to a lane-by-lane loop
    /// through the stack, five instructions a pixel, where this is about one.
    @inline(__always)
    static func runEnd(_ base: UnsafeRawPointer, from start: Int, to end: Int, equalTo value: UInt32) -> Int {
        let pair = UInt64(value) | UInt64(value) << 32
        var stop = start
        while stop + 8 <= end {
            let words = base + stop * 4
            let difference = (words.loadUnaligned(as: UInt64.self) ^ pair) | (words.loadUnaligned(fromByteOffset: 8, as: UInt64.self) ^ pair)
                | (words.loadUnaligned(fromByteOffset: 16, as: UInt64.self) ^ pair) | (words.loadUnaligned(fromByteOffset: 24, as: UInt64.self) ^ pair)
            guard difference == 0 else { break }
            stop += 8
        }
        while stop < end, base.load(fromByteOffset: stop * 4, as: UInt32.self) == value { stop += 1 }
        return stop
    }

    /// The pixels as RGBA bytes (for screenshots and tests).
    func rgbaBytes() -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        var index = 0
        for row in 0..<height {
            for column in 0..<width {
                let pixel = pixels[row * width + column]
                bytes[index] = UInt8((pixel >> 16) & 0xFF)
                bytes[index + 1] = UInt8((pixel >> 8) & 0xFF)
                bytes[index + 2] = UInt8(pixel & 0xFF)
                bytes[index + 3] = 255
                index += 4
            }
        }
        return bytes
    }
}

extension PixelRect {
    /// True when every pixel of `other` is one of these.
    func contains(_ other: PixelRect) -> Bool {
        other.x >= x && other.y >= y && other.x + other.width <= x + width && other.y + other.height <= y + height
    }

    /// The pixels both rectangles cover, or nil when they share none.
    func intersection(_ other: PixelRect) -> PixelRect? {
        let minX = Swift.max(x, other.x)
        let minY = Swift.max(y, other.y)
        let maxX = Swift.min(x + width, other.x + other.width)
        let maxY = Swift.min(y + height, other.y + other.height)
        guard maxX > minX, maxY > minY else { return nil }
        return PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// True when the two share a pixel.
    func intersects(_ other: PixelRect) -> Bool { intersection(other) != nil }

    /// Pixels covered.
    var area: Int { isEmpty ? 0 : width * height }

    /// The smallest pixel rectangle holding a rectangle in pixel coordinates, grown by `margin`.
    static func enclosing(_ rect: Rect, margin: Int = 1) -> PixelRect {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else {
            return PixelRect(x: 0, y: 0, width: 0, height: 0)
        }
        let clamp = { (value: Double) in Swift.max(-1e6, Swift.min(1e6, value)) }
        let minX = Rounding.down(clamp(rect.minX)) - margin
        let minY = Rounding.down(clamp(rect.minY)) - margin
        let maxX = Rounding.up(clamp(rect.maxX)) + margin
        let maxY = Rounding.up(clamp(rect.maxY)) + margin
        return PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension Rect {
    /// The box from (`minX`, `minY`) to (`maxX`, `maxY`) in pixels, each side bounded to ±1e6
    /// px first: past any canvas, and near enough that the box's origin plus its size gives its
    /// far side back (from -1e308 to 100, an origin plus a size would end near 0 and lose the
    /// side that shows).
    static func bounded(minX: Double, minY: Double, maxX: Double, maxY: Double) -> Rect {
        let clamp = { (value: Double) in Swift.max(-1e6, Swift.min(1e6, value)) }
        return Rect(minX: clamp(minX), minY: clamp(minY), maxX: clamp(maxX), maxY: clamp(maxY))
    }
}
