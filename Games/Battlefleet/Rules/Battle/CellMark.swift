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
}
