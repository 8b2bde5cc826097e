/// One player's waters: their fleet and every shot the opponent has fired into it.
public struct Board: Sendable, Hashable {
    /// The ships; fixed once the battle begins.
    public internal(set) var fleet: Fleet
    /// Whether each cell was fired at, row-major.
    private var fired: [Bool]

    /// Waters holding a fleet, not yet fired at.
    public init(fleet: Fleet = Fleet()) {
        self.fleet = fleet
        fired = Array(repeating: false, count: Coordinate.cellCount)
    }

    /// Whether the opponent has fired at a cell.
    public func wasFiredAt(_ cell: Coordinate) -> Bool { cell.isOnGrid && fired[cell.index] }

    /// How many cells have been fired at.
    public var shotsReceived: Int { fired.reduce(0) { $0 + ($1 ? 1 : 0) } }

    /// How many of a ship's cells have been hit.
    public func hits(on ship: ShipClass) -> Int {
        fleet.placement(of: ship)?.cells.reduce(0) { $0 + (fired[$1.index] ? 1 : 0) } ?? 0
    }

    /// Whether a placed ship has had every cell hit.
    public func isSunk(_ ship: ShipClass) -> Bool {
        guard fleet.placement(of: ship) != nil else { return false }
        return hits(on: ship) == ship.length
    }

    /// Placed ships not yet sunk, in fleet order; a salvo turn has this many shots.
    public var shipsAfloat: [ShipClass] { fleet.placements.map(\.ship).filter { !isSunk($0) } }

    /// Placed ships sunk, in fleet order.
    public var sunkShips: [ShipClass] { fleet.placements.map(\.ship).filter(isSunk) }

    /// Whether every ship is sunk (and there was a fleet to sink).
    public var isDefeated: Bool { !fleet.placements.isEmpty && shipsAfloat.isEmpty }

    /// What a cell shows to the shooter.
    public func mark(at cell: Coordinate) -> CellMark {
        guard cell.isOnGrid else { return .miss }
        if let ship = fleet.ship(at: cell), isSunk(ship) { return .sunk(ship) }
        guard fired[cell.index] else { return .unknown }
        return fleet.ship(at: cell) == nil ? .miss : .hit
    }

    /// The opponent's view of these waters.
    public var chart: Chart {
        var marks = fired.map { $0 ? CellMark.miss : .unknown }
        var afloat: [ShipClass] = []
        for placement in fleet.placements {
            let cells = placement.cells
            let sunk = cells.allSatisfy { fired[$0.index] }
            if !sunk { afloat.append(placement.ship) }
            for cell in cells where sunk || fired[cell.index] { marks[cell.index] = sunk ? .sunk(placement.ship) : .hit }
        }
        return Chart(marks: marks, shipsAfloat: afloat)
    }

    /// Fires at a cell and says what happened.
    ///
    /// - Throws: `.offGrid` or `.alreadyFired`; the board is then unchanged.
    public mutating func receiveShot(at cell: Coordinate) throws(ShotError) -> ShotResult {
        guard cell.isOnGrid else { throw .offGrid(cell) }
        guard !fired[cell.index] else { throw .alreadyFired(cell) }
        fired[cell.index] = true
        guard let ship = fleet.ship(at: cell) else { return .miss }
        return isSunk(ship) ? .sunk(ship) : .hit
    }
}
