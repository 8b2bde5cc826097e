/// A shape's coverage over all of its pixels on the canvas, recorded once from the
/// `CoverageRasterizer` as the runs its sweep gives, so that drawing the same shape again (in
/// another rectangle, or in a later frame, in any colour) replays the runs instead of adding
/// its edges and sweeping again.
///
/// A pixel's coverage depends only on the shape, never on the part of the canvas being
/// redrawn (see `CoverageRasterizer`), so replaying the runs that cross a rectangle gives every
/// pixel there the value a sweep of that rectangle would: the pixels are the same.
final class CoverageMask {
    /// A run of one row: `count` columns from `x`, each with its own value (from `offset` in
    /// `values`) or all with `constant` (`offset` −1).
    struct Run {
        var x: Int32
        var count: Int32
        var offset: Int32
        var constant: Float
    }

    /// The pixels the shape was swept over.
    let area: PixelRect
    /// Per row of `area`, where its runs start in `runs`; one more at the end. Constants once
    /// made, so reading them in the replay's loops needs no exclusivity check.
    private let rowStarts: [Int32]
    private let runs: [Run]
    private let values: [Float]

    /// Sweeps the rasterizer, which holds the shape over `area`, and keeps its runs.
    init(sweeping rasterizer: CoverageRasterizer, over area: PixelRect) {
        self.area = area
        var rowStarts = [Int32](repeating: 0, count: area.height + 1)
        var runs: [Run] = []
        var values: [Float] = []
        var row = area.y
        rasterizer.sweepRuns { y, x, count, coverage, constant in
            // Rows come in order; rows without runs start where the next one does.
            while row < y {
                row += 1
                rowStarts[row - area.y] = Int32(runs.count)
            }
            if let coverage {
                runs.append(Run(x: Int32(x), count: Int32(count), offset: Int32(values.count), constant: 0))
                values.append(contentsOf: UnsafeBufferPointer(start: coverage, count: count))
            } else {
                runs.append(Run(x: Int32(x), count: Int32(count), offset: -1, constant: constant))
            }
        }
        while row < area.y + area.height {
            row += 1
            rowStarts[row - area.y] = Int32(runs.count)
        }
        // Copied to their exact sizes: a kept mask holds no growth room, and `bytes` is what it holds.
        self.rowStarts = rowStarts
        self.runs = runs.withUnsafeBufferPointer { Array($0) }
        self.values = values.withUnsafeBufferPointer { Array($0) }
    }

    /// Memory it holds, in bytes: its arrays, their headers and its entry in a cache.
    var bytes: Int {
        rowStarts.capacity * 4 + runs.capacity * MemoryLayout<Run>.stride + values.capacity * 4 + 3 * 32 + 96
    }

    /// Hands `body` the runs crossing `rect`, cut to it, as `CoverageRasterizer.sweepRuns`
    /// would for the same shape over `rect`: `body(row, firstColumn, count, coverage, value)`.
    func replay(within rect: PixelRect, _ body: (_ y: Int, _ x: Int, _ count: Int, _ coverage: UnsafeMutablePointer<Float>?, _ value: Float) -> Void) {
        guard let cut = rect.intersection(area) else { return }
        let left = cut.x, right = cut.x + cut.width
        // The body takes a mutable pointer, as the sweep hands it its own line; it only reads.
        values.withUnsafeBufferPointer { buffer in
            let values = UnsafeMutablePointer(mutating: buffer.baseAddress)
            for y in cut.y..<(cut.y + cut.height) {
                let row = y - area.y
                for index in Int(rowStarts[row])..<Int(rowStarts[row + 1]) {
                    let run = runs[index]
                    let start = max(left, Int(run.x)), end = min(right, Int(run.x) + Int(run.count))
                    guard start < end else { continue }
                    if run.offset < 0 {
                        body(y, start, end - start, nil, run.constant)
                    } else {
                        body(y, start, end - start, values.map { $0 + Int(run.offset) + (start - Int(run.x)) }, 0)
                    }
                }
            }
        }
    }
}
