import Crease

/// Exact-area antialiasing for polygons: each pixel gets the share of its square the shape
/// covers, from signed areas accumulated along each row (the approach of font-rs and
/// stb_truetype's v2 rasterizer).
///
/// Contours are closed polygons in pixel coordinates; any number of them make one shape,
/// and overlapping or opposite contours combine by their winding (nonzero, clamped to full),
/// so a ring is an outer contour and an inner one the other way round. A row's coverage
/// depends only on the shape, never on which part of the canvas is being redrawn, so damage
/// tracking redraws exactly what a full frame would.
final class CoverageRasterizer {
    /// The rows and columns this shape may touch (its bounds on the canvas).
    private(set) var region = PixelRect(x: 0, y: 0, width: 0, height: 0)
    private var accumulation = UnsafeMutablePointer<Float>.allocate(capacity: 1)
    private var capacity = 0
    /// Per row, the first and one past the last column that holds anything.
    private var rowStart = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    private var rowEnd = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    private var rowCapacity = 0
    private var stride = 0

    deinit {
        accumulation.deallocate()
        rowStart.deallocate()
        rowEnd.deallocate()
    }

    /// Starts a new shape limited to `region` (clipped rows are skipped; columns outside are
    /// folded onto the region's edges, which is exact for the columns inside).
    func begin(_ region: PixelRect) {
        self.region = region
        stride = region.width + 2
        let needed = stride * max(0, region.height)
        if capacity < needed {
            accumulation.deallocate()
            accumulation = .allocate(capacity: needed)
            accumulation.initialize(repeating: 0, count: needed)
            capacity = needed
        }
        if rowCapacity < region.height {
            rowStart.deallocate()
            rowEnd.deallocate()
            rowStart = .allocate(capacity: region.height)
            rowEnd = .allocate(capacity: region.height)
            rowCapacity = region.height
        }
        for row in 0..<max(0, region.height) {
            rowStart[row] = .max
            rowEnd[row] = 0
        }
    }

    /// Adds a closed contour (the last point joins the first).
    func addContour(_ points: [Point]) {
        guard points.count >= 3, !region.isEmpty else { return }
        var previous = points[points.count - 1]
        for point in points {
            addEdge(previous, point)
            previous = point
        }
    }

    /// Adds one edge of a contour, in canvas pixels. A segment crossing the region's left or
    /// right edge is cut there, and the parts outside are folded onto the edge: exact for the
    /// columns inside.
    func addEdge(_ from: Point, _ to: Point) {
        let originX = Double(region.x)
        let limit = Double(region.width)
        let x0 = from.x - originX, x1 = to.x - originX
        guard x0.isFinite, x1.isFinite, from.y.isFinite, to.y.isFinite, from.y != to.y else { return }
        func crosses(_ edge: Double) -> Bool { (x0 < edge && x1 > edge) || (x0 > edge && x1 < edge) }
        let crossesLeft = crosses(0), crossesRight = crosses(limit)
        guard crossesLeft || crossesRight else { return addFoldedEdge(from, to) }
        func point(at edge: Double) -> Point {
            let t = (edge - x0) / (x1 - x0)
            return Point(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)
        }
        // Cut in the order the segment meets the edges: the left one first when it runs rightwards.
        let left: Double? = crossesLeft ? 0 : nil, right: Double? = crossesRight ? limit : nil
        let (first, second) = x0 <= x1 ? (left, right) : (right, left)
        var start = from
        for edge in [first, second].compactMap({ $0 }) {
            let cut = point(at: edge)
            addFoldedEdge(start, cut)
            start = cut
        }
        addFoldedEdge(start, to)
    }

