import Crease
import CreaseHUD
import Foundation

// From a draw list to pixels, one frame (`render`), on the caller's thread:
//
// 1. Place (`DrawListRenderer+Placement`): walk the list once; each drawing command gets the
//    transform and clip in force where it stands, and its `Shape` (`DrawListRenderer+Shape`,
//    one function for every command kind): what it paints, and the pixels it may touch, taken
//    from the outline it draws point by point (`PixelExtent`).
// 2. Find what changed (`Raster/DamageGrid`): every placed command's hash is folded into each
//    32 px cell its pixels may touch; cells whose hash differs from the last frame's merge
//    into rectangles.
// 3. Redraw those rectangles (`redraw`, below): clear each, then paint every command that
//    crosses it, cut to it (from the last opaque fill that covers it, when one does).
// 4. Paint one command (`DrawListRenderer+Shape`, `+Shapes`): a rectangle that stays
//    axis-aligned fills whole pixels (`Raster/Canvas`); any other shape's outline
//    (`Raster/Outline`) is staged in pixels (`Raster/StagedContours`) and given exact coverage
//    (`Raster/CoverageRasterizer`), replayed from a `Raster/CoverageMask` when the same
//    outline was drawn before (`Raster/CoverageCache`). Meshes join into surfaces (`+MeshSurface`, `+ShadedTriangle`)
//    coloured per pixel (`+Mesh`, `+TriangleOwners`); text is shaped (`Text/TextShaper`) and its glyphs come from the `Text/GlyphAtlas`
//    and images from the `ImageCache` (`+Text`).
// 5. The presenter (`Compositor/FramePresenter`) copies `dirtyRectangles` to the screen.
//
// docs/renderer.md explains what is cached and why, with the measurements that keep it.

