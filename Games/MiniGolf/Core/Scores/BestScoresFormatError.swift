import Crease

/// Why bytes are not a usable best-scores file: a phrase that reads after the file's path.
public struct BestScoresFormatError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, e.g. "'version' is 7; this build reads version 1".
    public var problem: String

    /// Creates an error; control characters (quoted from the input) are escaped, so it stays one line.
    public init(_ problem: String) {
        self.problem = problem.escapingControlCharacters
    }

    /// The problem.
    public var description: String { problem }
}
