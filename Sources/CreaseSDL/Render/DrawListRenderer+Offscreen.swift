import Crease
import CreaseHUD

extension DrawListRenderer {
    /// A renderer with a canvas of its own, `width` × `height` pixels at one pixel a point, for
    /// drawing lists without a window and reading the pixels back: the draw-list fuzz target
    /// draws every frame on one with damage tracking and on one without, and compares them.
    ///
    /// Text is drawn with `fonts` through the same glyph atlas and measurer a window uses;
    /// `glyphPages` pages of `glyphPageSize` pixels square bound the atlas (small bounds make it
    /// evict sooner). The problems it survives (a missing image, text it cannot draw) go to
    /// `report`, once each, instead of standard error.
    ///
    /// - Throws: `MissingAssetError` for a font file FreeType cannot read.
    package static func offscreen(fonts: FontFiles?, width: Int, height: Int, damageTracking: Bool, glyphPages: Int = 8,
                                  glyphPageSize: Int = 512, report: @escaping (String) -> Void) throws -> DrawListRenderer {
        let renderer = try DrawListRenderer(fonts: fonts, transform: PixelTransform(scale: 1),
                                            displayBounds: Rect(x: 0, y: 0, width: Double(width), height: Double(height)),
                                            width: width, height: height, damageTracking: damageTracking,
                                            glyphPages: glyphPages, glyphPageSize: glyphPageSize)
        renderer.images.report = report
        return renderer
    }

    /// The last frame's pixels as RGBA bytes, row by row.
    package var frameBytes: [UInt8] { rgbaBytes() }

    /// What the renderer's caches hold against their bounds: its glyph atlas, shaped lines,
    /// images and coverage masks.
    package var cacheUsage: CacheUsage {
        CacheUsage(glyphs: glyphs.glyphCount, glyphPages: glyphs.pageCount, glyphPageLimit: glyphs.pageLimit,
                   glyphBytes: glyphs.bytesHeld, fontFaces: glyphs.faceCount, fontFaceLimit: glyphs.faceLimit,
                   measurements: measurer.count, measurementCapacity: measurer.capacity,
                   images: images.count, imageCapacity: images.capacity, coverageMaskBytes: coverageMaskBytes)
    }
}
