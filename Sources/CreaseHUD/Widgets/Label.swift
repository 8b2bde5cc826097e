import Crease

/// Text drawn straight on the playfield, with a shadow (status by default), fitted into its
/// frame by its `fit` (one line, shrunk a little, then truncated, unless told otherwise).
public struct Label: Sendable, Hashable {
    /// The text.
    public var text: String
    /// The font; nil uses the theme's status font.
    public var font: Font?
    /// The colour; nil uses the theme's text colour.
    public var color: Color?
    /// Where the text sits across the frame.
    public var alignment: TextAlignment
    /// How the text fits its frame: wrapped, shrunk, then truncated.
    public var fit: TextFit

    /// The room kept between the text and the frame's edges, across and down.
    static let padding = (across: 4.0, down: 2.0)

    /// Creates a label.
    public init(_ text: String, font: Font? = nil, color: Color? = nil, alignment: TextAlignment = .center,
                fit: TextFit = .standard) {
        self.text = text
        self.font = font
        self.color = color
        self.alignment = alignment
        self.fit = fit
    }

    /// The measured text plus a little padding, at most `width` wide (the text fitted to it).
    public func contentSize(measurer: some TextMeasurer, theme: Theme, width: Double = .infinity) -> Size {
        let font = font ?? theme.statusFont
        let natural = measurer.measure(text, font: font)
        let room = width - 2 * Label.padding.across
        let size = natural.width <= room ? Size(width: natural.width, height: font.size * theme.lineHeight)
            : fit.size(of: text, font: font, width: Swift.max(0, room), lineSpacing: theme.lineHeight, measurer: measurer)
        return Size(width: size.width + 2 * Label.padding.across,
                    height: Swift.max(natural.height, size.height) + 2 * Label.padding.down)
    }

    /// Where the text goes in `frame`.
    public func textSlot(in frame: Rect, theme: Theme) -> TextSlot {
        TextSlot(text: text, font: font ?? theme.statusFont,
                 box: frame.insetBy(dx: Label.padding.across, dy: Label.padding.down), alignment: alignment, fit: fit)
    }

    /// Draws the text inside `frame`: `fitted` as the HUD fitted it, or the text on one line.
    public func draw(in frame: Rect, state: WidgetState, theme: Theme, text fitted: FittedText? = nil, into list: inout DrawList) {
        let slot = textSlot(in: frame, theme: theme)
        let lines = fitted ?? .unfitted(text, font: slot.font, theme: theme)
        lines.draw(in: slot.box, alignment: alignment, color: (color ?? theme.text).fading(state.opacity(in: theme)),
                   shadow: theme.textShadow, into: &list)
    }
}
