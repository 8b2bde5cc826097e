/// A failure of the reference generator or its check, as the one line it prints.
public struct ReferenceError: Error, Equatable, CustomStringConvertible {
    /// The line: what went wrong, naming the file or symbol.
    public var description: String

    /// An error with its message.
    public init(_ description: String) {
        self.description = description
    }
}
