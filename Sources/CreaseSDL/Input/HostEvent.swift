import CreaseHUD

/// What one SDL event means to the host: an input for the game, or a window matter.
enum HostEvent: Sendable, Hashable {
    /// Input for the emulator's bindings and then the game.
    case input(InputEvent)
    /// The window's client area changed size (window coordinates).
    case resized(width: Int, height: Int)
    /// The window or the program was asked to close.
    case quit
    /// The window needs repainting (exposed, restored).
    case exposed
}
