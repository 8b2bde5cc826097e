import CSDL2
import CreasePlaytest

/// Frame-cost baselines a client can measure without importing SDL: the physical floor
/// (SDL's bare clear + present of a window) and the host's own empty frame.
///
/// Both return milliseconds per frame from `SDLClock`; divide a game's frame time by them
/// for a ratio that holds across machines (what `crease-bench` prints).
@MainActor
public enum HostTiming {
    /// SDL's bare clear + present of a hidden `width × height` window, with SDL calls only
    /// (software renderer, nothing of Crease's), `frames` samples after a tenth as warm-up.
    ///
    /// - Throws: `SDLError` when SDL cannot start or make the window or renderer.
    public static func bareClearAndPresent(width: Int, height: Int, frames: Int, headless: Bool = true) throws -> [Double] {
        try SDLLibrary.start(headless ? .headless : .windowed)
        guard let window = SDL_CreateWindow("floor", 0, 0, Int32(width), Int32(height), SDL_WINDOW_HIDDEN.rawValue) else {
            throw SDLError("creating the floor's window", message: String(cString: SDL_GetError()))
        }
        defer { SDL_DestroyWindow(window) }
        guard let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            throw SDLError("creating the floor's software renderer", message: String(cString: SDL_GetError()))
        }
        defer { SDL_DestroyRenderer(renderer) }
        let clock = SDLClock()
        var samples: [Double] = []
        samples.reserveCapacity(frames)
        for index in 0..<(frames + frames / 10) {
            let start = clock.now()
            SDL_SetRenderDrawColor(renderer, 10, 20, 30, 255)
            SDL_RenderClear(renderer)
            SDL_RenderPresent(renderer)
            if index >= frames / 10 { samples.append((clock.now() - start) * 1000) }
        }
        return samples
    }

    /// The window's own empty frame, `frames` times: poll, render an empty draw list (with
    /// the emulator's layers), present.
    public static func emptyFrames(of window: EmulatorWindow, frames: Int) throws -> [Double] {
        let clock = SDLClock()
        let empty = DrawList()
        var samples: [Double] = []
        samples.reserveCapacity(frames)
        for _ in 0..<Swift.max(1, frames) {
            let start = clock.now()
            _ = window.pollEvents()
            try window.render(empty)
            try window.present()
            samples.append((clock.now() - start) * 1000)
        }
        return samples
    }
}
