import Crease

/// An on/off switch with a title: each tap flips it and reports `.toggled`.
public struct Toggle: Sendable, Hashable {
    /// The title.
    public var title: String
    /// Whether it is on.
    public var isOn: Bool

    /// Creates a toggle.
    public init(_ title: String, isOn: Bool = false) {
        self.title = title
        self.isOn = isOn
    }

    /// The title, a gap and a 44 × 26 switch, with padding; at least 44 tall.
    public func contentSize(measurer: some TextMeasurer, theme: Theme) -> Size {
        let text = measurer.measure(title, font: theme.controlFont)
        let titleWidth = title.isEmpty ? 0 : text.width + 10
        return Size(width: Swift.max(theme.minimumTouchTarget, titleWidth + 44 + 24),
                    height: Swift.max(theme.minimumTouchTarget, text.height + 20))
    }

    /// Draws the plate, the title on the left and the switch on the right.
    public func draw(in frame: Rect, state: WidgetState, theme: Theme, into list: inout DrawList) {
        let opacity = state.opacity(in: theme)
        theme.drawPlate(frame, state: state, into: &list)
        let track = Rect(x: frame.maxX - 12 - 44, y: frame.midY - 13, width: 44, height: 26)
        list.fill(track, cornerRadius: 13, (isOn ? theme.accent : theme.track).fading(opacity))
        list.stroke(track, cornerRadius: 13, theme.rim.fading(opacity), width: 1)
        let knobX = isOn ? track.maxX - 13 : track.minX + 13
        list.fillCircle(center: Point(x: knobX, y: track.midY), radius: 10, theme.text.fading(opacity))
        if !title.isEmpty {
            list.text(title, at: Point(x: frame.minX + 12, y: theme.textTop(for: theme.controlFont, centredIn: frame)),
                      font: theme.controlFont, theme.text.fading(opacity), alignment: .left)
        }
    }
}
