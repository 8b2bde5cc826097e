import CFreeType
import CHarfBuzz
import Crease

/// One font file opened twice over its bytes in memory: by HarfBuzz to shape text (in font
/// units, so one shaped run serves every size) and by FreeType to rasterize glyphs by index.
///
/// Each face owns its own FreeType library, so faces never share FreeType state.
final class FontFace {
    /// The family name the file gives (e.g. "DejaVu Sans"), what `Font.family` names.
    let family: String
    /// The style name the file gives (e.g. "Bold").
    let style: String
    /// True when the file says it is bold.
    let isBold: Bool
    /// The file it was read from.
    let path: String
    /// Font units per em: shaped advances divided by this are in ems.
    let unitsPerEm: Double
    /// The distance between baselines, in ems, rounded up to a whole pixel at 64 px per em
    /// (the line heights the HUD's layouts are made with).
    let lineHeight: Double
    /// The box every glyph's ink lies in, in ems from the pen on the baseline (y up): the
    /// face's own bounding box.
    let inkBounds: (minX: Double, minY: Double, maxX: Double, maxY: Double)
    /// The HarfBuzz font, unscaled: positions come out in font units.
    let shapingFont: OpaquePointer
    private let library: FT_Library
    private let face: FT_Face
    private let file: FontFileData
    private var sizedTo = 0

    /// Opens the font file at `path` (read once per process, `FontFileData`).
    ///
    /// - Throws: `MissingAssetError` when the file cannot be read or is not a font FreeType opens.
    init(path: String) throws {
        self.path = path
        file = try FontFileData.data(for: path)
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            throw MissingAssetError(path: path, expected: "a TrueType font; FreeType could not start")
        }
        var face: FT_Face?
        let bytes = file.bytes
        guard FT_New_Memory_Face(library, bytes.baseAddress?.assumingMemoryBound(to: FT_Byte.self), FT_Long(bytes.count), 0, &face) == 0,
              let face, face.pointee.units_per_EM > 0
        else {
            FT_Done_FreeType(library)
            throw MissingAssetError(path: path, expected: "a TrueType or OpenType font; FreeType cannot read this file as one")
        }
        self.library = library
        self.face = face
        family = face.pointee.family_name.map { String(cString: $0) } ?? ""
        style = face.pointee.style_name.map { String(cString: $0) } ?? ""
        isBold = face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_BOLD) != 0
        unitsPerEm = Double(face.pointee.units_per_EM)
        let lineAt64 = (Double(face.pointee.height) * 64 / unitsPerEm).rounded(.up)
        lineHeight = lineAt64 / 64
        let box = face.pointee.bbox
        inkBounds = (Double(box.xMin) / unitsPerEm, Double(box.yMin) / unitsPerEm, Double(box.xMax) / unitsPerEm, Double(box.yMax) / unitsPerEm)
        let blob = hb_blob_create(UnsafeRawPointer(bytes.baseAddress)?.assumingMemoryBound(to: CChar.self), UInt32(bytes.count),
                                  HB_MEMORY_MODE_READONLY, nil, nil)
        let shapingFace = hb_face_create(blob, 0)
        shapingFont = hb_font_create(shapingFace)
        hb_face_destroy(shapingFace)
        hb_blob_destroy(blob)
    }

    deinit {
        hb_font_destroy(shapingFont)
        FT_Done_Face(face)
        FT_Done_FreeType(library)
    }

    /// The face's glyph for a character, or nil when it has none (the fallback chain's test).
    func glyph(for scalar: UInt32) -> UInt32? {
        let index = FT_Get_Char_Index(face, FT_ULong(scalar))
        return index == 0 ? nil : UInt32(index)
    }

    /// The face's ascent at a pixel size, rounded up to a whole pixel: where the baseline lies
    /// below a line's top edge, in pixels.
    func ascent(pixelSize: Int) -> Int {
        Int((Double(face.pointee.ascender) * Double(pixelSize) / unitsPerEm).rounded(.up))
    }

    /// One glyph rasterized at a pixel size with light hinting (stems sharp vertically, shapes
    /// unhinted across), as 8-bit coverage rows; nil when FreeType cannot load it.
    func rasterize(_ glyph: UInt32, pixelSize: Int) -> RasterizedGlyph? {
        if sizedTo != pixelSize {
            guard FT_Set_Pixel_Sizes(face, 0, FT_UInt(pixelSize)) == 0 else { return nil }
            sizedTo = pixelSize
        }
        // FT_LOAD_TARGET_LIGHT: FT_LOAD_TARGET_(FT_RENDER_MODE_LIGHT), a macro Swift cannot see.
        let loadTargetLight = Int32(FT_RENDER_MODE_LIGHT.rawValue & 15) << 16
        guard FT_Load_Glyph(face, FT_UInt(glyph), loadTargetLight) == 0, let slot = face.pointee.glyph,
              FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0
        else { return nil }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), height = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        var coverage = [UInt8](repeating: 0, count: width * height)
        if let buffer = bitmap.buffer, width > 0, height > 0, bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue) {
            // A row at a time: a 2,048 px glyph is 4 MB, too much for a loop over its bytes.
            coverage.withUnsafeMutableBufferPointer { target in
                guard let start = target.baseAddress else { return }
                for row in 0..<height {
                    let source = pitch >= 0 ? buffer + row * pitch : buffer + (height - 1 - row) * -pitch
                    (start + row * width).update(from: source, count: width)
                }
            }
        }
        return RasterizedGlyph(width: width, height: height, left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top),
                               coverage: coverage)
    }
}

/// A glyph's coverage at one pixel size, as FreeType rendered it.
struct RasterizedGlyph {
    /// Its size in pixels.
    var width: Int
    var height: Int
    /// Its top-left pixel's offset from the pen on the baseline (`top` upwards).
    var left: Int
    var top: Int
    /// `width × height` coverage bytes, row by row.
    var coverage: [UInt8]
}
