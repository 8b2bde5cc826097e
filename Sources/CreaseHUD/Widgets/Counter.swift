import Crease

/// A titled number on a plate (score, shots, ships left), read at a distance.
public struct Counter: Sendable, Hashable {
    /// The title, e.g. "Score"; empty shows the number alone.
    public var title: String
    /// The number.
    public var value: Int

    /// Creates a counter.
    public init(_ title: String, value: Int = 0) {
        self.title = title
        self.value = value
    }

    /// What it shows: "Score 12".
    public var text: String { title.isEmpty ? String(value) : "\(title) \(value)" }

    /// The text in the theme's status font plus padding.
    public func contentSize(measurer: some TextMeasurer, theme: Theme) -> Size {
        let size = measurer.measure(text, font: theme.statusFont)
        return Size(width: size.width + 24, height: size.height + 12)
    }

    /// Draws the plate and the text.
    public func draw(in frame: Rect, state: WidgetState, theme: Theme, into list: inout DrawList) {
        var resting = state
        resting.isPressed = false
        resting.isHovered = false
        theme.drawPlate(frame, state: resting, into: &list)
        theme.drawText(text, at: Point(x: frame.midX, y: theme.textTop(for: theme.statusFont, centredIn: frame)),
                       font: theme.statusFont, alignment: .center, into: &list)
    }
}
