import CreaseHUD

/// Which parts of the canvas changed since the last frame, found the way rxi's cached
/// software renderer (the lite editor's) finds them: every command's hash is folded into
/// each cell of a grid it touches, and cells whose hash differs from the last frame's are
/// merged into rectangles to redraw.
struct DamageGrid {
    /// A cell's side in pixels.
    static let cellSize = 32
    private(set) var columns = 0
    private(set) var rows = 0
    private var width = 0
    private var height = 0
    private var previous: [UInt64] = []
    private var current: [UInt64] = []
    private var hasPrevious = false
    private var open: [SIMD2<Int>: Int] = [:]
    private var nextOpen: [SIMD2<Int>: Int] = [:]

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

    /// Folds one command's hash into every cell its bounds touch (in painting order), except
    /// cells wholly inside `hole`, where it draws nothing.
    mutating func add(_ hash: UInt64, bounds: PixelRect, hole: PixelRect? = nil) {
        guard !bounds.isEmpty else { return }
        let firstColumn = max(0, bounds.x / Self.cellSize), lastColumn = min(columns - 1, (bounds.x + bounds.width - 1) / Self.cellSize)
        let firstRow = max(0, bounds.y / Self.cellSize), lastRow = min(rows - 1, (bounds.y + bounds.height - 1) / Self.cellSize)
        guard firstColumn <= lastColumn, firstRow <= lastRow else { return }
        // Cells wholly inside the hole: columns and rows of cells it covers completely.
        var skipColumns = 0..<0, skipRows = 0..<0
        if let hole, hole.x >= 0, hole.y >= 0 {
            let size = Self.cellSize
            skipColumns = ((hole.x + size - 1) / size)..<max((hole.x + size - 1) / size, (hole.x + hole.width) / size)
            skipRows = ((hole.y + size - 1) / size)..<max((hole.y + size - 1) / size, (hole.y + hole.height) / size)
        }
        current.withUnsafeMutableBufferPointer { cells in
            for row in firstRow...lastRow {
                let rowInside = skipRows.contains(row)
                var index = row * columns + firstColumn
                for column in firstColumn...lastColumn {
                    if !(rowInside && skipColumns.contains(column)) {
                        cells[index] = (cells[index] ^ hash) &* 0x100_0000_01B3
                    }
                    index += 1
                }
            }
        }
    }

    /// Hands `body` each cell lying wholly inside `rect` (or cut only by the canvas's edge),
    /// with the hash folded into it so far.
    func eachCell(inside rect: PixelRect, _ body: (_ cell: Int, _ hash: UInt64) -> Void) {
        let size = Self.cellSize
        guard !rect.isEmpty, columns > 0 else { return }
        let firstColumn = (max(0, rect.x) + size - 1) / size, firstRow = (max(0, rect.y) + size - 1) / size
        // A cell cut by the canvas's right or bottom edge ends there.
        let right = rect.x + rect.width, bottom = rect.y + rect.height
        let endColumn = right >= width ? columns : right / size, endRow = bottom >= height ? rows : bottom / size
        guard firstColumn < endColumn, firstRow < endRow else { return }
        for row in firstRow..<endRow {
            for column in firstColumn..<endColumn { body(row * columns + column, current[row * columns + column]) }
        }
    }

    /// The pixels of a cell, cut to the canvas.
    func rect(ofCell cell: Int) -> PixelRect {
        let x = (cell % columns) * Self.cellSize, y = (cell / columns) * Self.cellSize
        return PixelRect(x: x, y: y, width: min(width, x + Self.cellSize) - x, height: min(height, y + Self.cellSize) - y)
    }

    /// Ends the frame: the rectangles whose cells changed (every cell when `everything`, on
    /// the first frame, or after a resize), merged across rows and down columns, each of
    /// cells of one kind; `kinds` gets each rectangle's.
    ///
    /// `kind(cell, hash, previous)` is the renderer's way of telling cells whose pixels it
    /// need not draw again from the clear (what lies under a veil): it gets the cell's hash
    /// this frame, and the last frame's when the canvas still holds the pixels drawn from it
    /// (nil when everything is redrawn).
    mutating func finish(everything: Bool, kind: (_ cell: Int, _ hash: UInt64, _ previous: UInt64?) -> Int,
                         into rectangles: inout [PixelRect], kinds: inout [Int]) {
        rectangles.removeAll(keepingCapacity: true)
        kinds.removeAll(keepingCapacity: true)
        let all = everything || !hasPrevious
        // Runs of the row above still growing downwards: run key (first column × columns + end
        // column, kind) → index in `rectangles`. Kept between frames so a frame allocates nothing.
        open.removeAll(keepingCapacity: true)
        for row in 0..<rows {
            nextOpen.removeAll(keepingCapacity: true)
            var column = 0
            while column < columns {
                let index = row * columns + column
                guard all || current[index] != previous[index] else { column += 1; continue }
                let start = column
                func kindOf(_ index: Int) -> Int { kind(index, current[index], all ? nil : previous[index]) }
                let runKind = kindOf(index)
                while column < columns, all || current[row * columns + column] != previous[row * columns + column],
                      column == start || kindOf(row * columns + column) == runKind { column += 1 }
                let key = SIMD2(start * columns + column, runKind)
                let y = row * Self.cellSize
                let x = start * Self.cellSize
                let rectWidth = min(width, column * Self.cellSize) - x
                let rectHeight = min(height, y + Self.cellSize) - y
                if let existing = open[key] {
                    rectangles[existing].height += rectHeight
                    nextOpen[key] = existing
                } else {
                    rectangles.append(PixelRect(x: x, y: y, width: rectWidth, height: rectHeight))
                    kinds.append(runKind)
                    nextOpen[key] = rectangles.count - 1
                }
            }
            swap(&open, &nextOpen)
        }
        swap(&previous, &current)
        hasPrevious = true
    }
}
