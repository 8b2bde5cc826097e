import Crease

/// A course that cannot be played, with the file it came from and what is wrong.
public struct CourseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The course file's path, when it came from a file.
    public var path: String?
    /// What is wrong, in a phrase that follows the path.
    public var problem: String

    /// Creates an error; control characters (quoted from the input) are escaped, so it stays one line.
    public init(path: String?, problem: String) {
        self.path = path?.escapingControlCharacters
        self.problem = problem.escapingControlCharacters
    }

    /// "path: problem", one line.
    public var description: String { path.map { "\($0): \(problem)" } ?? problem }
}
