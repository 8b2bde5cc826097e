import Crease

/// A bar filled to a fraction (health, fuel, shot power), with an optional title inside.
public struct Meter: Sendable, Hashable {
    /// How full, 0–1 (clamped when drawn).
    public var value: Double
    /// The fill colour; nil uses the theme's accent.
    public var tint: Color?
    /// Text drawn over the bar, e.g. "HP".
    public var title: String?

    /// Creates a meter.
    public init(value: Double, tint: Color? = nil, title: String? = nil) {
        self.value = value
        self.tint = tint
        self.title = title
    }

    /// 160 × 22 points, wider when the title needs it.
    public func contentSize(measurer: some TextMeasurer, theme: Theme, width: Double = .infinity) -> Size {
        let titleWidth = title.map { measurer.measure($0, font: .caption).width + 16 } ?? 0
        return Size(width: Swift.min(Swift.max(160, titleWidth), Swift.max(160, width)), height: 22)
    }

    /// Where the title goes: 8 pt in from the sides, one caption line (shrunk, then truncated).
    public func textSlot(in frame: Rect, theme: Theme) -> TextSlot? {
        guard let title, !title.isEmpty else { return nil }
        return TextSlot(text: title, font: .caption, box: frame.insetBy(dx: 8, dy: 0), alignment: .left, fit: .standard)
    }

    /// Draws the track, the fill and the title.
    public func draw(in frame: Rect, state: WidgetState, theme: Theme, text fitted: FittedText? = nil, into list: inout DrawList) {
        let opacity = state.opacity(in: theme)
        let fraction = Swift.min(1, Swift.max(0, value.isFinite ? value : 0))
        let radius = frame.height / 2
        list.fill(frame, cornerRadius: radius, theme.track.fading(opacity))
        if fraction > 0 {
            list.fill(Rect(x: frame.minX, y: frame.minY, width: frame.width * fraction, height: frame.height),
                      cornerRadius: radius, (tint ?? theme.accent).fading(opacity))
        }
        list.stroke(frame, cornerRadius: radius, theme.rim.fading(opacity), width: theme.rimWidth)
        if let title, let slot = textSlot(in: frame, theme: theme) {
            (fitted ?? .unfitted(title, font: slot.font, theme: theme))
                .draw(in: slot.box, alignment: .left, color: theme.text, shadow: theme.textShadow, into: &list)
        }
    }
}
