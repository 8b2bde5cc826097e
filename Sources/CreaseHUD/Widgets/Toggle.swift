import Crease

/// An on/off switch with a title: each tap flips it and reports `.toggled`.
public struct Toggle: Sendable, Hashable {
    /// The title.
    public var title: String
    /// Whether it is on.
    public var isOn: Bool
    /// How the title fits beside the switch: wrapped, shrunk, then truncated.
    public var fit: TextFit

    /// Creates a toggle.
    public init(_ title: String, isOn: Bool = false, fit: TextFit = .standard) {
        self.title = title
        self.isOn = isOn
        self.fit = fit
    }

    /// The title, a gap and a 44 × 26 switch, with padding; at least 44 tall, at most `width` wide.
    public func contentSize(measurer: some TextMeasurer, theme: Theme, width: Double = .infinity) -> Size {
        let natural = measurer.measure(title, font: theme.controlFont)
        let room = width - 10 - 44 - 24
        let text = natural.width <= room ? natural
            : fit.size(of: title, font: theme.controlFont, width: Swift.max(0, room), lineSpacing: theme.lineHeight, measurer: measurer)
        let titleWidth = title.isEmpty ? 0 : text.width + 10
        return Size(width: Swift.max(theme.minimumTouchTarget, titleWidth + 44 + 24),
                    height: Swift.max(theme.minimumTouchTarget, Swift.max(natural.height, text.height) + 20))
    }

    /// Where the title goes: from 12 pt in to 10 pt short of the switch.
    public func textSlot(in frame: Rect, theme: Theme) -> TextSlot? {
        guard !title.isEmpty else { return nil }
        let box = Rect(minX: frame.minX + 12, minY: frame.minY + 4, maxX: Swift.max(frame.minX + 12, frame.maxX - 12 - 44 - 10),
                       maxY: frame.maxY - 4)
        return TextSlot(text: title, font: theme.controlFont, box: box, alignment: .left, fit: fit)
    }

    /// Draws the plate, the title on the left and the switch on the right.
    public func draw(in frame: Rect, state: WidgetState, theme: Theme, text fitted: FittedText? = nil, into list: inout DrawList) {
        let opacity = state.opacity(in: theme)
        theme.drawPlate(frame, state: state, into: &list)
        let track = Rect(x: frame.maxX - 12 - 44, y: frame.midY - 13, width: 44, height: 26)
        list.fill(track, cornerRadius: 13, (isOn ? theme.accent : theme.track).fading(opacity))
        list.stroke(track, cornerRadius: 13, theme.rim.fading(opacity), width: 1)
        let knobX = isOn ? track.maxX - 13 : track.minX + 13
        list.fillCircle(center: Point(x: knobX, y: track.midY), radius: 10, theme.text.fading(opacity))
        if let slot = textSlot(in: frame, theme: theme) {
            let lines = fitted ?? .unfitted(title, font: slot.font, theme: theme)
            lines.draw(in: slot.box, alignment: .left, color: theme.text.fading(opacity), into: &list)
        }
    }
}
