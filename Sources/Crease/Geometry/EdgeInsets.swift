/// Distances inward from the four edges of a rectangle, named by layout direction.
///
/// `leading` is the left edge in a left-to-right context and the right edge in a
/// right-to-left one, as in SwiftUI.
public struct EdgeInsets: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Distance from the top edge.
    public var top: Double
    /// Distance from the leading edge.
    public var leading: Double
    /// Distance from the bottom edge.
    public var bottom: Double
    /// Distance from the trailing edge.
    public var trailing: Double

    /// Creates insets from the four edge distances.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every edge.
    public init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    private enum CodingKeys: String, CodingKey { case top, leading, bottom, trailing }

    /// Reads the four insets; a missing one is zero, so `{"leading": 8, "trailing": 8}` works.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(top: try container.decodeIfPresent(Double.self, forKey: .top) ?? 0,
                  leading: try container.decodeIfPresent(Double.self, forKey: .leading) ?? 0,
                  bottom: try container.decodeIfPresent(Double.self, forKey: .bottom) ?? 0,
                  trailing: try container.decodeIfPresent(Double.self, forKey: .trailing) ?? 0)
    }

    /// No inset at all.
    public static let zero = EdgeInsets()

    /// The insets with leading and trailing exchanged, as seen from the other layout direction.
    public var mirrored: EdgeInsets {
        EdgeInsets(top: top, leading: trailing, bottom: bottom, trailing: leading)
    }

    /// The insets of a rectangle after the display turns a quarter counter-clockwise
    /// (the right edge becomes the top), read in left-to-right terms.
    public var turnedCounterClockwise: EdgeInsets {
        EdgeInsets(top: trailing, leading: top, bottom: leading, trailing: bottom)
    }

    /// True when every inset is zero.
    public var isZero: Bool { self == .zero }

    /// "t l b tr" with points printed compactly.
    public var description: String {
        "top \(top.pointString), leading \(leading.pointString), bottom \(bottom.pointString), trailing \(trailing.pointString)"
    }
}
