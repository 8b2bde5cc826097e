/// What a shot did: missed, hit a ship, or hit its last cell and sank it.
public enum ShotResult: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Open water.
    case miss
    /// A ship was hit and still floats.
    case hit
    /// The shot hit the last whole cell of this ship, which sank.
    case sunk(ShipClass)

    /// Whether a ship was struck (a hit or a sinking).
    public var isHit: Bool { self != .miss }

    /// "miss", "hit" or "sunk carrier", also the saved form.
    public var description: String {
        switch self {
        case .miss: "miss"
        case .hit: "hit"
        case .sunk(let ship): "sunk \(ship.rawValue)"
        }
    }

    /// Reads "miss", "hit" or "sunk <ship>".
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        switch text {
        case "miss": self = .miss
        case "hit": self = .hit
        default:
            guard text.hasPrefix("sunk "), let ship = ShipClass(rawValue: String(text.dropFirst(5))) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "a shot result is 'miss', 'hit' or 'sunk <ship>', not '\(text.prefix(40))'")
            }
            self = .sunk(ship)
        }
    }

    /// Writes the form `description` gives.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
