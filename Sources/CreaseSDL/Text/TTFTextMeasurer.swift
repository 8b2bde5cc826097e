import CSDL2TTF
import Crease
import CreaseHUD

/// Measures text with DejaVu Sans through SDL2_ttf, in points, independent of the window's zoom.
///
/// Each face is opened once at a large reference size and widths are scaled down, so layout
/// does not shift when a window is zoomed. Results are cached (bounded), so a steady frame
/// makes no SDL2_ttf calls.
public final class TTFTextMeasurer: TextMeasurer {
    private static let referenceSize = 64
    private let regular: TTFFont
    private let bold: TTFFont
    private var cache: [Key: Size] = [:]
    /// Most measurements kept.
    public let capacity = 4096
    /// Measurements held now.
    public var count: Int { cache.count }

    private struct Key: Hashable {
        var text: String
        var font: Font
    }

    /// Opens the faces; SDL2_ttf must be started (`SDLLibrary.start`).
    public init(fonts: FontFiles) throws {
        regular = try TTFFont(path: fonts.regular, pixelSize: Self.referenceSize)
        bold = try TTFFont(path: fonts.bold, pixelSize: Self.referenceSize)
        TTF_SetFontHinting(regular.pointer, TTF_HINTING_NONE)
        TTF_SetFontHinting(bold.pointer, TTF_HINTING_NONE)
    }

    /// The advance width and line height of one line, in points.
    public func measure(_ text: String, font: Font) -> Size {
        let key = Key(text: text, font: font)
        if let size = cache[key] { return size }
        let face = font.weight == .bold ? bold : regular
        let factor = font.size / Double(Self.referenceSize)
        let size = Size(width: Double(face.width(of: text)) * factor, height: Double(face.lineSkip) * factor)
        if cache.count >= capacity { cache.removeAll(keepingCapacity: true) }
        cache[key] = size
        return size
    }
}
