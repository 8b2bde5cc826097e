import Crease

/// A save that could not be written; the previous save, if any, is untouched.
public struct SaveError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The save file's path.
    public var path: String
    /// What went wrong, a phrase following the path.
    public var problem: String

    /// Creates an error; control characters (quoted from the input) are escaped, so it stays one line.
    public init(path: String, problem: String) {
        self.path = path.escapingControlCharacters
        self.problem = problem.escapingControlCharacters
    }

    /// "path: problem".
    public var description: String { "\(path): \(problem)" }
}
