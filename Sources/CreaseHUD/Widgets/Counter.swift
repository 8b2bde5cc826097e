import Crease

/// A titled number on a plate (score, shots, ships left), read at a distance.
public struct Counter: Sendable, Hashable {
    /// The title, e.g. "Score"; empty shows the number alone.
    public var title: String
    /// The number.
    public var value: Int
    /// How the text fits the plate: wrapped, shrunk, then truncated.
    public var fit: TextFit

    /// Creates a counter.
    public init(_ title: String, value: Int = 0, fit: TextFit = .standard) {
        self.title = title
        self.value = value
        self.fit = fit
    }

    /// What it shows: "Score 12".
    public var text: String { title.isEmpty ? String(value) : "\(title) \(value)" }

    /// The text in the theme's status font plus padding.
    public func contentSize(measurer: some TextMeasurer, theme: Theme, width: Double = .infinity) -> Size {
        let natural = measurer.measure(text, font: theme.statusFont)
        let size = natural.width <= width - 24 ? natural
            : fit.size(of: text, font: theme.statusFont, width: Swift.max(0, width - 24), lineSpacing: theme.lineHeight, measurer: measurer)
        return Size(width: size.width + 24, height: Swift.max(natural.height, size.height) + 12)
    }

    /// Where the text goes: 12 pt in from the sides, 6 from the top and bottom.
    public func textSlot(in frame: Rect, theme: Theme) -> TextSlot {
        TextSlot(text: text, font: theme.statusFont, box: frame.insetBy(dx: 12, dy: 6), alignment: .center, fit: fit)
    }

    /// Draws the plate and the text.
    public func draw(in frame: Rect, state: WidgetState, theme: Theme, text fitted: FittedText? = nil, into list: inout DrawList) {
        var resting = state
        resting.isPressed = false
        resting.isHovered = false
        theme.drawPlate(frame, state: resting, into: &list)
        let slot = textSlot(in: frame, theme: theme)
        (fitted ?? .unfitted(text, font: slot.font, theme: theme))
            .draw(in: slot.box, alignment: .center, color: theme.text, shadow: theme.textShadow, into: &list)
    }
}
