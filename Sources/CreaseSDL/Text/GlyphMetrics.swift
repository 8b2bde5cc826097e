import CSDL2TTF
import CreaseHUD

/// Advances and kerning of one face, in points per point of font size, read at a large
/// reference size with no hinting: what both the text measurer and the glyph atlas lay text
/// out with, so a measured label is exactly as wide as it is drawn.
final class GlyphMetrics {
    /// The size the face is opened at, in pixels per em.
    static let referenceSize = 64
    private let face: TTFFont
    private var advances: [UInt32: Double] = [:]
    private var kerning: [UInt64: Double] = [:]
    /// Entries kept at most in each table before it is emptied (text is mostly a few scripts).
    let capacity = 8192
    /// The line height, in points per point of font size.
    let lineHeight: Double
    /// True when the face has kerning.
    let hasKerning: Bool

    /// Opens the face at the reference size.
    init(path: String) throws {
        face = try TTFFont(path: path, pixelSize: Self.referenceSize)
        TTF_SetFontHinting(face.pointer, TTF_HINTING_NONE)
        lineHeight = Double(face.lineSkip) / Double(Self.referenceSize)
        hasKerning = TTF_GetFontKerning(face.pointer) != 0
    }

    /// How far the pen moves after a character, per point of font size.
    func advance(_ scalar: UInt32) -> Double {
        if let advance = advances[scalar] { return advance }
        var minX: Int32 = 0, maxX: Int32 = 0, minY: Int32 = 0, maxY: Int32 = 0, advance: Int32 = 0
        let value = TTF_GlyphMetrics32(face.pointer, scalar, &minX, &maxX, &minY, &maxY, &advance) == 0
            ? Double(advance) / Double(Self.referenceSize) : 0
        if advances.count >= capacity { advances.removeAll(keepingCapacity: true) }
        advances[scalar] = value
        return value
    }

    /// The kerning between two characters, per point of font size (usually zero or negative).
    func kerning(_ previous: UInt32, _ next: UInt32) -> Double {
        guard hasKerning else { return 0 }
        let key = UInt64(previous) << 32 | UInt64(next)
        if let value = kerning[key] { return value }
        let value = Double(TTF_GetFontKerningSizeGlyphs32(face.pointer, previous, next)) / Double(Self.referenceSize)
        if kerning.count >= capacity { kerning.removeAll(keepingCapacity: true) }
        kerning[key] = value
        return value
    }

    /// Where each character's pen position lies along a line of `size`-point text, and the
    /// line's width, in points.
    func layout(_ text: String, size: Double, into pens: inout [(scalar: UInt32, x: Double)]) -> Double {
        pens.removeAll(keepingCapacity: true)
        return walk(text, size: size) { pens.append(($0, $1)) }
    }

    /// The width of a line of `size`-point text, in points.
    func width(of text: String, size: Double) -> Double {
        walk(text, size: size) { _, _ in }
    }

    /// Visits each character with its pen position (advances and kerning), and returns the
    /// line's width, in points.
    private func walk(_ text: String, size: Double, _ visit: (UInt32, Double) -> Void) -> Double {
        var x = 0.0
        var previous: UInt32?
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if let previous { x += kerning(previous, value) * size }
            visit(value, x)
            x += advance(value) * size
            previous = value
        }
        return x
    }
}
