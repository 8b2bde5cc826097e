import CSDL2
import Crease
import CreaseHUD

/// Draws a `DrawList` with an SDL renderer, scaled from display points to window pixels.
///
/// Rectangles snap to whole pixels (a pixel is covered when its centre is inside), curves and
/// meshes go through `SDL_RenderGeometry`, text comes from the `TextCache`, and everything
/// blends with straight alpha. Drawing is clipped to the display and to the clip stack.
@MainActor
public final class DrawListRenderer {
    /// Rendered strings; its statistics prove a steady frame makes no textures.
    public let textCache: TextCache
    /// Points to pixels.
    public var transform: PixelTransform
    /// The display's extent in points; nothing is drawn outside it.
    public var displayBounds: Rect

    let renderer: Renderer
    /// Images named by draw commands.
    let images: ImageCache
    private var clipStack: [Rect] = []
    private var clipIsEmpty = false
    private var vertices: [SDL_Vertex] = []
    private var failedTexts: Set<String> = []

    /// Creates a renderer for draw lists.
    init(renderer: Renderer, fonts: FontFiles, transform: PixelTransform, displayBounds: Rect) {
        self.renderer = renderer
        self.textCache = TextCache(renderer: renderer, fonts: fonts)
        self.images = ImageCache(renderer: renderer)
        self.transform = transform
        self.displayBounds = displayBounds
    }

    /// Fills the whole output (bars included) with a colour.
    func clear(_ color: Color) throws {
        SDL_RenderSetClipRect(renderer.pointer, nil)
        SDL_SetRenderDrawColor(renderer.pointer, color.red, color.green, color.blue, color.alpha)
        try SDLCheck.status(SDL_RenderClear(renderer.pointer), "clearing the frame")
    }

    /// Draws every command in order.
    ///
    /// - Throws: `SDLError` when SDL fails to draw; a missing image is reported once and
    ///   drawn as a placeholder instead.
    public func render(_ list: DrawList) throws {
        clipStack.removeAll(keepingCapacity: true)
        applyClip()
        for command in list.commands {
            try render(command)
        }
        clipStack.removeAll(keepingCapacity: true)
        applyClip()
    }

    private func render(_ command: DrawCommand) throws {
        switch command {
        case .pushClip(let rect):
            let current = clipStack.last ?? displayBounds
            clipStack.append(current.intersection(rect) ?? Rect(origin: rect.origin, size: .zero))
            applyClip()
            return
        case .popClip:
            if !clipStack.isEmpty { clipStack.removeLast() }
            applyClip()
            return
        default:
            break
        }
        if clipIsEmpty { return }
        switch command {
        case .fillRect(let rect, let color):
            try fill(rect, color)
        case .strokeRect(let rect, let color, let width):
            let w = min(width, rect.width / 2, rect.height / 2)
            guard w > 0 else { return }
            try fill(Rect(x: rect.minX, y: rect.minY, width: rect.width, height: w), color)
            try fill(Rect(x: rect.minX, y: rect.maxY - w, width: rect.width, height: w), color)
            try fill(Rect(x: rect.minX, y: rect.minY + w, width: w, height: rect.height - 2 * w), color)
            try fill(Rect(x: rect.maxX - w, y: rect.minY + w, width: w, height: rect.height - 2 * w), color)
        case .fillRoundedRect(let rect, let radius, let color):
            let outline = Tessellator.roundedRectOutline(rect, radius: radius, segments: segments(radius))
            try triangles(Tessellator.fan(outline), color)
        case .strokeRoundedRect(let rect, let radius, let color, let width):
            let w = min(width, rect.width / 2, rect.height / 2)
            guard w > 0 else { return }
            let count = segments(radius)
            let outer = Tessellator.roundedRectOutline(rect, radius: radius, segments: count)
            let inner = Tessellator.roundedRectOutline(rect.insetBy(dx: w, dy: w), radius: max(0.0001, radius - w), segments: count)
            try triangles(Tessellator.ring(outer: outer, inner: inner), color)
        case .line(let start, let end, let color, let width):
            try triangles(Tessellator.thickLine(from: start, to: end, width: width), color)
        case .fillCircle(let center, let radius, let color):
            let outline = Tessellator.circleOutline(center: center, radius: radius, count: 4 * segments(radius))
            try triangles(Tessellator.fan(outline), color)
        case .strokeCircle(let center, let radius, let color, let width):
            let count = 4 * segments(radius)
            let outer = Tessellator.circleOutline(center: center, radius: radius, count: count)
            let inner = Tessellator.circleOutline(center: center, radius: max(0, radius - width), count: count)
            try triangles(Tessellator.ring(outer: outer, inner: inner), color)
        case .fillPolygon(let points, let color):
            try triangles(Tessellator.fan(points), color)
        case .triangles(let mesh, let indices, let textureName):
            try drawMesh(mesh, indices: indices, textureName: textureName)
        case .image(let name, let source, let destination, let tint):
            try drawImage(name, source: source, destination: destination, tint: tint)
        case .text(let string, let origin, let font, let color, let alignment):
            // One unrenderable run (too long for a texture, say) is reported, not fatal.
            do {
                try drawText(string, origin: origin, font: font, color: color, alignment: alignment)
            } catch {
                let key = String(string.prefix(40))
                if failedTexts.insert(key).inserted { images.report("cannot draw text '\(key)': \(error)") }
            }
        case .pushClip, .popClip:
            break
        }
    }

