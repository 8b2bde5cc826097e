import Crease

/// Where an element sits inside the area it is placed in, as fractions (Godot-style anchors).
///
/// `x` runs from the leading edge (0) to the trailing edge (1), so anchors follow the layout
/// direction; `y` from the top (0) to the bottom (1). A fraction places the element's matching
/// point there: 0 puts its leading edge on the area's leading edge, 1 its trailing edge on the
/// trailing edge, 0.5 centres it.
public struct Anchor: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Leading (0) to trailing (1).
    public var x: Double
    /// Top (0) to bottom (1).
    public var y: Double

    /// Creates an anchor from two fractions.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The top-leading corner.
    public static let topLeading = Anchor(x: 0, y: 0)
    /// The middle of the top edge.
    public static let top = Anchor(x: 0.5, y: 0)
    /// The top-trailing corner.
    public static let topTrailing = Anchor(x: 1, y: 0)
    /// The middle of the leading edge.
    public static let leading = Anchor(x: 0, y: 0.5)
    /// The centre.
    public static let center = Anchor(x: 0.5, y: 0.5)
    /// The middle of the trailing edge.
    public static let trailing = Anchor(x: 1, y: 0.5)
    /// The bottom-leading corner.
    public static let bottomLeading = Anchor(x: 0, y: 1)
    /// The middle of the bottom edge.
    public static let bottom = Anchor(x: 0.5, y: 1)
    /// The bottom-trailing corner.
    public static let bottomTrailing = Anchor(x: 1, y: 1)

    /// The nine presets, row by row from the top-leading corner.
    public static let presets: [Anchor] = [
        .topLeading, .top, .topTrailing, .leading, .center, .trailing, .bottomLeading, .bottom, .bottomTrailing,
    ]

    /// The frame of an element of `size` anchored in `area`, moved by `offset`
    /// (all in leading coordinates: x grows toward the trailing edge).
    public func place(_ size: Size, in area: Rect, offset: Point = .zero) -> Rect {
        Rect(x: area.minX + x * (area.width - size.width) + offset.x,
             y: area.minY + y * (area.height - size.height) + offset.y,
             width: size.width, height: size.height)
    }

    /// "(x, y)" as fractions.
    public var description: String { "anchor(\(x.pointString), \(y.pointString))" }
}
