import CreaseHUD

/// Every glyph of a face and pixel size rasterized once by FreeType into a coverage atlas,
/// keyed by face, glyph index and pixel size; text is shaped (`TextShaper`), then drawn
/// glyph by glyph from it (Dear ImGui's font atlas), so a label whose number changes every
/// frame rasterizes nothing new once its digits have been seen.
///
/// The atlas is bounded: a fixed number of pages, each packed in shelves. When a glyph finds
/// no room, the least recently used page is emptied and reused, which costs a constant
/// amount of work for each glyph it held.
public final class GlyphAtlas {
    /// What the atlas and its shaper have done since they were made.
    public struct Statistics: Sendable, Hashable, Codable {
        /// Glyphs rasterized by FreeType (each a miss).
        public var rasterizations = 0
        /// Glyph lookups served from the atlas.
        public var hits = 0
        /// Pages emptied to make room.
        public var evictions = 0
        /// Lines shaped by HarfBuzz (each a miss of the shaped-line cache).
        public var shapings = 0
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
        /// Where its top-left pixel lies from the pen position on the baseline (`top` downwards).
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
        var face: Int
        var glyph: UInt32
        var pixelSize: Int
    }

    /// What the atlas and its shaper have done so far.
    public var statistics: Statistics {
        var statistics = counts
        statistics.shapings = shaper?.shapings ?? 0
        return statistics
    }
    /// Pages held at most.
    public let pageLimit: Int
    /// Each page's side, in pixels.
    public let pageSize: Int
    /// Pages held now.
    public var pageCount: Int { pages.count }
    /// Glyphs held now.
    public var glyphCount: Int { glyphs.count }
    /// Font faces open, and the most kept: every face of the fonts, opened once with the atlas
    /// (each face serves every pixel size), so the count never grows.
    public var faceCount: Int { shaper?.fonts.faces.count ?? 0 }
    public var faceLimit: Int { faceCount }
    /// Coverage bytes the pages hold.
    public var bytesHeld: Int { pages.reduce(0) { $0 + $1.size * $1.size } }

    /// Shapes the text the atlas draws (and the measurer measures); nil without fonts.
    let shaper: TextShaper?
    private(set) var pages: [Page] = []
    private var glyphs: [Key: Glyph] = [:]
    private var counts = Statistics()
    private var clock = 0
    private var current = 0

    /// Creates an empty atlas over `fonts`' faces. Without `fonts` it holds no faces: for
    /// drawing that has no text (see `DrawListImage`), so no font need be found.
    ///
    /// - Throws: `MissingAssetError` for a font file FreeType cannot read.
    init(fonts: FontFiles?, pageSize: Int = 512, pageLimit: Int = 8) throws {
        self.pageSize = pageSize
        self.pageLimit = max(1, pageLimit)
        shaper = try fonts.map { TextShaper(fonts: try FontCollection(files: $0)) }
    }

    /// Marks the start of a frame: pages used from now on are the most recent.
    func beginFrame() { clock += 1 }

    /// A face's glyph at a pixel size, rasterized on first use; nil for an empty glyph (a
    /// space) or an atlas without fonts.
    func glyph(_ index: UInt32, face: Int, pixelSize: Int) -> Glyph? {
        let key = Key(face: face, glyph: index, pixelSize: pixelSize)
        if let glyph = glyphs[key] {
            counts.hits += 1
            // An empty glyph (a space) has no page, and there may be none yet.
            guard glyph.width > 0 else { return nil }
            pages[glyph.page].lastUse = clock
            return glyph
        }
        guard let shaper else { return nil }
        counts.rasterizations += 1
        let empty = Glyph(page: 0, x: 0, y: 0, width: 0, height: 0, left: 0, top: 0)
        guard let rendered = shaper.fonts.faces[face].rasterize(index, pixelSize: pixelSize), rendered.width > 0, rendered.height > 0 else {
            return remember(key, empty)
        }
        let (pageIndex, spot) = room(width: rendered.width, height: rendered.height)
        let page = pages[pageIndex]
        for row in 0..<rendered.height {
            let target = (spot.y + row) * page.size + spot.x
            page.pixels[target..<(target + rendered.width)] = rendered.coverage[(row * rendered.width)..<((row + 1) * rendered.width)]
        }
        page.lastUse = clock
        return remember(key, Glyph(page: pageIndex, x: spot.x, y: spot.y, width: rendered.width, height: rendered.height,
                                   left: rendered.left, top: -rendered.top))
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
            counts.evictions += 1
            current = oldest
        }
        return (current, pages[current].place(width: width, height: height) ?? (0, 0))
    }

    /// Drops every glyph and shaped line (to free memory).
    public func removeAll() {
        glyphs.removeAll()
        pages.removeAll()
        shaper?.removeAll()
    }
}
