import Crease

/// One line of text drawn straight on the playfield, with a shadow (status by default).
public struct Label: Sendable, Hashable {
    /// The text.
    public var text: String
    /// The font; nil uses the theme's status font.
    public var font: Font?
    /// The colour; nil uses the theme's text colour.
    public var color: Color?
    /// Where the text sits across the frame.
    public var alignment: TextAlignment

    /// Creates a label.
    public init(_ text: String, font: Font? = nil, color: Color? = nil, alignment: TextAlignment = .center) {
        self.text = text
        self.font = font
        self.color = color
        self.alignment = alignment
    }

    /// The measured text plus a little padding.
    public func contentSize(measurer: some TextMeasurer, theme: Theme) -> Size {
        let size = measurer.measure(text, font: font ?? theme.statusFont)
        return Size(width: size.width + 8, height: size.height + 4)
    }

    /// Draws the text inside `frame`.
    public func draw(in frame: Rect, state: WidgetState, theme: Theme, into list: inout DrawList) {
        let font = font ?? theme.statusFont
        let x: Double = switch alignment {
        case .left: frame.minX + 4
        case .center: frame.midX
        case .right: frame.maxX - 4
        }
        theme.drawText(text, at: Point(x: x, y: theme.textTop(for: font, centredIn: frame)), font: font,
                       color: (color ?? theme.text).fading(state.opacity(in: theme)), alignment: alignment, into: &list)
    }
}