    /// Adds an edge that lies on one side of each of the region's vertical edges.
    private func addFoldedEdge(_ from: Point, _ to: Point) {
        let originX = Double(region.x)
        let originY = Double(region.y)
        let limit = Double(region.width)
        var x0 = min(max(from.x - originX, 0), limit)
        var x1 = min(max(to.x - originX, 0), limit)
        var y0 = from.y - originY
        var y1 = to.y - originY
        // Wholly right of the region: it only adds to columns past the region's edge.
        guard y0 != y1, x0 < limit || x1 < limit else { return }
        var direction: Float = 1
        if y0 > y1 {
            swap(&x0, &x1)
            swap(&y0, &y1)
            direction = -1
        }
        let height = Double(region.height)
        guard y1 > 0, y0 < height else { return }
        let slope = (x1 - x0) / (y1 - y0)
        var x = x0
        if y0 < 0 {
            x -= y0 * slope
            y0 = 0
        }
        let lastRow = min(Int(height), Int(y1.rounded(.up)))
        var row = Int(y0)
        let base = accumulation
        do {
            while row < lastRow {
                let dy = min(Double(row + 1), y1) - max(Double(row), y0)
                let xNext = x + slope * dy
                let d = Float(dy) * direction
                let left = min(x, xNext), right = max(x, xNext)
                let leftFloor = left.rounded(.down)
                let leftIndex = Int(leftFloor)
                let rightCeil = right.rounded(.up)
                let rightIndex = Int(rightCeil)
                let line = base + row * stride
                if rightIndex <= leftIndex + 1 {
                    let middle = Float(0.5 * (x + xNext) - leftFloor)
                    line[leftIndex] += d - d * middle
                    line[leftIndex + 1] += d * middle
                    note(row, leftIndex, leftIndex + 2)
                } else {
                    let s = Float(1 / (right - left))
                    let leftFraction = Float(left - leftFloor)
                    let a0 = 0.5 * s * (1 - leftFraction) * (1 - leftFraction)
                    let rightFraction = Float(right - rightCeil + 1)
                    let am = 0.5 * s * rightFraction * rightFraction
                    line[leftIndex] += d * a0
                    if rightIndex == leftIndex + 2 {
                        line[leftIndex + 1] += d * (1 - a0 - am)
                    } else {
                        let a1 = s * (1.5 - leftFraction)
                        line[leftIndex + 1] += d * (a1 - a0)
                        var column = leftIndex + 2
                        while column < rightIndex - 1 {
                            line[column] += d * s
                            column += 1
                        }
                        let a2 = a1 + Float(rightIndex - leftIndex - 3) * s
                        line[rightIndex - 1] += d * (1 - a2 - am)
                    }
                    line[rightIndex] += d * am
                    note(row, leftIndex, rightIndex + 1)
                }
                x = xNext
                row += 1
            }
        }
    }

    @inline(__always)
    private func note(_ row: Int, _ start: Int, _ end: Int) {
        if Int32(start) < rowStart[row] { rowStart[row] = Int32(start) }
        if Int32(end) > rowEnd[row] { rowEnd[row] = Int32(end) }
    }

    /// Hands each row's coverage (0–1 per column, from the row's first touched column to the
    /// region's right edge) to `body`, then leaves the buffers empty for the next shape.
    ///
    /// `body(row, firstColumn, coverage)` gets canvas coordinates; columns past the last
    /// touched one keep the final running value, which `coverage` reports through `count`.
    func sweep(_ body: (_ y: Int, _ x: Int, _ count: Int, _ coverage: UnsafeMutablePointer<Float>) -> Void) {
        guard !region.isEmpty else { return }
        let regionX = region.x, regionY = region.y, width = region.width
        let base = accumulation
        do {
            for row in 0..<region.height {
                let start = Int(rowStart[row])
                guard start != Int(Int32.max) else { continue }
                let end = min(Int(rowEnd[row]), width + 2)
                let line = base + row * stride
                var sum: Float = 0
                for column in start..<end {
                    sum += line[column]
                    line[column] = min(1, abs(sum))
                }
                // Past the last edge the running sum holds to the region's right edge: zero
                // for a shape that closes inside the region, full where it runs on past it.
                var through = end
                if abs(sum) > 1e-4, end < width {
                    let value = min(1, abs(sum))
                    (line + end).update(repeating: value, count: width - end)
                    through = width
                }
                let count = min(through, width) - start
                if count > 0 { body(row + regionY, start + regionX, count, line + start) }
                (line + start).update(repeating: 0, count: max(end, through) - start)
                rowStart[row] = .max
                rowEnd[row] = 0
            }
        }
    }
}
