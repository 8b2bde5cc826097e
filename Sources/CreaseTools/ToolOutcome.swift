/// What running a tool's command line came to: the text for each stream and the exit status.
///
/// The executable writes `standardOutput` and `standardError` as they are (each ends in a newline
/// when it is not empty) and exits with `status`.
public struct ToolOutcome: Sendable, Hashable {
    /// 0 done, 1 the input named was unusable (a bad profile), 2 bad usage.
    public var status: Int32
    /// What goes to standard output.
    public var standardOutput: String
    /// What goes to standard error.
    public var standardError: String

    /// Creates an outcome.
    public init(status: Int32, standardOutput: String = "", standardError: String = "") {
        self.status = status
        self.standardOutput = standardOutput
        self.standardError = standardError
    }
}
