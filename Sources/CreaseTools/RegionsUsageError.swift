import Crease

/// A request to print `crease regions`' usage, with the problem that caused it (nil for `--help`).
public struct RegionsUsageError: Error, Sendable, Hashable {
    /// What is wrong with the command line, or nil when the usage was asked for.
    public var message: String?

    /// Creates a request; control characters (quoted from the command line) are escaped, so the message stays one line.
    public init(_ message: String?) { self.message = message?.escapingControlCharacters }
}
