import Crease
import CreaseHUD

/// Measures text as it is drawn: the width of its shaped line (HarfBuzz, after the
/// bidirectional algorithm) and the line height of its face, in points, independent of the
/// window's zoom.
///
/// It reads the same shaped lines the glyph atlas draws (`TextShaper`'s bounded cache), so a
/// label is exactly as wide as it was measured and a steady frame shapes nothing.
public final class TTFTextMeasurer: TextMeasurer {
    private let shaper: TextShaper?

    /// Opens the faces of `fonts`.
    ///
    /// - Throws: `MissingAssetError` for a font file FreeType cannot read.
    public convenience init(fonts: FontFiles) throws {
        self.init(shaper: TextShaper(fonts: try FontCollection(files: fonts)))
    }

    /// Measures with a shaper's lines; with none (an atlas made without fonts), every text
    /// measures zero wide.
    init(shaper: TextShaper?) {
        self.shaper = shaper
    }

    /// Measures with the lines the atlas draws.
    convenience init(atlas: GlyphAtlas) {
        self.init(shaper: atlas.shaper)
    }

    /// Shaped lines held now.
    public var count: Int { shaper?.count ?? 0 }
    /// Most shaped lines kept.
    public var capacity: Int { shaper?.capacity ?? 0 }

    /// The advance width and line height of one line, in points.
    public func measure(_ text: String, font: Font) -> Size {
        measure(text, font: font, direction: .leftToRight)
    }

    /// The advance width and line height of one line whose paragraph direction, where the
    /// text has no strong letter, is `direction`, in points.
    public func measure(_ text: String, font: Font, direction: LayoutDirection) -> Size {
        guard let shaper else { return Size(width: 0, height: font.size) }
        let line = shaper.line(text, font: font, fallback: direction)
        return Size(width: line.width * font.size, height: line.lineHeight * font.size)
    }
}
