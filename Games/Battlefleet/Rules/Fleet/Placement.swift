/// Where one ship lies: its bow (top-leading cell) and which way it runs.
public struct Placement: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The ship placed.
    public var ship: ShipClass
    /// The ship's top-leading cell; the others follow in `orientation`.
    public var origin: Coordinate
    /// Which way the ship runs from `origin`.
    public var orientation: Orientation

    /// Creates a placement; it may lie partly off the grid (see `isOnGrid`).
    public init(ship: ShipClass, origin: Coordinate, orientation: Orientation) {
        self.ship = ship
        self.origin = origin
        self.orientation = orientation
    }

    /// The cells the ship covers, bow first.
    public var cells: [Coordinate] {
        let step = orientation.step
        return (0..<ship.length).map { origin.offset(columns: step.columns * $0, rows: step.rows * $0) }
    }

    /// Whether every cell lies on the grid.
    public var isOnGrid: Bool { cells.allSatisfy(\.isOnGrid) }

    /// Whether the ship covers a cell.
    public func covers(_ cell: Coordinate) -> Bool {
        let (along, across, start, level) = orientation == .horizontal
            ? (cell.column, cell.row, origin.column, origin.row)
            : (cell.row, cell.column, origin.row, origin.column)
        // Overflow-checked: a saved placement may hold any integer.
        let (distance, overflow) = along.subtractingReportingOverflow(start)
        return across == level && !overflow && distance >= 0 && distance < ship.length
    }

    /// Whether two ships share a cell. Ships that only touch do not.
    public func overlaps(_ other: Placement) -> Bool { cells.contains { other.covers($0) } }

    /// The same ship with its bow moved to another cell (what a drag does).
    public func moved(to origin: Coordinate) -> Placement {
        Placement(ship: ship, origin: origin, orientation: orientation)
    }

    /// The same ship turned a quarter about its bow.
    public func rotated() -> Placement {
        Placement(ship: ship, origin: origin, orientation: orientation.toggled)
    }

    /// The same ship slid the least distance needed to lie wholly on the grid.
    ///
    /// Rotating a ship near the right or bottom edge would push its stern off; a drag UI slides
    /// it back rather than refusing the rotation.
    public func nudgedOntoGrid() -> Placement {
        let size = Coordinate.gridSize
        let width = orientation == .horizontal ? ship.length : 1
        let height = orientation == .vertical ? ship.length : 1
        let column = min(max(origin.column, 0), size - width)
        let row = min(max(origin.row, 0), size - height)
        return moved(to: Coordinate(column: column, row: row))
    }

    /// "Carrier at (0, 0) horizontal".
    public var description: String { "\(ship) at \(origin) \(orientation.rawValue)" }
}
