import Crease
import CreaseHUD

/// Measures text with DejaVu Sans through SDL2_ttf, in points, independent of the window's zoom.
///
/// Widths are the sums of the glyphs' advances and kerning at a large reference size, the
/// same layout the glyph atlas draws with, so a label is exactly as wide as it was measured.
/// Results are cached (bounded), so a steady frame makes no SDL2_ttf calls.
public final class TTFTextMeasurer: TextMeasurer {
    private let regular: GlyphMetrics?
    private let bold: GlyphMetrics?
    private var cache: [Key: Size] = [:]
    /// Most measurements kept.
    public let capacity = 4096
    /// Measurements held now.
    public var count: Int { cache.count }

    private struct Key: Hashable {
        var text: String
        var font: Font
    }

    /// Opens the faces; SDL2_ttf must be started (`SDLLibrary.start`).
    public convenience init(fonts: FontFiles) throws {
        self.init(regular: try GlyphMetrics(path: fonts.regular), bold: try GlyphMetrics(path: fonts.bold))
    }

    /// Measures with the metrics a glyph atlas draws with (a window shares its atlas's); with
    /// none (an atlas made without fonts), every text measures zero wide.
    init(regular: GlyphMetrics?, bold: GlyphMetrics?) {
        self.regular = regular
        self.bold = bold
    }

    /// Measures with the same metrics the atlas lays text out with.
    convenience init(atlas: GlyphAtlas) {
        self.init(regular: atlas.metrics(.regular), bold: atlas.metrics(.bold))
    }

    /// The advance width and line height of one line, in points.
    public func measure(_ text: String, font: Font) -> Size {
        let key = Key(text: text, font: font)
        if let size = cache[key] { return size }
        guard let metrics = font.weight == .bold ? bold : regular else { return Size(width: 0, height: font.size) }
        let size = Size(width: metrics.width(of: text, size: font.size), height: metrics.lineHeight * font.size)
        if cache.count >= capacity { cache.removeAll(keepingCapacity: true) }
        cache[key] = size
        return size
    }
}
