import CSDL2
import CSDL2TTF
import CreaseHUD

/// Every glyph of a face and pixel size rasterized once by SDL2_ttf into a coverage atlas;
/// text is then drawn glyph by glyph from it (Dear ImGui's font atlas), so a label whose
/// number changes every frame rasterizes nothing new once its digits have been seen.
///
/// The atlas is bounded: a fixed number of pages, each packed in shelves. When a glyph finds
/// no room, the least recently used page is emptied and reused, which costs a constant
/// amount of work for each glyph it held.
public final class GlyphAtlas {
    /// What the atlas has done since it was made.
    public struct Statistics: Sendable, Hashable, Codable {
        /// Glyphs rasterized by SDL2_ttf (each a miss).
        public var rasterizations = 0
        /// Glyph lookups served from the atlas.
        public var hits = 0
        /// Pages emptied to make room.
        public var evictions = 0
    }

    /// One glyph's place in the atlas.
    struct Glyph {
        /// Its page.
        var page: Int
        /// Its pixels in the page.
        var x: Int
        var y: Int
        var width: Int
        var height: Int
        /// Where its top-left pixel lies from the pen position on the line's top edge.
        var left: Int
        var top: Int
    }

    /// One page of 8-bit coverage.
    final class Page {
        let size: Int
        var pixels: [UInt8]
        var shelfY = 0
        var shelfHeight = 0
        var cursorX = 0
        var lastUse = 0
        var keys: [Key] = []

        init(size: Int) {
            self.size = size
            pixels = [UInt8](repeating: 0, count: size * size)
        }

        /// Finds room for a glyph, or nil when the page is full.
        func place(width: Int, height: Int) -> (x: Int, y: Int)? {
            let padded = (width + 1, height + 1)
            if cursorX + padded.0 > size {
                shelfY += shelfHeight
                shelfHeight = 0
                cursorX = 0
            }
            guard shelfY + padded.1 <= size, padded.0 <= size else { return nil }
            let spot = (cursorX, shelfY)
            cursorX += padded.0
            shelfHeight = max(shelfHeight, padded.1)
            return spot
        }

        func reset() {
            shelfY = 0
            shelfHeight = 0
            cursorX = 0
            keys.removeAll(keepingCapacity: true)
            pixels.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        }
    }

    struct Key: Hashable {
        var scalar: UInt32
        var weight: Font.Weight
        var pixelSize: Int
    }

    private struct FaceKey: Hashable {
        var weight: Font.Weight
        var pixelSize: Int
    }

    /// What the atlas has done so far.
    public private(set) var statistics = Statistics()
    /// Pages held at most.
    public let pageLimit: Int
    /// Each page's side, in pixels.
    public let pageSize: Int
    /// Pages held now.
    public var pageCount: Int { pages.count }
    /// Glyphs held now.
    public var glyphCount: Int { glyphs.count }
    /// Font faces open for rasterizing now, and the most kept.
    public var faceCount: Int { faces.count }
    public let faceLimit = 16
    /// Coverage bytes the pages hold.
    public var bytesHeld: Int { pages.reduce(0) { $0 + $1.size * $1.size } }

    private(set) var pages: [Page] = []
    private var glyphs: [Key: Glyph] = [:]
    private var faces: [FaceKey: TTFFont] = [:]
    private let fonts: FontFiles?
    private let regularMetrics: GlyphMetrics?
    private let boldMetrics: GlyphMetrics?
    private var clock = 0
    private var current = 0

    /// Creates an empty atlas; SDL2_ttf must be started. Without `fonts` it holds no faces:
    /// for drawing that has no text (see `DrawListImage`), so no font need be found.
    init(fonts: FontFiles?, pageSize: Int = 512, pageLimit: Int = 8) throws {
        self.fonts = fonts
        self.pageSize = pageSize
        self.pageLimit = max(1, pageLimit)
        regularMetrics = try fonts.map { try GlyphMetrics(path: $0.regular) }
        boldMetrics = try fonts.map { try GlyphMetrics(path: $0.bold) }
    }

    /// The layout metrics of a weight; nil for an atlas made without fonts.
    func metrics(_ weight: Font.Weight) -> GlyphMetrics? { weight == .bold ? boldMetrics : regularMetrics }

    /// Marks the start of a frame: pages used from now on are the most recent.
    func beginFrame() { clock += 1 }

