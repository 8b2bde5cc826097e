import BattlefleetScene
import CSDL2
import Crease
import CreaseHUD
import CreasePlaytest
@testable import CreaseSDL
import Foundation
import MiniGolfScene

/// A game driven frame by frame through a real headless `EmulatorWindow` (SDL's offscreen
/// driver), through the loop `GameRunner` runs (`EmulatorWindow.runFrame`).
@MainActor
final class HostedGame<G: Game> {
    let window: EmulatorWindow
    var driver: PlaytestDriver<G>
    /// Problems the host survived and reported (`onProblem`).
    private(set) var problems: [String] = []
    private let clock = SDLClock()

    /// Opens the window at `scale` and sets the game up headless (one step a frame).
    init(_ game: G, device: Device = Device(), scale: Double = 0.5, autoplay: Bool = false, seed: UInt64 = 3,
         damageTracking: Bool = true) throws {
        var options = EmulatorWindow.Options()
        options.headless = true
        options.scale = scale
        options.device = device
        options.showsRegionOverlay = true
        options.screenshotDirectory = NSTemporaryDirectory()
        options.damageTracking = damageTracking
        window = try EmulatorWindow(options: options)
        driver = PlaytestDriver(game: game, setUp: GameSetUp(seed: seed, device: device, autoplay: autoplay, headless: true), frames: nil)
        driver.textMeasurer = window.textMeasurer
        window.onProblem = { [weak self] in self?.problems.append($0) }
        window.onScreenshot = { _ in }
    }

    /// Runs frames; `events` go into the first one (after whatever SDL had queued).
    func run(frames: Int = 1, events: [InputEvent] = []) throws {
        for index in 0..<frames {
            try window.runFrame(&driver, clock: clock, extraEvents: index == 0 ? events : [])
        }
    }

    /// Resizes the SDL window as a window manager would (SDL then reports the new size).
    func resizeWindow(width: Int, height: Int) {
        guard let id = window.translator.windowID, let sdlWindow = SDL_GetWindowFromID(id) else { return }
        SDL_SetWindowSize(sdlWindow, Int32(width), Int32(height))
    }
}
