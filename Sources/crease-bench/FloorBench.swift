import CSDL2
import CreasePlaytest
import CreaseSDL

/// The physical floor every ratio divides by: SDL's bare clear + present of a window of the
/// same size, with SDL calls only (offscreen driver, software renderer, framebuffer
/// acceleration off: what `../shared/tools/sdl-floor` measures), nothing of Crease's.
@MainActor
enum FloorBench {
    /// Milliseconds per frame of clear + present of a `width × height` window.
    static func clearAndPresent(width: Int, height: Int, frames: Int, clock: SDLClock) throws -> TimingStatistics {
        try SDLLibrary.start(.headless)
        guard let window = SDL_CreateWindow("floor", 0, 0, Int32(width), Int32(height), SDL_WINDOW_HIDDEN.rawValue) else {
            throw SDLError("creating the floor's window", message: String(cString: SDL_GetError()))
        }
        defer { SDL_DestroyWindow(window) }
        guard let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            throw SDLError("creating the floor's software renderer", message: String(cString: SDL_GetError()))
        }
        defer { SDL_DestroyRenderer(renderer) }
        var samples: [Double] = []
        samples.reserveCapacity(frames)
        for index in 0..<(frames + frames / 10) {
            let start = clock.now()
            SDL_SetRenderDrawColor(renderer, 10, 20, 30, 255)
            SDL_RenderClear(renderer)
            SDL_RenderPresent(renderer)
            if index >= frames / 10 { samples.append((clock.now() - start) * 1000) }
        }
        return TimingStatistics(samples: samples)
    }
}
