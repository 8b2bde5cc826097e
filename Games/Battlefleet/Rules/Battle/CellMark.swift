/// What a shooter knows of one cell of the opponent's grid.
public enum CellMark: Sendable, Hashable, Codable {
    /// Not fired at yet.
    case unknown
    /// Fired at: open water.
    case miss
    /// Fired at: part of a ship that still floats.
    case hit
    /// Part of a sunk ship. Once a ship sinks all its cells are shown, as a player would expect.
    case sunk(ShipClass)

    /// Whether the cell was fired at.
    public var isTried: Bool { self != .unknown }

    /// Reads "unknown", "miss", "hit" or "sunk <ship>".
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        switch text {
        case "unknown": self = .unknown
        case "miss": self = .miss
        case "hit": self = .hit
        default:
            guard text.hasPrefix("sunk "), let ship = ShipClass(rawValue: String(text.dropFirst(5))) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "a cell mark is 'unknown', 'miss', 'hit' or 'sunk <ship>', not '\(text.prefix(40))'")
            }
            self = .sunk(ship)
        }
    }

    /// Writes the form `init(from:)` reads, like `ShotResult`'s.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .unknown: try container.encode("unknown")
        case .miss: try container.encode("miss")
        case .hit: try container.encode("hit")
        case .sunk(let ship): try container.encode("sunk \(ship.rawValue)")
        }
    }
}
