/// A save that could not be written; the previous save, if any, is untouched.
public struct SaveError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The save file's path.
    public var path: String
    /// What went wrong, a phrase following the path.
    public var problem: String

    /// Creates an error.
    public init(path: String, problem: String) {
        self.path = path
        self.problem = problem
    }

    /// "path: problem".
    public var description: String { "\(path): \(problem)" }
}
