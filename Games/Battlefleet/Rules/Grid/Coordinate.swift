import Crease
// BattlefleetRules: the pure rules of Battlefleet, a fleet-battle game on two 10×10 grids.
// Placement, turns, shots, the salvo variant, three AI levels, autoplay, a stable state
// encoding for hashing, and saves. Foundation only (plus Crease's decoding-error text); no
// clock and no system randomness: every random choice comes from a seeded `SeededRandom`,
// so a headless match gives the same state hash on every machine.

/// A cell of a 10×10 grid, `(column, row)`, both counted from 0 at the top-leading corner.
public struct Coordinate: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// The number of columns and of rows.
    public static let gridSize = 10
    /// The number of cells on a grid.
    public static let cellCount = gridSize * gridSize

    /// From 0 (left) to 9 (right).
    public var column: Int
    /// From 0 (top) to 9 (bottom).
    public var row: Int

    /// Creates a coordinate; it may lie off the grid (see `isOnGrid`).
    public init(column: Int, row: Int) {
        self.column = column
        self.row = row
    }

    /// The cell at a row-major index (0 = top-left, 99 = bottom-right), or nil off the grid.
    public init?(index: Int) {
        guard index >= 0, index < Self.cellCount else { return nil }
        self.init(column: index % Self.gridSize, row: index / Self.gridSize)
    }

    /// Every cell of the grid, row by row.
    public static let all: [Coordinate] = (0..<cellCount).map { Coordinate(column: $0 % gridSize, row: $0 / gridSize) }

    /// Whether the cell lies on the grid.
    public var isOnGrid: Bool { (0..<Self.gridSize).contains(column) && (0..<Self.gridSize).contains(row) }

    /// The row-major index (`row * 10 + column`); meaningful only on the grid.
    ///
    /// Wrapping arithmetic, like `offset`, because coordinates come from save files and a
    /// hostile `Int.max` must give a wrong answer that `isOnGrid` refuses, never a trap.
    public var index: Int { row &* Self.gridSize &+ column }

    /// The cell moved by a number of columns and rows (wrapping far off the grid, never trapping).
    public func offset(columns: Int = 0, rows: Int = 0) -> Coordinate {
        Coordinate(column: column &+ columns, row: row &+ rows)
    }

    /// The up to four cells sharing an edge with this one, on the grid: left, right, up, down.
    public var neighbours: [Coordinate] {
        guard isOnGrid else { return [] }
        return [offset(columns: -1), offset(columns: 1), offset(rows: -1), offset(rows: 1)].filter(\.isOnGrid)
    }

    /// Steps between two cells moving along rows and columns (their Manhattan distance);
    /// wrapping, like `offset`, so cells far off the grid never trap.
    public func steps(to other: Coordinate) -> Int {
        Int(truncatingIfNeeded: (column &- other.column).magnitude &+ (row &- other.row).magnitude)
    }

    /// The name players read: a column letter and a row number, "A1" to "J10".
    public var label: String {
        guard isOnGrid, let scalar = Unicode.Scalar(UInt32(65 + column)) else { return "(\(column), \(row))" }
        return "\(Character(scalar))\(row + 1)"
    }

    /// Row-major order, the order cells are listed and encoded in.
    public static func < (lhs: Coordinate, rhs: Coordinate) -> Bool {
        (lhs.row, lhs.column) < (rhs.row, rhs.column)
    }

    /// "(column, row)".
    public var description: String { "(\(column), \(row))" }
}
