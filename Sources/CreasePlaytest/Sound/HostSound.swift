/// What the host does with a game's sounds: plays them, has them muted (`--mute`, the
/// emulator's Ctrl+M), or cannot play any (no audio device opened). A game only shows it
/// (`Game.hostSoundDidChange(_:)`): its state is the same whichever it is.
public enum HostSound: String, Sendable, Hashable, CaseIterable {
    /// The sounds are heard.
    case on
    /// The host muted them.
    case muted
    /// The host has no audio device: nothing can be heard, and nothing turns it on.
    case unavailable
}
