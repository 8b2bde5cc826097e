/// Who plays a side: a person, or the AI at some difficulty.
public enum PlayerKind: Sendable, Hashable, Codable, CustomStringConvertible {
    /// A person placing and firing through the scene; two of them make local two-player mode.
    case human
    /// The computer; it places its fleet at random and fires through `Match.step()`.
    case ai(Difficulty)

    /// Whether this side is played by the computer.
    public var isAI: Bool { if case .ai = self { true } else { false } }

    /// The AI's difficulty, or nil for a person.
    public var difficulty: Difficulty? { if case .ai(let level) = self { level } else { nil } }

    /// "human" or "ai-medium", the form saves use.
    public var description: String { difficulty.map { "ai-\($0)" } ?? "human" }

    /// Reads "human", "ai-easy", "ai-medium" or "ai-hard".
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        if text == "human" {
            self = .human
        } else if text.hasPrefix("ai-"), let level = Difficulty(rawValue: String(text.dropFirst(3))) {
            self = .ai(level)
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "a player is 'human', 'ai-easy', 'ai-medium' or 'ai-hard', not '\(text.prefix(40))'")
        }
    }

    /// Writes the form `description` gives.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
