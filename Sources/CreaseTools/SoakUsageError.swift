import Crease

/// A request to print `crease-soak`'s usage, with the flag problem that caused it (nil for `--help`).
public struct SoakUsageError: Error, Sendable, Hashable {
    /// What is wrong with the command line, or nil when the usage was asked for.
    public var message: String?

    /// Creates a request; control characters (quoted from the command line) are escaped, so the message stays one line.
    public init(message: String?) { self.message = message?.escapingControlCharacters }
}
