/// A request to print `crease-soak`'s usage, with the flag problem that caused it (nil for `--help`).
public struct SoakUsageError: Error, Sendable, Hashable {
    /// What is wrong with the command line, or nil when the usage was asked for.
    public var message: String?

    /// Creates a request.
    public init(message: String?) { self.message = message }
}
