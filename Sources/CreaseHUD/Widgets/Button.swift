import Crease

/// A tap target with a title: reports `.tapped` when released over it (or on Return / A).
public struct Button: Sendable, Hashable {
    /// The title.
    public var title: String
    /// An optional image (relative to `assets/`) drawn in place of the title.
    public var image: String?
    /// How the title fits the plate: wrapped, shrunk, then truncated.
    public var fit: TextFit

    /// Creates a button.
    public init(_ title: String, image: String? = nil, fit: TextFit = .standard) {
        self.title = title
        self.image = image
        self.fit = fit
    }

    /// The title plus padding, never under the theme's 44 pt touch target, at most `width` wide.
    public func contentSize(measurer: some TextMeasurer, theme: Theme, width: Double = .infinity) -> Size {
        Button.plateSize(for: title, fit: fit, measurer: measurer, theme: theme, width: width)
    }

    /// Where the title goes on a plate of `frame`.
    public func textSlot(in frame: Rect, theme: Theme) -> TextSlot? {
        guard image == nil else { return nil }
        return Button.titleSlot(title, fit: fit, in: frame, theme: theme)
    }

    /// Draws the plate and the title (`fitted` as the HUD fitted it) or the image.
    public func draw(in frame: Rect, state: WidgetState, theme: Theme, text fitted: FittedText? = nil, into list: inout DrawList) {
        theme.drawPlate(frame, state: state, into: &list)
        if let image {
            let side = Swift.min(frame.width, frame.height) * 0.6
            list.image(image, in: Rect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side),
                       tint: theme.text.fading(state.opacity(in: theme)))
        } else {
            Button.drawTitle(title, fitted: fitted, in: frame, state: state, theme: theme, into: &list)
        }
    }

    /// The title's box on a plate: 8 pt in from the sides and 4 from the top and bottom (the
    /// plate is sized with 16 and 10, so a title at its content size has room to spare).
    static func titleSlot(_ title: String, fit: TextFit, in frame: Rect, theme: Theme) -> TextSlot {
        TextSlot(text: title, font: theme.controlFont, box: frame.insetBy(dx: 8, dy: 4), alignment: .center, fit: fit)
    }

    /// Draws a plate's title centred, one command per line.
    static func drawTitle(_ title: String, fitted: FittedText?, in frame: Rect, state: WidgetState, theme: Theme,
                          into list: inout DrawList) {
        let slot = titleSlot(title, fit: .standard, in: frame, theme: theme)
        let lines = fitted ?? .unfitted(title, font: slot.font, theme: theme)
        lines.draw(in: slot.box, alignment: .center, color: theme.text.fading(state.opacity(in: theme)), into: &list)
    }

    /// A plate that holds `title` with 16 pt padding across and 10 pt down, at least 44 × 44,
    /// and at most `width` wide (the title fitted to what is left).
    static func plateSize(for title: String, fit: TextFit, measurer: some TextMeasurer, theme: Theme,
                          width: Double = .infinity) -> Size {
        let natural = measurer.measure(title, font: theme.controlFont)
        let room = width - 32
        let text = natural.width <= room ? natural
            : fit.size(of: title, font: theme.controlFont, width: Swift.max(0, room), lineSpacing: theme.lineHeight, measurer: measurer)
        return Size(width: Swift.max(theme.minimumTouchTarget, text.width + 32),
                    height: Swift.max(theme.minimumTouchTarget, Swift.max(natural.height, text.height) + 20))
    }
}
