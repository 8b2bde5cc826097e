import Crease

/// Which face and size a text run uses. Sizes are in points and never scale with the window.
public struct Font: Sendable, Hashable, Codable {
    /// Regular or bold.
    public enum Weight: String, Sendable, Hashable, Codable {
        /// DejaVu Sans.
        case regular
        /// DejaVu Sans Bold.
        case bold
    }

    /// The size in points (the height of an em).
    public var size: Double
    /// The weight.
    public var weight: Weight

    /// Creates a font description.
    public init(size: Double, weight: Weight = .regular) {
        self.size = size
        self.weight = weight
    }

    /// Body text, 17 pt.
    public static let body = Font(size: 17)
    /// Small captions, 13 pt.
    public static let caption = Font(size: 13)
    /// Titles, 24 pt bold.
    public static let title = Font(size: 24, weight: .bold)
    /// Large status numbers read at a distance, 34 pt bold.
    public static let display = Font(size: 34, weight: .bold)
}
