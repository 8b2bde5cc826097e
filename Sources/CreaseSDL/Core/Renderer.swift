import CSDL2

/// Owns one `SDL_Renderer`: accelerated when the system has one, software otherwise, or a
/// software renderer drawing into a surface (images saved without any window).
@MainActor
public final class Renderer {
    /// The SDL renderer; valid for the object's lifetime.
    let pointer: OpaquePointer
    /// The window it draws into, kept alive for as long as the renderer is.
    let window: Window?
    /// The surface it draws into instead, kept alive likewise.
    let surface: Surface?
    /// SDL's name for the backend in use ("opengl", "software"…), for logs and reports.
    public let backendName: String

    /// Creates a renderer for a window; `software` forces SDL's software renderer (headless).
    init(window: Window, software: Bool) throws {
        self.window = window
        surface = nil
        var created: OpaquePointer?
        if !software {
            created = SDL_CreateRenderer(window.pointer, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_TARGETTEXTURE.rawValue)
            if created == nil { SDL_ClearError() }
        }
        if created == nil {
            created = SDL_CreateRenderer(window.pointer, -1, SDL_RENDERER_SOFTWARE.rawValue)
        }
        pointer = try SDLCheck.pointer(created, software ? "creating the software renderer" : "creating a renderer (accelerated or software)")
        var info = SDL_RendererInfo()
        backendName = SDL_GetRendererInfo(pointer, &info) == 0 ? info.name.map { String(cString: $0) } ?? "?" : "?"
        SDL_SetRenderDrawBlendMode(pointer, SDL_BLENDMODE_BLEND)
    }

    /// Creates a software renderer that draws into a surface (SDL_CreateSoftwareRenderer).
    init(surface: Surface) throws {
        window = nil
        self.surface = surface
        pointer = try SDLCheck.pointer(SDL_CreateSoftwareRenderer(surface.pointer), "creating a software renderer for an image")
        backendName = "software"
        SDL_SetRenderDrawBlendMode(pointer, SDL_BLENDMODE_BLEND)
    }

    isolated deinit {
        SDL_DestroyRenderer(pointer)
    }

    /// The size of what the renderer draws into, in pixels.
    var outputSize: (width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        SDL_GetRendererOutputSize(pointer, &width, &height)
        return (Int(width), Int(height))
    }
}