/// Rasterizes a `DrawList` into a persistent canvas, redrawing only what changed.
///
/// Every curved or diagonal edge is antialiased by exact coverage; axis-aligned rectangles
/// snap to whole pixels (a pixel is covered when its centre is inside). Text is drawn glyph
/// by glyph from the `GlyphAtlas`, as `Text/TextShaper` shaped it. A transform stack (`DrawCommand.pushTransform`) applies to
/// every command, clips included.
///
/// Damage tracking follows rxi's cached software renderer: the game and the HUD draw
/// everything every frame; each command's hash is folded into a grid of cells, and only cells
/// whose hash changed are rasterized again. The pixels are the ones a full redraw gives.
/// It is used from one thread (the window's, the main one).
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
    var failedTexts: Set<String> = []
    /// For the shaded mesh being drawn: which triangle holds each pixel centre, row by row.
    let triangleOwners = TriangleOwners()
    /// The damage hash of the command being drawn by `render`, if any: what prepared meshes
    /// are kept by.
    var currentItem: UInt64?
    /// The surfaces of this frame's meshes (by their commands' damage hashes), worked out once
    /// for every rectangle a mesh is redrawn in.
    var preparedMeshes: [UInt64: [MeshSurface]] = [:]
    /// Last frame's: a mesh drawn again unchanged (the ground under a still camera, redrawn
    /// round a moving ball) takes its surfaces from here.
    var previousMeshes: [UInt64: [MeshSurface]] = [:]
    var damage = DamageGrid()
    /// The frame's drawing commands, placed (`resolve`).
    var placed: [Placed] = []
    var transformStack: [Transform2D] = []
    var clipStack: [PixelRect] = []
    private var forceFullRedraw = true

    /// A drawing command with the transform and clip in force where it stands.
    struct Placed {
        var index: Int
        var transform: Transform2D
        var clip: PixelRect
        /// Its shape's bounds, cut to the clip.
        var bounds: PixelRect
        /// What it paints (`Shape.Paint`).
        var paint: Shape.Paint
        /// Pixels inside `bounds` it never touches (`Shape.hole`).
        var hole: PixelRect?
        /// The command's hash with its transform and clip: what damage tracking compares.
        var hash: UInt64 = 0
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
        damage.begin(width: canvas.width, height: canvas.height, seed: UInt64(bitPattern: Int64(seed.finalize())))
        for position in placed.indices {
            let clip = placed[position].clip
            var hasher = Hasher()
            combine(list.commands[placed[position].index], into: &hasher)
            hasher.combine(placed[position].transform)
            hasher.combine(clip.x); hasher.combine(clip.y); hasher.combine(clip.width); hasher.combine(clip.height)
            placed[position].hash = UInt64(bitPattern: Int64(hasher.finalize()))
            damage.add(placed[position].hash, bounds: placed[position].bounds, hole: placed[position].hole)
        }
        damage.finish(everything: forceFullRedraw || !damageTracking, into: &dirtyRectangles)
        forceFullRedraw = false
        for rect in dirtyRectangles { redraw(rect, list, clearColor: clearColor) }
        currentItem = nil
        keepMeshes()
        canvas.clip = canvas.bounds
        lastFrame = FrameStatistics(commands: list.commands.count, pixelsRedrawn: dirtyRectangles.reduce(0) { $0 + $1.area },
                                    rectanglesRedrawn: dirtyRectangles.count, canvasPixels: canvas.width * canvas.height)
    }

    /// Redraws one rectangle of the frame: the clear, then every command that crosses it,
    /// each cut to its clip within the rectangle.
    ///
    /// An opaque fill of whole pixels that covers the rectangle (a screen's background, a
    /// panel) overwrites every pixel of it, so painting starts from the last such fill and
    /// what comes before it, the clear too, is left out: the same pixels, each written fewer
    /// times.
    private func redraw(_ rect: PixelRect, _ list: DrawList, clearColor: Color) {
        canvas.clip = rect
        // A local: the class's own array is checked for exclusive access at every read. Only
        // the bounds of a command that misses the rectangle are read, so its paint (and the
        // arrays and strings in it) is not copied.
        let placed = self.placed
        var covering: Int?
        for position in placed.indices where placed[position].bounds.contains(rect) {
            if case .pixels(_, let color) = placed[position].paint, color.alpha == 255 { covering = position }
        }
        if covering == nil { canvas.fill(rect, clearColor.withAlpha(255)) }
        for position in (covering ?? placed.startIndex)..<placed.endIndex where placed[position].bounds.intersects(rect) {
            guard let clip = placed[position].clip.intersection(rect) else { continue }
            canvas.clip = clip
            currentItem = placed[position].hash
            paint(placed[position].paint, placed[position].transform)
        }
    }

    /// Feeds a command to damage tracking's hasher: a mesh as one 64-bit digest of its
    /// vertices' numbers (bit for bit), with its indices and texture; every other command as
    /// it hashes.
    ///
    /// A mesh hashed field by field took 8 calls into the hasher per vertex, and the caddie
    /// camera draws thousands of vertices a frame. The digest mixes each word in by a
    /// multiply and a shift (`TableSlot.absorb`: its high bits folded down), a bijection of
    /// the state per word, so meshes that differ in any one number never share a digest.
    private func combine(_ command: DrawCommand, into hasher: inout Hasher) {
        guard case .triangles(let vertices, let indices, let texture) = command else { return hasher.combine(command) }
        var digest = UInt64(truncatingIfNeeded: vertices.count)
        @inline(__always) func mix(_ word: UInt64, _ multiplier: UInt64) { digest = TableSlot.absorb(digest, word, by: multiplier) }
        for vertex in vertices {
            let color = vertex.color
            mix(vertex.position.x.bitPattern, TableSlot.first)
            mix(vertex.position.y.bitPattern, TableSlot.second)
            mix(vertex.textureCoordinate.x.bitPattern, TableSlot.third)
            mix(vertex.textureCoordinate.y.bitPattern, TableSlot.first)
            mix(UInt64(color.red) << 24 | UInt64(color.green) << 16 | UInt64(color.blue) << 8 | UInt64(color.alpha), TableSlot.second)
        }
        hasher.combine(digest)
        hasher.combine(indices)
        hasher.combine(texture)
    }

    /// Keeps the surfaces of this frame's meshes for the next frame, those it did not redraw
    /// too; drops those of meshes no longer drawn.
    private func keepMeshes() {
        // A mesh is kept by its hash, or by the hash's complement when textured (`prepareMesh`).
        func carry(_ key: UInt64) {
            if preparedMeshes[key] == nil, let kept = previousMeshes[key] { preparedMeshes[key] = kept }
        }
        for position in placed.indices {
            guard case .mesh = placed[position].paint else { continue }
            carry(placed[position].hash)
            carry(~placed[position].hash)
        }
        swap(&previousMeshes, &preparedMeshes)
        preparedMeshes.removeAll(keepingCapacity: true)
    }

    /// The frame as RGBA bytes.
    func rgbaBytes() -> [UInt8] { canvas.rgbaBytes() }
}
