import CSDL2
import Crease

/// Owns one `SDL_Window` and destroys it when released.
@MainActor
public final class Window {
    /// The SDL window; valid for the object's lifetime.
    let pointer: OpaquePointer

    /// Opens a resizable window of the given size in pixels (hidden when `visible` is false).
    init(title: String, width: Int, height: Int, visible: Bool) throws {
        var flags = SDL_WINDOW_RESIZABLE.rawValue
        flags |= visible ? SDL_WINDOW_SHOWN.rawValue : SDL_WINDOW_HIDDEN.rawValue
        let centered = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        pointer = try SDLCheck.pointer(
            SDL_CreateWindow(title, centered, centered, Int32(width), Int32(height), flags),
            "creating a \(width)×\(height) window")
    }

    isolated deinit {
        SDL_DestroyWindow(pointer)
    }

    /// The window's title.
    var title: String {
        get { SDL_GetWindowTitle(pointer).map { String(cString: $0) } ?? "" }
        set { SDL_SetWindowTitle(pointer, newValue) }
    }

    /// The window's client size in window coordinates.
    var size: (width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        SDL_GetWindowSize(pointer, &width, &height)
        return (Int(width), Int(height))
    }

    /// Asks for a new client size in window coordinates (the window manager may refuse).
    func resize(width: Int, height: Int) {
        SDL_SetWindowSize(pointer, Int32(max(1, width)), Int32(max(1, height)))
    }

    /// Resizes about the window's centre, kept inside the screen's usable area, so a device
    /// turning from landscape to portrait stays where the playtester was looking.
    func resizeAboutCentre(width: Int, height: Int) {
        var x: Int32 = 0
        var y: Int32 = 0
        SDL_GetWindowPosition(pointer, &x, &y)
        let old = size
        var left = Int(x) + (old.width - width) / 2
        var top = Int(y) + (old.height - height) / 2
        var bounds = SDL_Rect()
        if SDL_GetDisplayUsableBounds(max(0, SDL_GetWindowDisplayIndex(pointer)), &bounds) == 0, bounds.w > 0, bounds.h > 0 {
            left = min(max(left, Int(bounds.x)), max(Int(bounds.x), Int(bounds.x + bounds.w) - width))
            top = min(max(top, Int(bounds.y)), max(Int(bounds.y), Int(bounds.y + bounds.h) - height))
        }
        resize(width: width, height: height)
        SDL_SetWindowPosition(pointer, Int32(left), Int32(top))
    }

    /// The window's drawable size in pixels.
    var pixelSize: (width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        SDL_GetWindowSizeInPixels(pointer, &width, &height)
        return (Int(width), Int(height))
    }

    /// SDL's id for the window, which its events carry.
    var id: UInt32 { SDL_GetWindowID(pointer) }
}
