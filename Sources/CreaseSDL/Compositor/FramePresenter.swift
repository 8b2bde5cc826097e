import CSDL2
import Foundation

/// Shows the canvas in a window, copying only the rectangles that changed.
///
/// Two paths, one picture: the window's own surface (SDL's framebuffer: the offscreen driver
/// headless, X11's shared image in a window, no renderer at all), or SDL's accelerated
/// renderer (OpenGL where a GPU or Mesa has one), which gets the changed rectangles uploaded
/// into a streaming texture and draws that texture each frame. `CREASE_RENDERER=software`
/// (or `surface`) picks the first in a window; `opengl`, `opengles2` or `accelerated` the
/// second; headless always uses the surface.
@MainActor
final class FramePresenter {
    /// The window shown in.
    let window: Window
    /// The accelerated renderer, when that path is in use.
    private(set) var renderer: Renderer?
    private var texture: Texture?
    private var lastSurface: UnsafeMutablePointer<SDL_Surface>?
    private var pending: [SDL_Rect] = []
    private var needsEverything = true
    /// Textures created so far (one per canvas size on the accelerated path).
    private(set) var texturesCreated = 0
    /// What shows the frames: "software" (the window surface) or the SDL renderer's name.
    let name: String

    /// Picks the path: the surface headless or when asked, the accelerated renderer otherwise
    /// (falling back to the surface when there is none).
    init(window: Window, headless: Bool) throws {
        self.window = window
        let requested = (ProcessInfo.processInfo.environment["CREASE_RENDERER"] ?? "").lowercased()
        let wantsSurface = headless || requested == "software" || requested == "surface"
        if !wantsSurface {
            if !requested.isEmpty, requested != "accelerated" { SDL_SetHint(SDL_HINT_RENDER_DRIVER, requested) }
            do {
                let accelerated = try Renderer(acceleratedFor: window)
                renderer = accelerated
                name = accelerated.backendName
                return
            } catch let error as SDLError where !requested.isEmpty {
                // Asked for by name, a renderer that cannot start is an error, not a quiet fallback.
                throw SDLError("CREASE_RENDERER=\(requested)", message: error.message)
            } catch {
                SDL_ClearError()
            }
        }
        name = "software"
        _ = try surface()
    }

    /// The window's framebuffer surface (recreated by SDL after a resize).
    private func surface() throws -> UnsafeMutablePointer<SDL_Surface> {
        try SDLCheck.pointer(SDL_GetWindowSurface(window.pointer), "getting the window's surface")
    }

    /// The window surface's pixels when a canvas can draw into them directly (the surface
    /// path, 32-bit xRGB pixels, rows without padding), else nil. Asking again after a resize
    /// gives the new surface's.
    func directTarget() -> (pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int)? {
        guard renderer == nil, let target = try? surface(), let pixels = target.pointee.pixels, let format = target.pointee.format,
              format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue || format.pointee.format == SDL_PIXELFORMAT_RGB888.rawValue,
              Int(target.pointee.pitch) == Int(target.pointee.w) * 4, (target.pointee.flags & UInt32(SDL_RLEACCEL)) == 0 else { return nil }
        return (pixels.assumingMemoryBound(to: UInt32.self), Int(target.pointee.w), Int(target.pointee.h))
    }

    /// The next upload copies the whole canvas (the window lost its pixels or was resized).
    func invalidate() { needsEverything = true }

