/// A command line that cannot be run: which flag, and what is wrong with it. The program
/// prints `FlagParser.failureMessage(for:)` to standard error and exits with status 2.
public struct UsageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The flag at fault as typed ("--frames"), or the stray argument.
    public var flag: String
    /// What is wrong, as a phrase.
    public var problem: String

    /// Creates an error; control characters (quoted from the input) are escaped, so it stays one line.
    public init(flag: String, problem: String) {
        self.flag = flag.escapingControlCharacters
        self.problem = problem.escapingControlCharacters
    }

    /// "--frames: should be a whole number of at least 1 (got 'ten')".
    public var description: String { "\(flag): \(problem)" }
}
