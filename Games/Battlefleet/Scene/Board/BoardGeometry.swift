import BattlefleetRules
import Crease

/// Where a 10 × 10 board's cells lie inside the viewport the HUD gave it, in display points.
///
/// The grid is square, centred in the viewport, with a gutter for the labels (A–J across,
/// 1–10 down); the aiming pad has no labels, and its grid keeps the same room, `padInset`, from
/// every edge of its panel.
public struct BoardGeometry: Sendable, Hashable {
    /// The viewport the board was fitted into.
    public let viewport: Rect
    /// The side of one cell.
    public let cellSize: Double
    /// The room kept for the labels.
    public let gutter: Double
    /// The ten-by-ten grid itself, without the labels.
    public let gridFrame: Rect
    /// Fits a board into a viewport: with a gutter for the labels, or (`labelled` false, the
    /// pad) with `padInset` clear all round inside it.
    public init(viewport: Rect, labelled: Bool = true) {
        self.viewport = viewport
        let side = Swift.min(viewport.width, viewport.height)
        // At least 18 pt, so "10" at 9 pt or more stands clear of the board's rim; the room a
        // cell's rounding down to whole points leaves goes to the gutter too (up to 22 pt), so
        // a small board's labels grow at no cost to its cells.
        let least = labelled ? (side * 0.055).rounded().clamped(to: 18...22) : 0
        let margin = labelled ? 0 : 2 * Self.padInset
        let count = Double(Coordinate.gridSize)
        let cell = ((side - least - margin) / count).rounded(.down)
        let gutter = labelled ? Swift.min(22, Swift.max(least, (side - cell * count).rounded(.down))) : 0
        self.gutter = gutter
        cellSize = cell
        let total = cell * count + gutter
        let x = (viewport.minX + (viewport.width - total) / 2).rounded(.down)
        let y = (viewport.minY + (viewport.height - total) / 2).rounded(.down)
        gridFrame = Rect(x: x + gutter, y: y + gutter, width: cell * count, height: cell * count)
    }

    /// The room between the pad's grid and its panel's edge: clear of the panel's rounded corners.
    static let padInset: Double = 8

    /// The frame of one cell.
    public func frame(of cell: Coordinate) -> Rect {
        Rect(x: gridFrame.minX + Double(cell.column) * cellSize, y: gridFrame.minY + Double(cell.row) * cellSize,
                    width: cellSize, height: cellSize)
    }

    /// The frame covering a ship's cells.
    public func frame(of placement: Placement) -> Rect {
        let cells = placement.cells
        guard let first = cells.first, let last = cells.last else { return .zero }
        let a = frame(of: first)
        let b = frame(of: last)
        let minX = Swift.min(a.minX, b.minX)
        let minY = Swift.min(a.minY, b.minY)
        return Rect(x: minX, y: minY, width: Swift.max(a.maxX, b.maxX) - minX, height: Swift.max(a.maxY, b.maxY) - minY)
    }

    /// The cell under a point, if the point is on the grid.
    public func coordinate(at point: Point) -> Coordinate? {
        guard gridFrame.contains(point), cellSize > 0 else { return nil }
        let last = Coordinate.gridSize - 1
        let column = min(last, Int((point.x - gridFrame.minX) / cellSize))
        let row = min(last, Int((point.y - gridFrame.minY) / cellSize))
        return Coordinate(column: column, row: row)
    }

    /// The nearest cell to a point, clamped onto the grid (for drags that leave the board).
    public func nearestCoordinate(to point: Point) -> Coordinate {
        let last = Coordinate.gridSize - 1
        let column = Int(((point.x - gridFrame.minX) / Swift.max(cellSize, 1)).rounded(.down)).clamped(to: 0...last)
        let row = Int(((point.y - gridFrame.minY) / Swift.max(cellSize, 1)).rounded(.down)).clamped(to: 0...last)
        return Coordinate(column: column, row: row)
    }

    /// The room between the grid and the outside of the rim drawn round it.
    static let rim: Double = 4

    /// The size of the coordinate labels in the gutter: 9 pt at least, so they stay readable,
    /// and small enough that "10" (1.4 em wide in bold) fits beside the rim with a point to spare.
    public var labelSize: Double { Swift.max(9, Swift.min((gutter * 0.62).rounded(), ((gutter - Self.rim - 2) / 1.4).rounded(.down))) }

    /// Where column `index`'s letter is centred.
    func columnLabelCenter(_ index: Int) -> Point {
        let cell = frame(of: Coordinate(column: index, row: 0))
        let away = Self.rim + (gutter - Self.rim) / 2
        return Point(x: cell.midX, y: gridFrame.minY - away)
    }

    /// Where row `index`'s number is centred.
    func rowLabelCenter(_ index: Int) -> Point {
        let cell = frame(of: Coordinate(column: 0, row: index))
        let away = Self.rim + (gutter - Self.rim) / 2
        return Point(x: gridFrame.minX - away, y: cell.midY)
    }
}
