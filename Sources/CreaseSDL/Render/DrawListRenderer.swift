import Crease
import CreaseHUD
import Foundation

/// Rasterizes a `DrawList` into a persistent canvas, redrawing only what changed.
///
/// Every curved or diagonal edge is antialiased by exact coverage; axis-aligned rectangles
/// snap to whole pixels (a pixel is covered when its centre is inside). Text is drawn glyph
/// by glyph from the `GlyphAtlas`. A transform stack (`DrawCommand.pushTransform`) applies to
/// every command, clips included.
///
/// Damage tracking follows rxi's cached software renderer: the game and the HUD draw
/// everything every frame; each command's hash is folded into a grid of cells, and only cells
/// whose hash changed are rasterized again. The pixels are the ones a full redraw gives.
public final class DrawListRenderer {
    /// What the last frame cost.
    public struct FrameStatistics: Sendable, Hashable, Codable {
        /// Commands in the frame's list.
        public var commands = 0
        /// Pixels rasterized again (the whole canvas when nothing could be reused).
        public var pixelsRedrawn = 0
        /// Rectangles they were merged into.
        public var rectanglesRedrawn = 0
        /// The canvas's size in pixels.
        public var canvasPixels = 0
    }

    /// The glyphs text is drawn from; its statistics prove a steady frame rasterizes nothing.
    public let glyphs: GlyphAtlas
    /// Measures text with the atlas's own metrics: what the HUD lays out with, and what the
    /// renderer bounds each text run by.
    public let measurer: TTFTextMeasurer
    /// Points to pixels.
    public var transform: PixelTransform
    /// The display's extent in points; nothing is drawn outside it.
    public var displayBounds: Rect
    /// Redraw only changed cells (true) or everything every frame (false, for comparison).
    public var damageTracking: Bool
    /// What the last frame cost.
    public private(set) var lastFrame = FrameStatistics()
    /// The rectangles the last frame rasterized, for the presenter to copy.
    public private(set) var dirtyRectangles: [PixelRect] = []

    /// Images named by draw commands.
    let images: ImageCache
    /// Where frames are rasterized; it keeps last frame's pixels.
    var canvas: Canvas
    var rasterizer = CoverageRasterizer()
    /// Coverage masks of shapes drawn again unchanged in outline (`sweep`).
    var coverageCache = CoverageCache()
    /// Bytes the coverage masks hold now.
    public var coverageMaskBytes: Int { coverageCache.bytes }
    /// The most the coverage masks may hold.
    public static let coverageMaskByteLimit = CoverageCache.byteLimit
    /// Pen positions of the text run being drawn.
    var pens: [(scalar: UInt32, x: Double)] = []
    var failedTexts: Set<String> = []
    /// For the shaded mesh being drawn: which triangle holds each pixel centre, row by row.
    let triangleOwners = TriangleOwners()
    /// The command being drawn by `render`, if any: what prepared meshes are kept by.
    var currentItem: Int?
    /// The hash of the command being drawn (what the damage grid folded in for it).
    var currentHash: UInt64 = 0
    /// Mesh surfaces kept from the last frame, for meshes drawn again unchanged.
    var meshCache = MeshCache()
    /// Each mesh's surfaces, worked out once a frame (by command index) for every rectangle
    /// it is redrawn in.
    var preparedMeshes: [Int: [MeshSurface]] = [:]
    var damage = DamageGrid()
    /// What lies under each veil, so a fading veil over still pixels is a copy and a blend.
    var underlay = Underlay()
    /// Each dirty rectangle's kind: 0 to redraw, or how to draw it from its veil on
    /// (`Underlay.kind(of:)`).
    var dirtyKinds: [Int] = []
    /// The cells of the rectangle being redrawn, for keeping what lies under its veils.
    var rectCells: [(cell: Int, rect: PixelRect)] = []
    /// Cells whose pixels were kept under their veils while drawing, made restorable once the
    /// frame is drawn.
    var keptCells: [Int] = []
    /// Pixels copied back from under veils while drawing.
    var restoredPixels = 0
    /// The frame's drawing commands, placed (`resolve`).
    var placed: [Placed] = []
    /// Each placed command's hash, in the same order.
    var placedHashes: [UInt64] = []
    var transformStack: [Transform2D] = []
    var clipStack: [PixelRect] = []
    private var forceFullRedraw = true

    /// A drawing command with the transform and clip in force where it stands.
    struct Placed {
        var index: Int
        var transform: Transform2D
        var clip: PixelRect
        var bounds: PixelRect
        /// Where an outline leaves the inside untouched: its cells need no hash.
        var hole: PixelRect?
    }

    /// Creates a renderer with a canvas of the given pixel size; without `fonts` it draws
    /// everything but text (for a draw list that has none). `glyphPages` of `glyphPageSize`
    /// pixels square bound the glyph atlas.
    init(fonts: FontFiles?, transform: PixelTransform, displayBounds: Rect, width: Int, height: Int,
         damageTracking: Bool = DrawListRenderer.damageTrackingDefault, glyphPages: Int = 8, glyphPageSize: Int = 512) throws {
        glyphs = try GlyphAtlas(fonts: fonts, pageSize: glyphPageSize, pageLimit: glyphPages)
        measurer = TTFTextMeasurer(atlas: glyphs)
        images = ImageCache()
        canvas = Canvas(width: width, height: height)
        self.transform = transform
        self.displayBounds = displayBounds
        self.damageTracking = damageTracking
    }