    // MARK: Primitives

    private func segments(_ radius: Double) -> Int {
        Tessellator.segmentsPerQuarter(radiusInPixels: radius * transform.scale)
    }

    private func fill(_ rect: Rect, _ color: Color) throws {
        let pixels = transform.pixelRect(rect)
        guard !pixels.isEmpty, color.alpha > 0 else { return }
        var sdlRect = SDL_Rect(x: Int32(pixels.x), y: Int32(pixels.y), w: Int32(pixels.width), h: Int32(pixels.height))
        // An opaque fill needs no blending; the software renderer then fills at memset speed.
        SDL_SetRenderDrawBlendMode(renderer.pointer, color.alpha == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(renderer.pointer, color.red, color.green, color.blue, color.alpha)
        try SDLCheck.status(SDL_RenderFillRect(renderer.pointer, &sdlRect), "filling a rectangle")
    }

    private func triangles(_ corners: [Point], _ color: Color) throws {
        guard corners.count >= 3, color.alpha > 0 else { return }
        let sdlColor = SDL_Color(r: color.red, g: color.green, b: color.blue, a: color.alpha)
        vertices.removeAll(keepingCapacity: true)
        for corner in corners {
            let pixel = transform.pixel(corner)
            vertices.append(SDL_Vertex(position: SDL_FPoint(x: Float(pixel.x), y: Float(pixel.y)), color: sdlColor,
                                       tex_coord: SDL_FPoint(x: 0, y: 0)))
        }
        try submit(texture: nil, indices: [], isOpaque: color.alpha == 255)
    }

    private func drawMesh(_ mesh: [Vertex], indices: [Int32], textureName: String?) throws {
        guard mesh.count >= 3 else { return }
        let texture = textureName.flatMap { images.texture(named: $0) }
        vertices.removeAll(keepingCapacity: true)
        for vertex in mesh {
            let pixel = transform.pixel(vertex.position)
            let c = vertex.color
            vertices.append(SDL_Vertex(position: SDL_FPoint(x: Float(pixel.x), y: Float(pixel.y)),
                                       color: SDL_Color(r: c.red, g: c.green, b: c.blue, a: c.alpha),
                                       tex_coord: SDL_FPoint(x: Float(vertex.textureCoordinate.x), y: Float(vertex.textureCoordinate.y))))
        }
        let valid = indices.filter { $0 >= 0 && Int($0) < mesh.count }
        try submit(texture: texture, indices: Array(valid.prefix(valid.count - valid.count % 3)),
                   isOpaque: texture == nil && mesh.allSatisfy { $0.color.alpha == 255 })
    }

    /// Hands the vertex buffer to SDL_RenderGeometry.
    ///
    /// Untextured geometry blends with the renderer's draw mode. Opaque geometry is drawn without
    /// blending: the result is the same, and SDL's software renderer then fills each triangle in
    /// place instead of through a temporary surface the size of its bounding box.
    func submit(texture: Texture?, indices: [Int32], isOpaque: Bool = false) throws {
        let count = indices.isEmpty ? vertices.count - vertices.count % 3 : vertices.count
        guard count >= 3 else { return }
        SDL_SetRenderDrawBlendMode(renderer.pointer, isOpaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        let status = vertices.withUnsafeBufferPointer { buffer in
            indices.withUnsafeBufferPointer { indexBuffer in
                SDL_RenderGeometry(renderer.pointer, texture?.pointer, buffer.baseAddress, Int32(count),
                                   indices.isEmpty ? nil : indexBuffer.baseAddress, Int32(indices.count))
            }
        }
        try SDLCheck.status(status, "drawing \(count) vertices")
    }

    /// Replaces the vertex buffer (for the emulator's textured preview).
    func setVertices(_ newVertices: [SDL_Vertex]) {
        vertices.removeAll(keepingCapacity: true)
        vertices.append(contentsOf: newVertices)
    }

    private func drawImage(_ name: String, source: Rect?, destination: Rect, tint: Color) throws {
        let topLeft = transform.pixel(destination.origin)
        var target = SDL_FRect(x: Float(topLeft.x), y: Float(topLeft.y),
                               w: Float(destination.width * transform.scale), h: Float(destination.height * transform.scale))
        guard let texture = images.texture(named: name) else {
            // The placeholder: a magenta frame with a cross, so the hole is easy to spot.
            let magenta = Color.lintMagenta
            try render(.strokeRect(destination, magenta, width: 2))
            try render(.line(from: destination.origin, to: Point(x: destination.maxX, y: destination.maxY), magenta, width: 2))
            try render(.line(from: Point(x: destination.maxX, y: destination.minY), to: Point(x: destination.minX, y: destination.maxY), magenta, width: 2))
            return
        }
        SDL_SetTextureColorMod(texture.pointer, tint.red, tint.green, tint.blue)
        SDL_SetTextureAlphaMod(texture.pointer, tint.alpha)
        if let source {
            var sourceRect = SDL_Rect(x: Int32(source.minX.rounded()), y: Int32(source.minY.rounded()),
                                      w: Int32(source.width.rounded()), h: Int32(source.height.rounded()))
            try SDLCheck.status(SDL_RenderCopyF(renderer.pointer, texture.pointer, &sourceRect, &target), "drawing image \(name)")
        } else {
            try SDLCheck.status(SDL_RenderCopyF(renderer.pointer, texture.pointer, nil, &target), "drawing image \(name)")
        }
    }

    private func drawText(_ string: String, origin: Point, font: Font, color: Color, alignment: TextAlignment) throws {
        guard color.alpha > 0, font.size > 0 else { return }
        let pixelSize = max(1, Int((font.size * transform.scale).rounded()))
        guard let texture = try textCache.texture(for: string, weight: font.weight, pixelSize: pixelSize) else { return }
        let anchor = transform.pixel(origin)
        var x = anchor.x
        switch alignment {
        case .left: break
        case .center: x -= Double(texture.width) / 2
        case .right: x -= Double(texture.width)
        }
        var target = SDL_Rect(x: Int32(x.rounded()), y: Int32(anchor.y.rounded()), w: Int32(texture.width), h: Int32(texture.height))
        SDL_SetTextureColorMod(texture.pointer, color.red, color.green, color.blue)
        SDL_SetTextureAlphaMod(texture.pointer, color.alpha)
        try SDLCheck.status(SDL_RenderCopy(renderer.pointer, texture.pointer, nil, &target), "drawing text")
    }

    private func applyClip() {
        let clip = clipStack.last ?? displayBounds
        let pixels = transform.pixelRect(clip)
        clipIsEmpty = pixels.isEmpty
        var rect = SDL_Rect(x: Int32(pixels.x), y: Int32(pixels.y), w: Int32(max(0, pixels.width)), h: Int32(max(0, pixels.height)))
        SDL_RenderSetClipRect(renderer.pointer, &rect)
    }
}
