/// Which of the two players: `one` moves first.
public enum PlayerID: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// The first player; in a match against the AI, usually the person.
    case one
    /// The second player.
    case two

    /// The other player.
    public var opponent: PlayerID { self == .one ? .two : .one }

    /// "one" or "two".
    public var description: String { rawValue }
}
