/// A promise a fuzz target checks that an input broke without crashing: an error message of more
/// than one line, a value that changes when re-encoded and read back, an exit status a program
/// never uses. Under libFuzzer it aborts the run (and the input is saved as a crash); in replay
/// and in the tests it is reported as a failure.
public struct FuzzFinding: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, in one line.
    public var message: String

    /// Creates a finding.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