    /// A glyph at a pixel size, rasterized on first use; nil for an empty glyph (a space).
    func glyph(_ scalar: UInt32, weight: Font.Weight, pixelSize: Int) throws -> Glyph? {
        let key = Key(scalar: scalar, weight: weight, pixelSize: pixelSize)
        if let glyph = glyphs[key] {
            statistics.hits += 1
            // An empty glyph (a space) has no page, and there may be none yet.
            guard glyph.width > 0 else { return nil }
            pages[glyph.page].lastUse = clock
            return glyph
        }
        let face = try face(weight: weight, pixelSize: pixelSize)
        var minX: Int32 = 0, maxX: Int32 = 0, minY: Int32 = 0, maxY: Int32 = 0, advance: Int32 = 0
        _ = TTF_GlyphMetrics32(face.pointer, scalar, &minX, &maxX, &minY, &maxY, &advance)
        statistics.rasterizations += 1
        let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        guard let rendered = TTF_RenderGlyph32_Blended(face.pointer, scalar, white) else {
            SDL_ClearError()
            return remember(key, Glyph(page: 0, x: 0, y: 0, width: 0, height: 0, left: 0, top: 0))
        }
        let surface = try Surface(taking: rendered, "rasterizing a glyph")
        // SDL2_ttf starts the surface at the pen, or left of it by the glyph's overhang.
        let originX = min(0, Int(minX))
        let (bounds, coverage) = Self.coverage(of: surface)
        guard let bounds else { return remember(key, Glyph(page: 0, x: 0, y: 0, width: 0, height: 0, left: 0, top: 0)) }
        let (pageIndex, spot) = room(width: bounds.width, height: bounds.height)
        let page = pages[pageIndex]
        for row in 0..<bounds.height {
            for column in 0..<bounds.width {
                page.pixels[(spot.y + row) * page.size + spot.x + column] = coverage[(bounds.y + row) * surface.width + bounds.x + column]
            }
        }
        page.lastUse = clock
        return remember(key, Glyph(page: pageIndex, x: spot.x, y: spot.y, width: bounds.width, height: bounds.height,
                                   left: originX + bounds.x, top: bounds.y))
    }

    private func remember(_ key: Key, _ glyph: Glyph) -> Glyph? {
        glyphs[key] = glyph
        if glyph.width > 0 { pages[glyph.page].keys.append(key) }
        return glyph.width > 0 ? glyph : nil
    }

    /// Room for a glyph: in the page being filled, a new page, or the least recently used
    /// one emptied (a handful of pages to look at, then a constant amount of work for each
    /// glyph it held).
    private func room(width: Int, height: Int) -> (Int, (x: Int, y: Int)) {
        if current < pages.count, let spot = pages[current].place(width: width, height: height) { return (current, spot) }
        let needed = max(pageSize, width + 1, height + 1)
        if pages.count < pageLimit {
            pages.append(Page(size: needed))
            current = pages.count - 1
        } else {
            var oldest = 0
            for index in pages.indices where pages[index].lastUse < pages[oldest].lastUse { oldest = index }
            for key in pages[oldest].keys { glyphs[key] = nil }
            if pages[oldest].size < needed { pages[oldest] = Page(size: needed) } else { pages[oldest].reset() }
            statistics.evictions += 1
            current = oldest
        }
        return (current, pages[current].place(width: width, height: height) ?? (0, 0))
    }

    /// The rendered glyph's alpha and the box of its non-empty pixels.
    private static func coverage(of surface: Surface) -> (PixelRect?, [UInt8]) {
        let width = surface.width, height = surface.height
        var coverage = [UInt8](repeating: 0, count: width * height)
        guard let converted = SDL_ConvertSurfaceFormat(surface.pointer, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else { return (nil, coverage) }
        defer { SDL_FreeSurface(converted) }
        guard let pixels = converted.pointee.pixels else { return (nil, coverage) }
        let pitch = Int(converted.pointee.pitch)
        var minX = width, minY = height, maxX = -1, maxY = -1
        for row in 0..<height {
            let line = (pixels + row * pitch).assumingMemoryBound(to: UInt32.self)
            for column in 0..<width {
                let alpha = UInt8(line[column] >> 24)
                coverage[row * width + column] = alpha
                if alpha > 0 {
                    minX = min(minX, column); maxX = max(maxX, column)
                    minY = min(minY, row); maxY = max(maxY, row)
                }
            }
        }
        guard maxX >= minX else { return (nil, coverage) }
        return (PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1), coverage)
    }

    /// An open face at a pixel size; a few sizes stay open (zooming makes new ones).
    private func face(weight: Font.Weight, pixelSize: Int) throws -> TTFFont {
        let key = FaceKey(weight: weight, pixelSize: pixelSize)
        if let face = faces[key] { return face }
        if faces.count >= faceLimit { faces.removeAll() }
        guard let fonts else {
            throw MissingAssetError(path: "assets/fonts", expected: "a font: this drawing was set up for a draw list without text")
        }
        let face = try TTFFont(path: fonts.path(for: weight), pixelSize: pixelSize)
        // Light hinting keeps stems sharp vertically and leaves shapes unhinted across.
        TTF_SetFontHinting(face.pointer, TTF_HINTING_LIGHT)
        faces[key] = face
        return face
    }

    /// Drops every glyph (to free memory).
    public func removeAll() {
        glyphs.removeAll()
        pages.removeAll()
        faces.removeAll()
    }
}
