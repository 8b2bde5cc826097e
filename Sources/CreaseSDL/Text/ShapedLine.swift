import Crease

/// One line of text shaped and ordered for display: its glyphs left to right as they are
/// drawn, positioned in ems (multiply by the font size for points), so one shaped line
/// serves every size and zoom. Measuring and drawing read the same one (`TextShaper`).
struct ShapedLine {
    /// One positioned glyph.
    struct Glyph: Hashable {
        /// The face it comes from (an index into `TextShaper`'s faces).
        var face: Int
        /// Its index in that face.
        var glyph: UInt32
        /// The first character (Unicode scalar, counted in the line's text) it was shaped from.
        var cluster: Int
        /// Where it is drawn from the line's start, in ems: the pen plus the shaper's offset.
        var x: Double
        /// How far it is raised above the baseline, in ems.
        var y: Double
        /// How far the pen moves after it, in ems.
        var advance: Double
    }

    /// A stretch of characters shaped together: one face, one script, one embedding level.
    struct Run: Hashable {
        /// The face that shaped it.
        var face: Int
        /// Its characters (Unicode scalars of the line's text), in logical order.
        var characters: Range<Int>
        /// Its embedding level: odd reads right to left.
        var level: UInt8
        /// Its script, as HarfBuzz's four-letter tag (`Arab`, `Deva`, `Latn`).
        var script: UInt32
        /// Its glyphs in `glyphs`, left to right.
        var glyphs: Range<Int>

        /// True when the run reads right to left.
        var isRightToLeft: Bool { level % 2 == 1 }
    }

    /// The glyphs left to right.
    var glyphs: [Glyph] = []
    /// The runs in visual order, left to right.
    var runs: [Run] = []
    /// The advance width, in ems.
    var width = 0.0
    /// The distance between baselines, in ems (the primary face's).
    var lineHeight = 0.0
    /// The primary face, whose ascent places the baseline.
    var primaryFace = 0
    /// The direction the paragraph resolved to.
    var direction = LayoutDirection.leftToRight
}
