import Crease

/// How a text-bearing widget fits its words into the room its frame leaves: wrap to at most
/// `lineLimit` lines at word breaks, shrink down to `minimumScale` of its font, then truncate
/// the last line with an ellipsis at the logical end of the text.
///
/// The ellipsis goes after the last character kept, in logical (reading) order, so a shaper
/// that lays right-to-left text out puts it on the left of an Arabic or Hebrew line.
/// Everything is measured through `TextMeasurer.measure(_:font:)`, the same numbers the text
/// is drawn with, so what is drawn fits the frame it was given.
///
/// The default (`standard`) is a HUD's: one line, shrunk to 85 % at most, then truncated,
/// as SwiftUI's `Text` with `minimumScaleFactor` and Android's auto-sizing `TextView` do.
public struct TextFit: Sendable, Hashable, Codable {
    /// At most this many lines (1 never wraps).
    public var lineLimit: Int
    /// The smallest fraction of the font's size the text may shrink to (1 never shrinks).
    public var minimumScale: Double

    /// Creates a fitting policy; `lineLimit` is at least 1 and `minimumScale` in 0.1…1.
    public init(lineLimit: Int = 1, minimumScale: Double = 1) {
        self.lineLimit = Swift.max(1, lineLimit)
        self.minimumScale = Swift.min(1, Swift.max(0.1, minimumScale))
    }

    /// One line, shrunk to 85 % at most, then truncated: the HUD's default.
    public static let standard = TextFit(lineLimit: 1, minimumScale: 0.85)
    /// One line at the font's size, truncated with an ellipsis.
    public static let truncate = TextFit(lineLimit: 1, minimumScale: 1)

    /// One line, shrunk to `scale` of the font's size at most, then truncated.
    public static func shrink(to scale: Double) -> TextFit { TextFit(lineLimit: 1, minimumScale: scale) }

    /// Up to `lines` lines broken between words at the font's size, the last truncated.
    public static func wrap(lines: Int) -> TextFit { TextFit(lineLimit: lines, minimumScale: 1) }

    /// The ellipsis that ends truncated text.
    public static let ellipsis = "…"

    /// The text fitted into a box `width` points wide and (when given) `height` tall.
    ///
    /// Tries the font's size, then whole points smaller (at most 256 of them), then `minimumScale` of it: the first size
    /// at which the words wrap into the lines the box holds (at most `lineLimit`) wins. At the
    /// smallest size the last line that fits is truncated. A line never grows past `width`
    /// unless not even an ellipsis fits.
    /// Lines are `lineSpacing` times the font's size apart (the theme's `lineHeight`), or the
    /// measurer's line height when nil.
    public func fit(_ text: String, font: Font, width: Double, height: Double? = nil, lineSpacing: Double? = nil,
                    measurer: some TextMeasurer) -> FittedText {
        // A size that is not a number fits as 0 pt, an infinite one as a million (`LayoutNumber`).
        var font = font
        font.size = LayoutNumber.clamped(font.size)
        func lineHeight(_ font: Font) -> Double { lineSpacing.map { $0 * font.size } ?? measurer.measure("", font: font).height }
        guard !text.isEmpty else { return FittedText(lines: [], font: font, lineHeight: lineHeight(font)) }
        let smallest = font.size * minimumScale
        var size = font.size
        var steps = 0
        while true {
            var scaled = font
            scaled.size = size
            let lineHeight = lineHeight(scaled)
            let lines = lineCount(forHeight: height, lineHeight: lineHeight)
            // Whole points down (at most `maximumSteps`: a point less than 1e300 is 1e300), then
            // the smallest size itself; a size that is not a number is the last.
            steps += 1
            let next = size - 1 >= smallest - 1e-9 && steps < Self.maximumSteps ? size - 1 : smallest
            let isLast = !(size > smallest + 1e-9)
            let breaker = LineBreaker(width: width, font: scaled, measurer: measurer)
            if let wrapped = breaker.wrap(text, maximumLines: lines, truncating: isLast) {
                return FittedText(lines: wrapped.lines, font: scaled, lineHeight: lineHeight,
                                  widths: wrapped.widths, isTruncated: wrapped.isTruncated)
            }
            size = next
        }
    }

    /// The most whole-point steps `fit` tries before the smallest size.
    static let maximumSteps = 256

    /// How many lines a box of `height` holds, at most `lineLimit` and at least one.
    private func lineCount(forHeight height: Double?, lineHeight: Double) -> Int {
        guard let height, lineHeight > 0 else { return lineLimit }
        // Bounded before it becomes an Int: a line a hair tall fits more lines than an Int holds.
        let lines = Swift.max(1, (height / lineHeight + 1e-6).rounded(.down))
        return Swift.max(1, Int(Swift.min(Double(Swift.max(1, lineLimit)), lines)))
    }

    /// The box a text needs at most `width` wide: its lines' widest width and their height,
    /// fitted as `fit` does (what a `.content` element is sized by).
    public func size(of text: String, font: Font, width: Double, lineSpacing: Double? = nil,
                     measurer: some TextMeasurer) -> Size {
        fit(text, font: font, width: width, lineSpacing: lineSpacing, measurer: measurer).size
    }
}
