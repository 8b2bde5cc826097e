/// Where a match stands: ships being placed, shots being fired, or over.
public enum Phase: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Fleets are being placed; nobody may fire.
    case placement
    /// Players take turns firing.
    case battle
    /// A fleet is all sunk; the other player won.
    case finished(winner: PlayerID)

    /// "placement", "battle", or "finished (player one won)".
    public var description: String {
        switch self {
        case .placement: "placement"
        case .battle: "battle"
        case .finished(let winner): "finished (player \(winner) won)"
        }
    }

    private enum CodingKeys: String, CodingKey { case name, winner }

    /// Reads `{"name": "battle"}` or `{"name": "finished", "winner": "one"}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(String.self, forKey: .name) {
        case "placement": self = .placement
        case "battle": self = .battle
        case "finished": self = .finished(winner: try container.decode(PlayerID.self, forKey: .winner))
        case let other:
            throw DecodingError.dataCorruptedError(forKey: .name, in: container, debugDescription: "unknown phase '\(other.prefix(40))'")
        }
    }

    /// Writes the form `init(from:)` reads.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .placement: try container.encode("placement", forKey: .name)
        case .battle: try container.encode("battle", forKey: .name)
        case .finished(let winner):
            try container.encode("finished", forKey: .name)
            try container.encode(winner, forKey: .winner)
        }
    }
}
