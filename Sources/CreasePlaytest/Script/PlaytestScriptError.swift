import Crease

/// A playtest script that cannot be used: which file, which step, what is wrong.
public struct PlaytestScriptError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The script's path or built-in name.
    public var source: String
    /// The index of the step at fault in `steps`, or nil for the whole file.
    public var step: Int?
    /// What is wrong, as a phrase.
    public var problem: String

    /// Creates an error; control characters (quoted from the input) are escaped, so it stays one line.
    public init(source: String, step: Int? = nil, problem: String) {
        self.source = source.escapingControlCharacters
        self.step = step
        self.problem = problem.escapingControlCharacters
    }

    /// "scripts/fold.json: steps[2]: unknown key 'postur' (…)".
    public var description: String {
        if let step { return "\(source): steps[\(step)]: \(problem)" }
        return "\(source): \(problem)"
    }
}
