/// One of the five ships of the classic fleet; each fleet has exactly one of each.
public enum ShipClass: String, Sendable, Hashable, Codable, CaseIterable, Comparable, CustomStringConvertible {
    /// Five cells.
    case carrier
    /// Four cells.
    case battleship
    /// Three cells.
    case cruiser
    /// Three cells.
    case submarine
    /// Two cells.
    case destroyer

    /// The classic fleet, largest first: 5, 4, 3, 3, 2 — seventeen cells in all.
    public static let classicFleet: [ShipClass] = allCases

    /// How many cells the ship covers.
    public var length: Int {
        switch self {
        case .carrier: 5
        case .battleship: 4
        case .cruiser, .submarine: 3
        case .destroyer: 2
        }
    }

    /// The ship's name as players read it: "Carrier".
    public var displayName: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// The ship's position in the classic fleet (carrier 0 … destroyer 4); used for ordering and encoding.
    public var ordinal: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    /// Fleet order: carrier first.
    public static func < (lhs: ShipClass, rhs: ShipClass) -> Bool { lhs.ordinal < rhs.ordinal }

    /// The display name.
    public var description: String { displayName }
}
