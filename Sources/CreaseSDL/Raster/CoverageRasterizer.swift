import Crease
import CreaseHUD

/// Exact-area antialiasing for polygons: each pixel gets the share of its square the shape
/// covers, from signed areas accumulated along each row (the approach of font-rs and
/// stb_truetype's v2 rasterizer).
///
/// Contours are closed polygons in pixel coordinates; any number of them make one shape,
/// and overlapping or opposite contours combine by their winding (nonzero, clamped to full),
/// so a ring is an outer contour and an inner one the other way round.
///
/// A pixel's coverage depends only on the shape, never on which part of the canvas is being
/// redrawn, so damage tracking redraws exactly what a full frame would: each edge's share of
/// a row is computed from the edge itself in canvas coordinates, and accumulated in fixed
/// point, where the part of a shape left of the region folds onto the region's first column
/// without a rounding of its own.
final class CoverageRasterizer {
    /// Full coverage in the fixed-point accumulation.
    static let one: Double = 65_536
    /// The rows and columns this shape may touch (its bounds on the canvas).
    private(set) var region = PixelRect(x: 0, y: 0, width: 0, height: 0)
    /// Per row, `stride` signed areas in fixed point, one per column (and two past the end).
    private var accumulation = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    private var capacity = 0
    /// Per row, a bit for each column that may hold anything: the running sum is constant
    /// between them, so a shape's interior needs no sum per pixel.
    private var touched = UnsafeMutablePointer<UInt64>.allocate(capacity: 1)
    private var touchedCapacity = 0
    /// Per row, whether anything touched it.
    private var rowUsed = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
    private var rowCapacity = 0
    /// One row's coverage, 0–1 per column, handed to the sweep's body.
    private var coverageLine = UnsafeMutablePointer<Float>.allocate(capacity: 1)
    private var lineCapacity = 0
    private var stride = 0
    private var words = 0
    /// The next shape's contours in canvas pixels, kept between shapes.
    var staged = StagedContours()

    deinit {
        accumulation.deallocate()
        touched.deallocate()
        rowUsed.deallocate()
        coverageLine.deallocate()
    }

    /// Starts a new shape limited to `region`.
    func begin(_ region: PixelRect) {
        self.region = region
        let height = max(0, region.height)
        stride = max(0, region.width) + 2
        words = (stride + 63) / 64
        if capacity < stride * height {
            accumulation.deallocate()
            capacity = stride * height
            accumulation = .allocate(capacity: capacity)
            accumulation.initialize(repeating: 0, count: capacity)
        }
        if touchedCapacity < words * height {
            touched.deallocate()
            touchedCapacity = words * height
            touched = .allocate(capacity: touchedCapacity)
            touched.initialize(repeating: 0, count: touchedCapacity)
        }
        if rowCapacity < height {
            rowUsed.deallocate()
            rowCapacity = height
            rowUsed = .allocate(capacity: height)
            rowUsed.initialize(repeating: false, count: height)
        }
        if lineCapacity < stride {
            coverageLine.deallocate()
            lineCapacity = stride
            coverageLine = .allocate(capacity: stride)
        }
    }

    /// Adds staged contours, but for the edges they cancelled.
    func add(_ staged: StagedContours) {
        guard !region.isEmpty else { return }
        let cancelled = staged.cancelled
        var start = 0
        for end in staged.ends {
            var previous = staged.points[end - 1]
            for index in start..<end {
                let point = staged.points[index]
                if cancelled.isEmpty || !cancelled[index] { addEdge(previous, point) }
                previous = point
            }
            start = end
        }
    }

    /// The integral of `min(max(u, 0), 1)`: how much of a pixel a point at `u` pixels to its
    /// left covers, summed along a segment.
    @inline(__always)
    private static func ramp(_ u: Double) -> Double {
        u <= 0 ? 0 : u >= 1 ? u - 0.5 : 0.5 * u * u
    }

