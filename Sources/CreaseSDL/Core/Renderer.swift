import CSDL2

/// Owns one accelerated `SDL_Renderer` for a window (OpenGL where a GPU or Mesa has one):
/// what `FramePresenter` shows frames through when it does not use the window's surface.
@MainActor
public final class Renderer {
    /// The SDL renderer; valid for the object's lifetime.
    let pointer: OpaquePointer
    /// The window it draws into, kept alive for as long as the renderer is.
    let window: Window
    /// SDL's name for the backend in use ("opengl", "opengles2"…), for logs and reports.
    public let backendName: String

    /// Creates an accelerated renderer for a window; throws when SDL has none (its software
    /// renderer is never picked: the presenter copies into the window's surface instead).
    init(acceleratedFor window: Window) throws {
        self.window = window
        pointer = try SDLCheck.pointer(SDL_CreateRenderer(window.pointer, -1, SDL_RENDERER_ACCELERATED.rawValue),
                                       "creating an accelerated renderer")
        var info = SDL_RendererInfo()
        backendName = SDL_GetRendererInfo(pointer, &info) == 0 ? info.name.map { String(cString: $0) } ?? "?" : "?"
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
