/// What a window's caches hold against their bounds: a long run (crease-soak) checks that
/// none of them grows past its limit.
public struct CacheUsage: Sendable, Hashable, Codable {
    /// Rendered strings held, and the most kept.
    public var textEntries: Int
    public var textCapacity: Int
    /// Texture pixels the strings hold, and the budget.
    public var textPixels: Int
    public var textPixelBudget: Int
    /// Font faces open for rendering (each with SDL2_ttf's glyph cache), and the most kept.
    public var fontFaces: Int
    public var fontFaceLimit: Int
    /// Text measurements held by the window's measurer, and the most kept.
    public var measurements: Int
    public var measurementCapacity: Int
    /// Image textures held, and the most kept.
    public var images: Int
    public var imageCapacity: Int

    /// True when every cache is within its bound (the pixel budget may be passed only by a
    /// single string larger than the whole budget).
    public var isWithinBounds: Bool {
        textEntries <= textCapacity && (textPixels <= textPixelBudget || textEntries <= 1)
            && fontFaces <= fontFaceLimit && measurements <= measurementCapacity && images <= imageCapacity
    }
}

extension EmulatorWindow {
    /// The caches' sizes now, against their bounds.
    public var cacheUsage: CacheUsage {
        let text = drawer.textCache
        return CacheUsage(textEntries: text.count, textCapacity: text.capacity,
                          textPixels: text.pixelsHeld, textPixelBudget: text.pixelBudget,
                          fontFaces: text.faceCount, fontFaceLimit: text.faceLimit,
                          measurements: textMeasurer.count, measurementCapacity: textMeasurer.capacity,
                          images: drawer.images.count, imageCapacity: drawer.images.capacity)
    }
}
