import Crease

/// A tap target with a title: reports `.tapped` when released over it (or on Return / A).
public struct Button: Sendable, Hashable {
    /// The title.
    public var title: String
    /// An optional image (relative to `assets/`) drawn in place of the title.
    public var image: String?

    /// Creates a button.
    public init(_ title: String, image: String? = nil) {
        self.title = title
        self.image = image
    }

    /// The title plus padding, never under the theme's 44 pt touch target.
    public func contentSize(measurer: some TextMeasurer, theme: Theme) -> Size {
        Button.plateSize(for: title, measurer: measurer, theme: theme)
    }

    /// Draws the plate and the title (or image).
    public func draw(in frame: Rect, state: WidgetState, theme: Theme, into list: inout DrawList) {
        theme.drawPlate(frame, state: state, into: &list)
        if let image {
            let side = Swift.min(frame.width, frame.height) * 0.6
            list.image(image, in: Rect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side),
                       tint: theme.text.fading(state.opacity(in: theme)))
        } else {
            list.text(title, at: Point(x: frame.midX, y: theme.textTop(for: theme.controlFont, centredIn: frame)),
                      font: theme.controlFont, theme.text.fading(state.opacity(in: theme)), alignment: .center)
        }
    }

    /// A plate that holds `title` with 16 pt padding across and 10 pt down, at least 44 × 44.
    static func plateSize(for title: String, measurer: some TextMeasurer, theme: Theme) -> Size {
        let text = measurer.measure(title, font: theme.controlFont)
        return Size(width: Swift.max(theme.minimumTouchTarget, text.width + 32),
                    height: Swift.max(theme.minimumTouchTarget, text.height + 20))
    }
}
