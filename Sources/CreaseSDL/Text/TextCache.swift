import CSDL2
import CSDL2TTF
import CreaseHUD

/// Rendered strings as textures, least recently used first out, so a steady frame rasterizes
/// no glyphs and creates no textures.
///
/// Strings are rendered white and tinted when drawn, so one texture serves every colour.
/// The counters let tests and the frame-time graph prove the steady state.
@MainActor
public final class TextCache {
    /// Counters since the cache was made.
    public struct Statistics: Sendable, Hashable {
        /// Strings rasterized by SDL2_ttf (each a cache miss).
        public var rasterizations = 0
        /// Textures created (one per rasterization).
        public var texturesCreated = 0
        /// Lookups served from the cache.
        public var hits = 0
        /// Entries dropped to stay within the bounds.
        public var evictions = 0
    }

    /// One rendered string.
    struct Entry {
        let texture: Texture
        var lastUse: Int
    }

    private struct Key: Hashable {
        var text: String
        var weight: Font.Weight
        var pixelSize: Int
    }

    private struct FaceKey: Hashable {
        var weight: Font.Weight
        var pixelSize: Int
    }

    /// Most entries kept.
    public let capacity: Int
    /// Most texture pixels kept (4 bytes each).
    public let pixelBudget: Int
    /// What the cache has done so far.
    public private(set) var statistics = Statistics()
    /// Entries held now.
    public var count: Int { entries.count }

    private let renderer: Renderer
    private let fonts: FontFiles
    private var entries: [Key: Entry] = [:]
    private var faces: [FaceKey: TTFFont] = [:]
    /// Texture pixels held now (at most `pixelBudget`, unless one string alone is larger).
    public private(set) var pixelsHeld = 0
    /// Font faces open now; each holds SDL2_ttf's glyph cache for its size.
    public var faceCount: Int { faces.count }
    /// Most faces kept open.
    public let faceLimit = 16
    private var clock = 0

    /// Creates an empty cache bounded by entry count and pixels.
    init(renderer: Renderer, fonts: FontFiles, capacity: Int = 512, pixelBudget: Int = 16 * 1024 * 1024) {
        self.renderer = renderer
        self.fonts = fonts
        self.capacity = max(1, capacity)
        self.pixelBudget = pixelBudget
    }

    /// The texture of a string at a pixel size, rendering it only on a miss.
    func texture(for text: String, weight: Font.Weight, pixelSize: Int) throws -> Texture? {
        guard !text.isEmpty else { return nil }
        clock += 1
        let key = Key(text: text, weight: weight, pixelSize: pixelSize)
        if var entry = entries[key] {
            entry.lastUse = clock
            entries[key] = entry
            statistics.hits += 1
            return entry.texture
        }
        let face = try face(weight: weight, pixelSize: pixelSize)
        let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        let surface = try Surface(taking: TTF_RenderUTF8_Blended(face.pointer, text, white), "rendering text '\(text.prefix(40))'")
        statistics.rasterizations += 1
        let texture = try Texture(renderer: renderer, surface: surface)
        statistics.texturesCreated += 1
        entries[key] = Entry(texture: texture, lastUse: clock)
        pixelsHeld += texture.width * texture.height
        evictIfNeeded()
        return texture
    }

    /// Drops everything (after the renderer is recreated, or to free memory).
    public func removeAll() {
        entries.removeAll()
        faces.removeAll()
        pixelsHeld = 0
    }

    private func evictIfNeeded() {
        while entries.count > capacity || (pixelsHeld > pixelBudget && entries.count > 1) {
            guard let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) else { return }
            pixelsHeld -= oldest.value.texture.width * oldest.value.texture.height
            entries[oldest.key] = nil
            statistics.evictions += 1
        }
    }

    /// An open face at a pixel size; a few sizes stay open (zooming makes new ones).
    private func face(weight: Font.Weight, pixelSize: Int) throws -> TTFFont {
        let key = FaceKey(weight: weight, pixelSize: pixelSize)
        if let face = faces[key] { return face }
        if faces.count >= faceLimit { faces.removeAll() }
        let face = try TTFFont(path: fonts.path(for: weight), pixelSize: pixelSize)
        // Light hinting leaves advances unhinted, so rendered widths match the measurer's.
        TTF_SetFontHinting(face.pointer, TTF_HINTING_LIGHT)
        faces[key] = face
        return face
    }
}
