import Crease

/// A report file that cannot be used: which file, and why, in one line
/// ("/tmp/a.json: has no per-frame samples …"). The commands print it after their name and exit 2.
public struct ReportFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The path as given.
    public var path: String
    /// What is wrong, as a phrase.
    public var problem: String

    /// Creates an error; control characters and line breaks are escaped, so it stays one line.
    public init(path: String, problem: String) {
        self.path = path.escapingControlCharacters
        self.problem = problem.escapingControlCharacters
    }

    /// "PATH: problem".
    public var description: String { "\(path): \(problem)" }
}