    /// Adds one edge of a contour, in canvas pixels.
    ///
    /// In each row it crosses, the edge adds its height there (signed by direction) spread
    /// over the columns it passes: by column `c` the running sum holds the share of the
    /// segment lying left of `c + 1`, weighted by how far left, rounded to fixed point. Shares
    /// left of the region land on its first column, those right of it are dropped.
    func addEdge(_ from: Point, _ to: Point) {
        guard from.x.isFinite, to.x.isFinite, from.y.isFinite, to.y.isFinite, from.y != to.y else { return }
        let (top, bottom, direction) = from.y < to.y ? (from, to, 1.0) : (to, from, -1.0)
        let regionX = region.x, width = region.width
        // Bounded on both sides: an edge may lie wholly past 1e18 px, out of an Int's reach.
        var firstRow = max(region.y, Rounding.down(min(1e6, max(-1e6, top.y))))
        var endRow = min(region.y + region.height, Rounding.up(max(-1e6, min(1e6, bottom.y))))
        guard firstRow < endRow else { return }
        let slope = (bottom.x - top.x) / (bottom.y - top.y)
        // A slanted edge leaves the region's right side somewhere: the rows past that change
        // nothing, so they are not visited (with a row to spare, so that rounding cannot skip
        // one the test below would keep).
        let exitRight = (Double(regionX + width) - top.x) / slope + top.y
        if slope > 0, exitRight.isFinite, exitRight < Double(endRow) {
            endRow = min(endRow, max(firstRow, Rounding.down(max(-1e6, exitRight)) + 2))
        } else if slope < 0, exitRight.isFinite, exitRight > Double(firstRow) {
            firstRow = max(firstRow, min(endRow, Rounding.down(min(1e6, exitRight)) - 1))
        }
        guard firstRow < endRow else { return }
        // Where the edge is at a height: computed from its ends, the same whatever the region.
        func x(at y: Double) -> Double {
            y <= top.y ? top.x : y >= bottom.y ? bottom.x : top.x + (y - top.y) * slope
        }
        let regionLeft = Double(regionX), regionRight = Double(regionX + width)
        // Wholly right of the region it changes none of its columns; wholly left, it adds its
        // height in each row to the first column.
        guard min(from.x, to.x) < regionRight else { return }
        if max(from.x, to.x) <= regionLeft {
            for row in firstRow..<endRow {
                let y0 = max(Double(row), top.y), y1 = min(Double(row + 1), bottom.y)
                let total = Self.fixed(direction * (y1 - y0) * Self.one)
                guard y1 > y0, total != 0 else { continue }
                let local = row - region.y
                accumulation[local * stride] &+= total
                mark(local, 0, 1)
            }
            return
        }
        for row in firstRow..<endRow {
            let y0 = max(Double(row), top.y), y1 = min(Double(row + 1), bottom.y)
            guard y1 > y0 else { continue }
            let total = Self.fixed(direction * (y1 - y0) * Self.one)
            guard total != 0 else { continue }
            let xa = x(at: y0), xb = x(at: y1)
            let left = min(xa, xb), right = max(xa, xb)
            guard left < regionRight else { continue }
            let local = row - region.y
            let line = accumulation + local * stride
            if right <= regionLeft {
                line[0] &+= total
                mark(local, 0, 1)
                continue
            }
            // Columns the segment passes; before them nothing, after them all of `total`.
            let firstColumn = Rounding.down(max(-1e7, left)), endColumn = Rounding.up(min(1e7, right))
            if endColumn - firstColumn <= 1 {
                // Within one column: it holds the part of `total` right of the midpoint.
                let share = min(max(Double(firstColumn + 1) - 0.5 * (left + right), 0), 1)
                let value = Self.fixed(Double(total) * share)
                let index = firstColumn - regionX
                line[index] &+= value
                line[index + 1] &+= total &- value
                mark(local, index, index + 2)
                continue
            }
            let start = max(firstColumn, regionX), end = min(endColumn, regionX + width)
            let inverseSpan = 1 / (right - left)
            var previous: Int32 = 0
            for column in start..<end {
                let edge = Double(column + 1)
                let value = Self.fixed(Double(total) * (Self.ramp(edge - left) - Self.ramp(edge - right)) * inverseSpan)
                line[column - regionX] &+= value &- previous
                previous = value
            }
            line[end - regionX] &+= total &- previous
            mark(local, start - regionX, end - regionX + 1)
        }
    }

    /// A value rounded (half away from zero) to the fixed-point accumulation's integer; what
    /// no sane edge gives (not finite, past a billion) is bounded rather than trapping.
    @inline(__always)
    private static func fixed(_ value: Double) -> Int32 {
        guard value.isFinite else { return 0 }
        let bounded = min(max(value, -1e9), 1e9)
        return Int32(bounded < 0 ? bounded - 0.5 : bounded + 0.5)
    }

    /// Notes that columns `start..<end` of a row may hold something.
    @inline(__always)
    private func mark(_ row: Int, _ start: Int, _ end: Int) {
        rowUsed[row] = true
        let bits = touched + row * words
        var column = start
        while column < end {
            let word = column >> 6, offset = column & 63
            let count = min(64 - offset, end - column)
            let mask: UInt64 = count == 64 ? ~0 : ((1 &<< UInt64(count)) &- 1) &<< UInt64(offset)
            bits[word] |= mask
            column += count
        }
    }

    /// The first column at or after `column` whose bit is `set` in a row's bits, or `stride`.
    @inline(__always)
    private func next(_ bits: UnsafeMutablePointer<UInt64>, from column: Int, set: Bool) -> Int {
        var word = column >> 6
        guard word < words else { return stride }
        var value = (set ? bits[word] : ~bits[word]) & (~0 &<< UInt64(column & 63))
        while value == 0 {
            word += 1
            guard word < words else { return stride }
            value = set ? bits[word] : ~bits[word]
        }
        return min(stride, word * 64 + value.trailingZeroBitCount)
    }

    /// Hands each row's coverage to `body` as runs: where an edge passes, a run of per-pixel
    /// values (`coverage` non-nil); between edges, where the running sum cannot change, a run
    /// of one value (`coverage` nil, `value` it). Then leaves the buffers empty.
    ///
    /// `body(row, firstColumn, count, coverage, value)` gets canvas coordinates; runs of zero
    /// coverage are left out.
    func sweepRuns(_ body: (_ y: Int, _ x: Int, _ count: Int, _ coverage: UnsafeMutablePointer<Float>?, _ value: Float) -> Void) {
        guard !region.isEmpty else { return }
        let regionX = region.x, regionY = region.y, width = region.width
        let scale = Float(1 / Self.one)
        for row in 0..<region.height where rowUsed[row] {
            let line = accumulation + row * stride
            let bits = touched + row * words
            var sum: Int32 = 0
            var position = 0
            while position < width {
                let column = next(bits, from: position, set: true)
                if column > position, sum != 0 {
                    body(row + regionY, position + regionX, min(column, width) - position, nil, min(1, abs(Float(sum) * scale)))
                }
                guard column < width else { break }
                let end = next(bits, from: column, set: false)
                for index in column..<end {
                    sum &+= line[index]
                    coverageLine[index] = min(1, abs(Float(sum) * scale))
                }
                body(row + regionY, column + regionX, min(end, width) - column, coverageLine + column, 0)
                (line + column).update(repeating: 0, count: end - column)
                position = end
            }
            // Only touched columns hold anything: those swept, and the two past the edge.
            (line + width).update(repeating: 0, count: stride - width)
            bits.update(repeating: 0, count: words)
            rowUsed[row] = false
        }
    }
}
