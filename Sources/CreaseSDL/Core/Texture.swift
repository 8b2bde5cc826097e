import CSDL2

/// Owns one `SDL_Texture`, and keeps its renderer alive (SDL frees a renderer's textures with it).
@MainActor
final class Texture {
    /// The SDL texture; valid for the object's lifetime.
    let pointer: OpaquePointer
    /// Its size in pixels.
    let width: Int
    /// Its size in pixels.
    let height: Int
    private let renderer: Renderer

    /// Uploads a surface.
    init(renderer: Renderer, surface: Surface) throws {
        self.renderer = renderer
        pointer = try SDLCheck.pointer(SDL_CreateTextureFromSurface(renderer.pointer, surface.pointer), "uploading a texture")
        width = surface.width
        height = surface.height
        SDL_SetTextureBlendMode(pointer, SDL_BLENDMODE_BLEND)
    }

    /// Creates a texture the renderer can draw into (for the perspective preview).
    init(renderTargetFor renderer: Renderer, width: Int, height: Int) throws {
        self.renderer = renderer
        pointer = try SDLCheck.pointer(
            SDL_CreateTexture(renderer.pointer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
                              Int32(max(1, width)), Int32(max(1, height))),
            "creating a \(width)×\(height) render target")
        self.width = width
        self.height = height
        SDL_SetTextureBlendMode(pointer, SDL_BLENDMODE_BLEND)
    }

    isolated deinit {
        SDL_DestroyTexture(pointer)
    }
}
