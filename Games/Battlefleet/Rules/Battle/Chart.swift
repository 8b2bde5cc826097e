/// A shooter's view of the opponent's waters: what each cell showed, and which ships still float.
///
/// This is all the AI is given, so it cannot see where unsunk ships lie.
public struct Chart: Sendable, Hashable {
    /// One mark per cell, row-major (see `Coordinate.index`).
    public private(set) var marks: [CellMark]
    /// The opponent's ships still afloat, in fleet order (a sinking is announced).
    public private(set) var shipsAfloat: [ShipClass]

    /// Creates a chart; `marks` must hold one mark per cell (missing ones read as unknown).
    public init(marks: [CellMark], shipsAfloat: [ShipClass]) {
        let count = Coordinate.cellCount
        self.marks = Array(marks.prefix(count)) + Array(repeating: .unknown, count: max(0, count - marks.count))
        self.shipsAfloat = shipsAfloat
    }

    /// An untouched chart of a full fleet.
    public static let unexplored = Chart(marks: [], shipsAfloat: ShipClass.classicFleet)

    /// The mark of a cell (`.miss` off the grid: nothing can lie there).
    public func mark(at cell: Coordinate) -> CellMark {
        cell.isOnGrid ? marks[cell.index] : .miss
    }

    /// Cells not fired at yet, row by row.
    public var untriedCells: [Coordinate] { Coordinate.all.filter { marks[$0.index] == .unknown } }

    /// Hits on ships not yet sunk, row by row: where target mode starts.
    public var openHits: [Coordinate] { Coordinate.all.filter { marks[$0.index] == .hit } }
}
