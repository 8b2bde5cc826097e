/// Why a ship cannot go where it was asked to, or why a fleet is not ready.
public enum PlacementError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Part of the ship would lie off the grid.
    case offGrid(Placement)
    /// The ship would share a cell with another ship (touching is allowed; sharing is not).
    case overlaps(Placement, ShipClass)
    /// The same ship class appears twice in one fleet.
    case duplicateShip(ShipClass)
    /// The ship has not been placed, so it cannot be moved or rotated.
    case notPlaced(ShipClass)
    /// The battle cannot begin: this player's fleet still lacks these ships.
    case fleetIncomplete(PlayerID, missing: [ShipClass])
    /// Ships can be placed only before the battle begins.
    case notInPlacement(Phase)
    /// An AI player's fleet is placed for it; only a human's fleet can be changed.
    case notHuman(PlayerID)

    /// One line saying what is wrong.
    public var description: String {
        switch self {
        case .offGrid(let placement): "\(placement) runs off the grid"
        case .overlaps(let placement, let other): "\(placement) overlaps the \(other)"
        case .duplicateShip(let ship): "the fleet has more than one \(ship)"
        case .notPlaced(let ship): "the \(ship) has not been placed"
        case .fleetIncomplete(let player, let missing):
            "player \(player)'s fleet still lacks \(missing.map(\.displayName).joined(separator: ", "))"
        case .notInPlacement(let phase): "ships can only be placed before the battle (the match is \(phase))"
        case .notHuman(let player): "player \(player) is an AI; its fleet is placed for it"
        }
    }
}
