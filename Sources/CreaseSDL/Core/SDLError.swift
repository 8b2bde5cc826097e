// CreaseSDL — the SDL2 host: window, renderer, text (HarfBuzz, FriBidi, FreeType), PNG (SDL2_image), input and the
// posture emulator. The only module that imports SDL; it renders the DrawList that CreaseHUD and
// games emit and turns SDL events into CreaseHUD's InputEvent.
import CSDL2

/// A failed SDL call: what was being done and the text of `SDL_GetError()`.
public struct SDLError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What the host was doing, e.g. "creating the window".
    public var operation: String
    /// SDL's own explanation (may be empty when SDL gave none).
    public var message: String

    /// Creates an error from a message (used for host failures that are not SDL calls).
    public init(_ operation: String, message: String) {
        self.operation = operation
        self.message = message
    }

    /// Reads and clears SDL's current error text.
    static func current(_ operation: String) -> SDLError {
        let text = SDL_GetError().map { String(cString: $0) } ?? ""
        SDL_ClearError()
        return SDLError(operation, message: text)
    }

    /// "operation failed: message".
    public var description: String {
        message.isEmpty ? "\(operation) failed" : "\(operation) failed: \(message)"
    }
}

/// Turns SDL's C conventions (negative codes, null pointers) into thrown `SDLError`s.
enum SDLCheck {
    /// Throws when an SDL call returned a negative status.
    static func status(_ code: Int32, _ operation: @autoclosure () -> String) throws {
        if code < 0 { throw SDLError.current(operation()) }
    }

    /// Returns the pointer, or throws when the SDL call returned null.
    static func pointer<T>(_ pointer: T?, _ operation: @autoclosure () -> String) throws -> T {
        guard let pointer else { throw SDLError.current(operation()) }
        return pointer
    }
}
