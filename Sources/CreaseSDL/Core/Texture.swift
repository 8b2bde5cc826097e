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

    /// Creates an ARGB8888 texture that the CPU updates a rectangle at a time (the frames
    /// the accelerated presenter shows).
    init(streamingFor renderer: Renderer, width: Int, height: Int) throws {
        self.renderer = renderer
        pointer = try SDLCheck.pointer(
            SDL_CreateTexture(renderer.pointer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                              Int32(max(1, width)), Int32(max(1, height))),
            "creating a \(width)×\(height) streaming texture")
        self.width = width
        self.height = height
    }

    isolated deinit {
        SDL_DestroyTexture(pointer)
    }
}