    /// On unless the environment says `CREASE_DAMAGE_TRACKING=0` (or `off`, `false`, `no`).
    public nonisolated static var damageTrackingDefault: Bool {
        let value = (ProcessInfo.processInfo.environment["CREASE_DAMAGE_TRACKING"] ?? "").lowercased()
        return !["0", "off", "false", "no"].contains(value)
    }

    /// Gives the canvas a new pixel size (in memory of its own); the next frame is redrawn
    /// whole.
    func resize(width: Int, height: Int) {
        guard width != canvas.width || height != canvas.height || !canvas.ownsPixels else { return }
        canvas = Canvas(width: width, height: height)
        forceFullRedraw = true
    }

    /// Draws straight into pixels someone else keeps (a window's surface, `width` pixels to a
    /// row); new pixels or a new size redraw the next frame whole.
    func draw(into pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int) {
        guard pixels != canvas.pixels || width != canvas.width || height != canvas.height else { return }
        canvas = Canvas(borrowing: pixels, width: width, height: height)
        forceFullRedraw = true
    }

    /// Rasterizes a frame: `clearColor` everywhere, then every command in order, redrawing
    /// only the cells that changed since the last frame (or all of them).
    ///
    /// A missing image is reported once and drawn as a placeholder; a text run that cannot
    /// be drawn is reported once and skipped.
    public func render(_ list: DrawList, clearColor: Color) {
        glyphs.beginFrame()
        resolve(list)
        var seed = Hasher()
        seed.combine(clearColor)
        let seedValue = UInt64(bitPattern: Int64(seed.finalize()))
        damage.begin(width: canvas.width, height: canvas.height, seed: seedValue)
        underlay.begin(width: canvas.width, height: canvas.height, cells: damage.columns * damage.rows)
        meshCache.beginFrame()
        placedHashes.removeAll(keepingCapacity: true)
        for (position, item) in placed.enumerated() {
            var hasher = Hasher()
            let command = list.commands[item.index]
            hasher.combine(command)
            hasher.combine(item.transform)
            hasher.combine(item.clip.x); hasher.combine(item.clip.y)
            hasher.combine(item.clip.width); hasher.combine(item.clip.height)
            let hash = UInt64(bitPattern: Int64(hasher.finalize()))
            placedHashes.append(hash)
            if case .triangles = command { meshCache.keep(hash) }
            if !Self.offUnderlay, let veil = veilPixels(command, item) {
                damage.eachCell(inside: veil) { cell, beneath in underlay.mark(cell, veil: position, beneath: beneath) }
            }
            damage.add(hash, bounds: item.bounds, hole: item.hole)
        }
        underlay.settle(placed: placed.count)
        underlay.prepareStore(ahead: damageTracking)
        let everything = forceFullRedraw || !damageTracking
        let count = placed.count
        damage.finish(everything: everything,
                      kind: { cell, hash, previous in everything ? 0 : underlay.kind(of: cell, hash: hash, previous: previous, placed: count) },
                      into: &dirtyRectangles, kinds: &dirtyKinds)
        forceFullRedraw = false
        let pixels = dirtyRectangles.reduce(0) { $0 + $1.area }
        keptCells.removeAll(keepingCapacity: true)
        restoredPixels = 0
        for (rect, kind) in zip(dirtyRectangles, dirtyKinds) { redraw(rect, kind: kind, list, clearColor: clearColor) }
        underlay.noteKept(keptCells)
        underlay.noteRestored(restoredPixels)
        currentItem = nil
        preparedMeshes.removeAll(keepingCapacity: true)
        meshCache.endFrame()
        canvas.clip = canvas.bounds
        lastFrame = FrameStatistics(commands: list.commands.count, pixelsRedrawn: pixels,
                                    rectanglesRedrawn: dirtyRectangles.count, canvasPixels: canvas.width * canvas.height)
    }

    /// The whole pixels a veil covers: a translucent rectangle on whole pixels (within its
    /// clip), or nil for any other command.
    private func veilPixels(_ command: DrawCommand, _ item: Placed) -> PixelRect? {
        guard case .fillRect(let shape, let color) = command, color.alpha > 0, color.alpha < 255,
              let pixels = snappedRect(shape, item.transform)?.intersection(item.clip) else { return nil }
        return pixels
    }

    /// TEMPORARY (measurement): pieces switched off by `CREASE_RENDER_OFF` (comma-separated:
    /// underlay, masks, meshcache, owners, cover, hole).
    static let off: Set<Substring> = Set((ProcessInfo.processInfo.environment["CREASE_RENDER_OFF"] ?? "").split(separator: ","))
    static let offUnderlay = off.contains("underlay"), offMasks = off.contains("masks"), offMeshCache = off.contains("meshcache")
    static let offOwners = off.contains("owners"), offCover = off.contains("cover"), offHole = off.contains("hole")

    /// The frame as RGBA bytes.
    func rgbaBytes() -> [UInt8] { canvas.rgbaBytes() }
}
