import Crease

/// Where a widget's words go: the text, its font, the box inside the widget's frame the
/// lines must stay in, how they sit across it, and how they are fitted into it.
public struct TextSlot: Sendable, Hashable {
    /// The words.
    public var text: String
    /// The font at full size.
    public var font: Font
    /// The part of the widget's frame the lines may take.
    public var box: Rect
    /// Where the lines sit across the box.
    public var alignment: TextAlignment
    /// How the words are fitted into the box.
    public var fit: TextFit

    /// Creates a slot.
    public init(text: String, font: Font, box: Rect, alignment: TextAlignment = .center, fit: TextFit = .standard) {
        self.text = text
        self.font = font
        self.box = box
        self.alignment = alignment
        self.fit = fit
    }

    /// The words fitted into the box, lines `theme.lineHeight` times the font's size apart.
    public func fitted(theme: Theme, measurer: some TextMeasurer) -> FittedText {
        fit.fit(text, font: font, width: box.width, height: box.height, lineSpacing: theme.lineHeight, measurer: measurer)
    }
}
