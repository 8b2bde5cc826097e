import Crease

/// A plate behind a group of elements, such as a status block over a busy playfield: a
/// rounded fill the size of the group, padding included.
///
/// A panel is a container (`HUDElement.panel`): it lays out like a group, is drawn before its
/// children, and is linted as one item, so a panel whose edge reaches under an active camera or
/// across the fold is a finding even where the text inside it keeps clear.
public struct Panel: Sendable, Hashable {
    /// The fill; nil uses a darker, more see-through version of the theme's plate.
    public var color: Color?
    /// The corner radius, in points.
    public var cornerRadius: Double

    /// Creates a panel.
    public init(color: Color? = nil, cornerRadius: Double = 8) {
        self.color = color
        self.cornerRadius = cornerRadius
    }

    /// Nothing of its own: a panel is as big as its children and their padding.
    public func contentSize(measurer: some TextMeasurer, theme: Theme) -> Size { .zero }

    /// Draws the plate.
    public func draw(in frame: Rect, state: WidgetState, theme: Theme, into list: inout DrawList) {
        let fill = color ?? Color.black.withAlpha(110)
        list.fill(frame, cornerRadius: min(cornerRadius, min(frame.width, frame.height) / 2), fill.fading(state.opacity(in: theme)))
    }
}