    /// Copies the changed rectangles of the canvas toward the window; call `present()` next.
    func upload(_ canvas: Canvas, changed: [PixelRect]) throws {
        if let renderer {
            let texture: Texture
            if let current = self.texture, current.width == canvas.width, current.height == canvas.height {
                texture = current
            } else {
                texture = try Texture(streamingFor: renderer, width: canvas.width, height: canvas.height)
                self.texture = texture
                texturesCreated += 1
                needsEverything = true
            }
            for rect in needsEverything ? [canvas.bounds] : changed {
                var sdlRect = SDL_Rect(x: Int32(rect.x), y: Int32(rect.y), w: Int32(rect.width), h: Int32(rect.height))
                try SDLCheck.status(SDL_UpdateTexture(texture.pointer, &sdlRect, canvas.pixels + rect.y * canvas.width + rect.x, Int32(canvas.width * 4)),
                                    "uploading the frame")
            }
            needsEverything = false
            SDL_SetRenderDrawColor(renderer.pointer, 0, 0, 0, 255)
            SDL_RenderClear(renderer.pointer)
            try SDLCheck.status(SDL_RenderCopy(renderer.pointer, texture.pointer, nil, nil), "drawing the frame")
            return
        }
        let target = try surface()
        if target != lastSurface {
            lastSurface = target
            needsEverything = true
        }
        let bounds = PixelRect(x: 0, y: 0, width: Int(target.pointee.w), height: Int(target.pointee.h))
        pending.removeAll(keepingCapacity: true)
        guard let destination = target.pointee.pixels, let format = target.pointee.format else { return }
        let pitch = Int(target.pointee.pitch)
        let direct = format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue || format.pointee.format == SDL_PIXELFORMAT_RGB888.rawValue
        // A canvas drawing into the surface itself needs no copy, only the rectangles shown.
        let inPlace = UnsafeMutableRawPointer(canvas.pixels) == destination
        for rect in needsEverything ? [canvas.bounds] : changed {
            guard let area = rect.intersection(bounds) else { continue }
            guard !inPlace else {
                pending.append(SDL_Rect(x: Int32(area.x), y: Int32(area.y), w: Int32(area.width), h: Int32(area.height)))
                continue
            }
            let source = canvas.pixels + area.y * canvas.width + area.x
            let start = destination + area.y * pitch + area.x * 4
            if direct {
                for row in 0..<area.height {
                    memcpy(start + row * pitch, source + row * canvas.width, area.width * 4)
                }
            } else {
                SDL_ConvertPixels(Int32(area.width), Int32(area.height), SDL_PIXELFORMAT_ARGB8888.rawValue, source, Int32(canvas.width * 4),
                                  format.pointee.format, start, Int32(pitch))
            }
            pending.append(SDL_Rect(x: Int32(area.x), y: Int32(area.y), w: Int32(area.width), h: Int32(area.height)))
        }
        needsEverything = false
    }

    /// Shows what `upload` copied: nothing at all when nothing changed on the surface path.
    func present() {
        if let renderer {
            SDL_RenderPresent(renderer.pointer)
            return
        }
        guard !pending.isEmpty else { return }
        _ = pending.withUnsafeBufferPointer { rects in
            SDL_UpdateWindowSurfaceRects(window.pointer, rects.baseAddress, Int32(rects.count))
        }
        pending.removeAll(keepingCapacity: true)
    }

    /// What the window shows after the last upload, read back from SDL (RGBA).
    func readBack() throws -> PixelImage {
        if let renderer {
            let output = renderer.outputSize
            var bytes = [UInt8](repeating: 0, count: output.width * output.height * 4)
            try bytes.withUnsafeMutableBytes { buffer in
                try SDLCheck.status(SDL_RenderReadPixels(renderer.pointer, nil, SDL_PIXELFORMAT_RGBA32.rawValue, buffer.baseAddress,
                                                         Int32(output.width * 4)), "reading back the frame")
            }
            return PixelImage(width: output.width, height: output.height, bytes: bytes)
        }
        let target = try surface()
        let width = Int(target.pointee.w), height = Int(target.pointee.h)
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        if let pixels = target.pointee.pixels, let format = target.pointee.format {
            bytes.withUnsafeMutableBytes { buffer in
                _ = SDL_ConvertPixels(Int32(width), Int32(height), format.pointee.format, pixels, target.pointee.pitch,
                                      SDL_PIXELFORMAT_RGBA32.rawValue, buffer.baseAddress, Int32(width * 4))
            }
        }
        // The surface's padding byte is not alpha: the window is opaque.
        for index in stride(from: 3, to: bytes.count, by: 4) { bytes[index] = 255 }
        return PixelImage(width: width, height: height, bytes: bytes)
    }
}
