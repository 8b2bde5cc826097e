/// What a window's caches hold against their bounds: a long run (crease-soak) checks that
/// none of them grows past its limit.
public struct CacheUsage: Sendable, Hashable, Codable {
    /// Glyphs held in the atlas.
    public var glyphs: Int
    /// Atlas pages held, and the most kept.
    public var glyphPages: Int
    public var glyphPageLimit: Int
    /// Coverage bytes the atlas pages hold.
    public var glyphBytes: Int
    /// Font faces open for shaping and rasterizing glyphs, and the most kept.
    public var fontFaces: Int
    public var fontFaceLimit: Int
    /// Shaped lines held (what the window's measurer measures and the atlas draws), and the most kept.
    public var measurements: Int
    public var measurementCapacity: Int
    /// Images held, and the most kept.
    public var images: Int
    public var imageCapacity: Int
    /// Bytes the renderer's coverage masks hold (both threads'), and the most they may.
    public var coverageMaskBytes = 0
    public var coverageMaskByteLimit = DrawListRenderer.coverageMaskByteLimit

    /// True when every cache is within its bound.
    public var isWithinBounds: Bool {
        glyphPages <= glyphPageLimit && fontFaces <= fontFaceLimit && measurements <= measurementCapacity && images <= imageCapacity
            && coverageMaskBytes <= coverageMaskByteLimit
    }
}

extension EmulatorWindow {
    /// The caches' sizes now, against their bounds.
    public var cacheUsage: CacheUsage { drawer.cacheUsage }
}
