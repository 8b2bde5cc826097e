import Crease

/// Which face and size a text run uses. Sizes are in points and never scale with the window.
///
/// The face is Crease's DejaVu Sans unless `family` names one the game ships (its font
/// folders, `Game.fontFolders`). Characters the face lacks come from the next face of the
/// fallback chain: DejaVu Sans, then Noto Sans Devanagari (docs/hud.md, "Fonts").
public struct Font: Sendable, Hashable, Codable {
    /// Regular or bold.
    public enum Weight: String, Sendable, Hashable, Codable {
        /// The family's regular face (DejaVu Sans).
        case regular
        /// The family's bold face (DejaVu Sans Bold).
        case bold
    }

    /// The size in points (the height of an em).
    public var size: Double
    /// The weight.
    public var weight: Weight
    /// The family name a font file gives its face (e.g. "Orbitron"), for a face the game
    /// ships; nil for Crease's own, DejaVu Sans.
    public var family: String?

    /// Creates a font description.
    public init(size: Double, weight: Weight = .regular, family: String? = nil) {
        self.size = size
        self.weight = weight
        self.family = family
    }

    /// A face the game ships, by the family name its file gives (e.g. `.custom("Orbitron", size: 20)`).
    public static func custom(_ family: String, size: Double, weight: Weight = .regular) -> Font {
        Font(size: size, weight: weight, family: family)
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
