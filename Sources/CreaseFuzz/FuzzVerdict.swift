/// What a fuzz target made of one input.
public enum FuzzVerdict: Sendable, Hashable {
    /// The parser took it (and what uses it next ran without trouble).
    case accepted
    /// The parser refused it with this message, as the program would print it.
    case rejected(String)

    /// True for `.accepted`.
    public var isAccepted: Bool { self == .accepted }
}
