/// A command line that cannot be run: which flag, and what is wrong with it. The executable
/// prints it and the usage to standard error and exits with status 2.
public struct UsageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The flag at fault as typed ("--frames"), or the stray argument.
    public var flag: String
    /// What is wrong, as a phrase.
    public var problem: String

    /// Creates an error.
    public init(flag: String, problem: String) {
        self.flag = flag
        self.problem = problem
    }

    /// "--frames: should be a whole number of frames, at least 1 (got 'ten')".
    public var description: String { "\(flag): \(problem)" }
}
