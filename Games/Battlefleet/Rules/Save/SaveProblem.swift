import Crease

/// A save that could not be resumed: which file, what was wrong with it, and where it was moved.
public struct SaveProblem: Sendable, Hashable, CustomStringConvertible {
    /// The save file's path.
    public var path: String
    /// What was wrong, a phrase following the path ("is not valid JSON (…)").
    public var problem: String
    /// Where the file was moved so it is not lost (`<name>.corrupt-N`), or nil if moving failed.
    public var setAsidePath: String?
    /// Why moving it aside failed, when it did.
    public var setAsideFailure: String?

    /// Creates a problem report.
    public init(path: String, problem: String, setAsidePath: String?, setAsideFailure: String? = nil) {
        self.path = path
        self.problem = problem
        self.setAsidePath = setAsidePath
        self.setAsideFailure = setAsideFailure
    }

    /// One line for the log or the screen: the file, the problem, where it went, and that a new match starts.
    public var description: String {
        let where_ = setAsidePath.map { "moved aside to \($0)" }
            ?? "could not be moved aside (\(setAsideFailure ?? "unknown reason"))"
        let line = "\(path): \(problem); \(where_); starting a new match"
        // One line, whatever a decoder's message or the path held.
        return line.split(whereSeparator: \.isNewline).joined(separator: " ").escapingControlCharacters
    }
}
