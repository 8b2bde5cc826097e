import CSDL2
import CSDL2Image
import Foundation

/// The process-wide SDL and SDL2_image initialisation, done once.
///
/// SDL's video driver is chosen at initialisation and cannot change afterwards, so the first
/// host decides whether the process is headless (SDL's offscreen driver, falling back to the
/// dummy one) or windowed (the system's driver: X11 or Wayland).
@MainActor
public enum SDLLibrary {
    /// How the video subsystem was started.
    public enum Mode: Sendable, Hashable {
        /// A real display.
        case windowed
        /// No display: windows exist only in memory (SDL's offscreen driver).
        case headless
    }

    /// The mode SDL runs in, once started.
    public private(set) static var mode: Mode?

    /// Whether SIGINT and SIGTERM (Ctrl+C in the terminal) become SDL's quit, as closing the
    /// window does, so a run ends with its recording and report written. Read when SDL starts:
    /// a program's `main` turns it on (`GameRunner.main` does); it stays off in a test
    /// process, whose signals are the test runner's.
    public static var quitsOnTerminalSignals = false

    /// Starts SDL in the given mode, or checks that it already runs in it.
    ///
    /// - Throws: `SDLError` when SDL cannot start (no display without `headless`, a missing
    ///   library) or already runs in the other mode.
    public static func start(_ requested: Mode) throws {
        if let mode {
            guard mode == requested else {
                throw SDLError("starting SDL", message: "it already runs \(mode == .headless ? "headless" : "windowed") in this process")
            }
            return
        }
        if requested == .windowed {
            let environment = ProcessInfo.processInfo.environment
            let hasDisplay = [environment["DISPLAY"], environment["WAYLAND_DISPLAY"]].contains { ($0 ?? "").isEmpty == false }
            guard hasDisplay || environment["SDL_VIDEODRIVER"] != nil else { throw NoDisplayError(detail: "DISPLAY and WAYLAND_DISPLAY are unset") }
        }
        // Touches arrive as SDL_FINGER* events only; a mouse is never reported as a finger.
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
        SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
        // Stay on screen when a playtester clicks into another window.
        SDL_SetHint(SDL_HINT_VIDEO_MINIMIZE_ON_FOCUS_LOSS, "0")
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, quitsOnTerminalSignals ? "0" : "1")
        // A tool window beside an editor: leave the desktop compositor on (SDL turns it off).
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        let flags = UInt32(SDL_INIT_VIDEO | SDL_INIT_EVENTS | SDL_INIT_GAMECONTROLLER)
        // Frames are copied into the window's plain framebuffer (see `FramePresenter`); without
        // this SDL may back that framebuffer with an OpenGL texture, i.e. Mesa's llvmpipe.
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        if requested == .headless {
            var started = false
            for driver in ["offscreen", "dummy"] {
                SDL_SetHint(SDL_HINT_VIDEODRIVER, driver)
                if SDL_Init(flags) == 0 { started = true; break }
                SDL_Quit()
            }
            // Controllers need a joystick backend that may be absent in a container; video is enough.
            if !started {
                SDL_SetHint(SDL_HINT_VIDEODRIVER, "offscreen")
                try SDLCheck.status(SDL_Init(UInt32(SDL_INIT_VIDEO | SDL_INIT_EVENTS)), "starting SDL headless (offscreen driver)")
            }
        } else {
            let environment = ProcessInfo.processInfo.environment
            let explicitDriver = (environment["SDL_VIDEODRIVER"] ?? "").isEmpty == false
            // With only an X display, ask for X11 alone: the Wayland probe would print noise.
            if !explicitDriver, (environment["WAYLAND_DISPLAY"] ?? "").isEmpty {
                SDL_SetHint(SDL_HINT_VIDEODRIVER, "x11")
            }
            if SDL_Init(flags) < 0 {
                let error = SDLError.current("starting SDL")
                if SDL_Init(UInt32(SDL_INIT_VIDEO | SDL_INIT_EVENTS)) < 0 {
                    throw NoDisplayError(detail: Self.displayDetail(environment, error.message))
                }
            }
            // SDL falls back to its offscreen driver when no display answers; a window there
            // would be invisible, so that is "no display" unless someone asked for it.
            let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
            if !explicitDriver && (driver == "offscreen" || driver == "dummy") {
                SDL_Quit()
                throw NoDisplayError(detail: Self.displayDetail(environment, "SDL found only its \(driver) driver"))
            }
        }
        let pngFlag = Int32(IMG_INIT_PNG.rawValue)
        if IMG_Init(pngFlag) & pngFlag == 0 {
            throw SDLError.current("starting SDL2_image with PNG support")
        }
        mode = requested
    }

    private static func displayDetail(_ environment: [String: String], _ reason: String) -> String {
        let display = environment["DISPLAY"].map { "DISPLAY=\($0)" } ?? environment["WAYLAND_DISPLAY"].map { "WAYLAND_DISPLAY=\($0)" } ?? "no display set"
        return "\(display) cannot be opened: \(reason)"
    }
}

/// There is no display to open a window on, and the program was not asked to run headless.
public struct NoDisplayError: Error, Sendable, CustomStringConvertible {
    /// Why SDL found no display.
    public var detail: String

    /// "no display found (…); run with --headless to render offscreen".
    public var description: String {
        "no display found (\(detail)); run with --headless to render offscreen"
    }
}
