import CreaseHUD

/// Which parts of the canvas changed since the last frame, found the way rxi's cached
/// software renderer (the lite editor's) finds them: every command's hash is folded into
/// each cell of a grid it touches, and cells whose hash differs from the last frame's are
/// merged into rectangles to redraw.
struct DamageGrid {
    /// A cell's side in pixels.
    static let cellSize = 32
    private var columns = 0
    private var rows = 0
    private var width = 0
    private var height = 0
    private var previous: [UInt64] = []
    private var current: [UInt64] = []
    private var hasPrevious = false
    private var open: [Int: Int] = [:]
    private var nextOpen: [Int: Int] = [:]

    /// Starts a frame on a canvas of this size; a new size forgets the last frame.
    mutating func begin(width: Int, height: Int, seed: UInt64) {
        if width != self.width || height != self.height {
            self.width = width
            self.height = height
            columns = (width + Self.cellSize - 1) / Self.cellSize
            rows = (height + Self.cellSize - 1) / Self.cellSize
            previous = [UInt64](repeating: 0, count: columns * rows)
            current = previous
            hasPrevious = false
        }
        for index in current.indices { current[index] = seed }
    }

    /// Folds one command's hash into every cell its bounds touch (in painting order), but
    /// for the cells wholly inside `hole`, where it paints nothing.
    mutating func add(_ hash: UInt64, bounds: PixelRect, hole: PixelRect? = nil) {
        guard !bounds.isEmpty else { return }
        let firstColumn = max(0, bounds.x / Self.cellSize), lastColumn = min(columns - 1, (bounds.x + bounds.width - 1) / Self.cellSize)
        let firstRow = max(0, bounds.y / Self.cellSize), lastRow = min(rows - 1, (bounds.y + bounds.height - 1) / Self.cellSize)
        guard firstColumn <= lastColumn, firstRow <= lastRow else { return }
        // The cells wholly inside the hole: from the first cell starting in it to the last
        // ending in it (an empty range when there is none).
        let size = Self.cellSize
        var holeColumns = 0..<0, holeRows = 0..<0
        if let hole, !hole.isEmpty, hole.x >= 0, hole.y >= 0 {
            let firstInside = ((hole.x + size - 1) / size, (hole.y + size - 1) / size)
            holeColumns = firstInside.0 ..< max(firstInside.0, (hole.x + hole.width) / size)
            holeRows = firstInside.1 ..< max(firstInside.1, (hole.y + hole.height) / size)
        }
        current.withUnsafeMutableBufferPointer { cells in
            for row in firstRow...lastRow {
                let skips = holeRows.contains(row) && !holeColumns.isEmpty
                for column in firstColumn...lastColumn where !(skips && holeColumns.contains(column)) {
                    let index = row * columns + column
                    cells[index] = (cells[index] ^ hash) &* 0x100_0000_01B3
                }
            }
        }
    }

    /// Ends the frame: the rectangles whose cells changed (every cell when `everything`, on
    /// the first frame, or after a resize), merged across rows and down columns.
    mutating func finish(everything: Bool, into rectangles: inout [PixelRect]) {
        rectangles.removeAll(keepingCapacity: true)
        let all = everything || !hasPrevious
        // Runs of the row above still growing downwards: first column × columns + end column
        // → index in `rectangles`. Kept between frames so a frame allocates nothing.
        open.removeAll(keepingCapacity: true)
        for row in 0..<rows {
            nextOpen.removeAll(keepingCapacity: true)
            var column = 0
            while column < columns {
                guard all || current[row * columns + column] != previous[row * columns + column] else { column += 1; continue }
                let start = column
                while column < columns, all || current[row * columns + column] != previous[row * columns + column] { column += 1 }
                let key = start * columns + column
                let y = row * Self.cellSize
                let x = start * Self.cellSize
                let rectHeight = min(height, y + Self.cellSize) - y
                if let existing = open[key] {
                    rectangles[existing].height += rectHeight
                    nextOpen[key] = existing
                } else {
                    rectangles.append(PixelRect(x: x, y: y, width: min(width, column * Self.cellSize) - x, height: rectHeight))
                    nextOpen[key] = rectangles.count - 1
                }
            }
            swap(&open, &nextOpen)
        }
        swap(&previous, &current)
        hasPrevious = true
    }
}
