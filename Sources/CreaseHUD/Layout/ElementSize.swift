import Crease

/// How big an element is: fixed points, measured from its content, or filling its area.
///
/// Sizes are in points and never scale with the window, so text and controls keep their size
/// when the display is resized or turned.
public enum ElementSize: Sendable, Hashable {
    /// Exactly this size.
    case fixed(Size)
    /// The widget's own size: text measured through the `TextMeasurer`, controls at least
    /// 44 × 44 pt, containers the size of their arranged children.
    case content
    /// The whole area it is placed in (its pane or its parent, less the insets).
    case fill
    /// The area's width, this height.
    case fillWidth(height: Double)
    /// The area's height, this width.
    case fillHeight(width: Double)

    /// A fixed size from a width and a height.
    public static func fixed(width: Double, height: Double) -> ElementSize {
        .fixed(Size(width: width, height: height))
    }

    /// The size within `area`, given the content's size.
    func resolve(content: Size, in area: Size) -> Size {
        switch self {
        case .fixed(let size): size
        case .content: content
        case .fill: area
        case .fillWidth(let height): Size(width: area.width, height: height)
        case .fillHeight(let width): Size(width: width, height: area.height)
        }
    }

    /// True when the size depends on the area, so the element cannot be nudged sideways.
    var fillsArea: Bool {
        switch self {
        case .fill, .fillWidth, .fillHeight: true
        case .fixed, .content: false
        }
    }
}
