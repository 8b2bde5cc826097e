import Crease

/// Why bytes are not a usable save: a phrase that reads after the file's path.
public struct SaveFormatError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, e.g. "is not valid JSON (…)" or "'match.fleets.one' has an unknown or invalid value (…)".
    public var problem: String

    /// Creates an error; control characters (quoted from the input) are escaped, so it stays one line.
    public init(_ problem: String) {
        self.problem = problem.escapingControlCharacters
    }

    /// The problem.
    public var description: String { problem }
}
