import Crease

/// An image (relative to `assets/`) drawn into the element's frame, tinted.
public struct Icon: Sendable, Hashable {
    /// The image path, e.g. "images/heart.png".
    public var image: String
    /// Multiplies the image's colours.
    public var tint: Color

    /// Creates an icon.
    public init(_ image: String, tint: Color = .white) {
        self.image = image
        self.tint = tint
    }

    /// 32 × 32 points.
    public func contentSize(measurer: some TextMeasurer, theme: Theme) -> Size {
        Size(width: 32, height: 32)
    }

    /// Draws the image.
    public func draw(in frame: Rect, state: WidgetState, theme: Theme, into list: inout DrawList) {
        list.image(image, in: frame, tint: tint.fading(state.opacity(in: theme)))
    }
}
