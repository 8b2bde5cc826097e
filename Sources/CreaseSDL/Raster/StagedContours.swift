import Crease
import CreaseHUD

/// A shape's contours mapped to canvas pixels, waiting for the rasterizer: one buffer of
/// points after another and where each contour ends, kept between shapes so that drawing one
/// allocates nothing.
struct StagedContours {
    /// Every contour's corners, one contour after another.
    private(set) var points: [Point] = []
    /// Where each contour ends in `points`.
    private(set) var ends: [Int] = []
    /// Per point, whether the edge ending there (from the corner before it in its contour)
    /// met its exact reverse in another contour, so the two are left out (see
    /// `cancelSharedEdges()`); empty when none was.
    private(set) var cancelled: [Bool] = []

    /// Maps contours (in points) to canvas pixels and keeps them; returns their bounding box,
    /// or nil when there is nothing to draw or it is not finite.
    mutating func stage(_ contours: [[Point]], _ t: Transform2D) -> Rect? {
        begin()
        for contour in contours where contour.count >= 3 {
            let start = points.count
            for point in contour { points.append(t.apply(point)) }
            finishContour(from: start)
        }
        return extent()
    }

    /// Keeps triangles as contours of three corners each, mapped as `stage` maps them through
    /// the identity (so the points, and the edges they cancel, are the same), without an array
    /// of corners per triangle; returns their bounding box, as `stage` does.
    mutating func stage(triangles: [DrawListRenderer.ShadedTriangle]) -> Rect? {
        begin()
        let identity = Transform2D.identity
        for triangle in triangles {
            let start = points.count
            points.append(identity.apply(triangle.corners.0))
            points.append(identity.apply(triangle.corners.1))
            points.append(identity.apply(triangle.corners.2))
            finishContour(from: start)
        }
        return extent()
    }

    /// A key for the shape the contours make on a canvas of this size: every corner's bits,
    /// where each contour ends, and the canvas's size, mixed into 64 bits (what a
    /// `CoverageCache` keeps its masks by; the edges `cancelSharedEdges` leaves out change no
    /// pixel, so they are not part of it).
    func geometryKey(width: Int, height: Int) -> UInt64 {
        var key = TableSlot.absorb(TableSlot.absorb(0, UInt64(truncatingIfNeeded: width), by: TableSlot.first),
                                   UInt64(truncatingIfNeeded: height), by: TableSlot.second)
        for point in points {
            key = TableSlot.absorb(key, point.x.bitPattern, by: TableSlot.first)
            key = TableSlot.absorb(key, point.y.bitPattern, by: TableSlot.second)
        }
        for end in ends { key = TableSlot.absorb(key, UInt64(truncatingIfNeeded: end), by: TableSlot.third) }
        return key
    }

    /// How far from the canvas's origin, in pixels, a contour's corners may lie as they are:
    /// a contour reaching further is cut to the square that far round the origin. Canvases
    /// are smaller, so no pixel of one changes; but every sum the rasterizer does afterwards
    /// (an edge cut to the part of the canvas redrawn, the rows it leaves that part by) is
    /// then on numbers whose rounding is far below a pixel's share, so a shape's coverage is
    /// the same whichever part of the canvas is redrawn. A thick line under a transform
    /// scaling by 1e15 covered 14 pixels differently drawn whole and drawn in part.
    static let reach = 65_536.0

    /// Ends the contour whose corners start at `start`: cut to `reach` when it reaches
    /// further, dropped when nothing of it is left. A contour with a corner that is not
    /// finite is left whole, for `extent` to refuse.
    private mutating func finishContour(from start: Int) {
        var outside = false
        for index in start..<points.count {
            let point = points[index]
            guard point.x.isFinite, point.y.isFinite else { return ends.append(points.count) }
            if abs(point.x) > Self.reach || abs(point.y) > Self.reach { outside = true }
        }
        if outside {
            var contour = Array(points[start...])
            for (alongY, side) in [(false, -1.0), (false, 1.0), (true, -1.0), (true, 1.0)] {
                contour = Self.cut(contour, alongY: alongY, side: side)
            }
            points.removeSubrange(start...)
            guard contour.count >= 3 else { return }
            points.append(contentsOf: contour)
        }
        ends.append(points.count)
    }

    /// The part of a contour on the near side of the line `x` (or `y`) = `side` × `reach`
    /// (Sutherland and Hodgman's step), which keeps the contour's winding at every point on
    /// that side. A crossing is worked out from its edge's corner nearer the line, whichever
    /// way the edge runs, and from halves (which cannot overflow), so the two triangles
    /// sharing an edge get the same point to the bit and their shared sides still cancel.
    private static func cut(_ contour: [Point], alongY: Bool, side: Double) -> [Point] {
        let bound = side * reach
        @inline(__always) func measure(_ point: Point) -> Double { alongY ? point.y : point.x }
        @inline(__always) func inside(_ point: Point) -> Bool { side < 0 ? measure(point) >= bound : measure(point) <= bound }
        func crossing(_ p: Point, _ q: Point) -> Point {
            // From the corner nearer the line (the other may be 1e308 away, and a share of
            // that distance would round away the crossing).
            let nearer = abs(measure(p) - bound) < abs(measure(q) - bound) || (abs(measure(p) - bound) == abs(measure(q) - bound) && (p.x, p.y) < (q.x, q.y))
            let (a, b) = nearer ? (p, q) : (q, p)
            let share = min(1, max(0, (bound * 0.5 - measure(a) * 0.5) / (measure(b) * 0.5 - measure(a) * 0.5)))
            let half = alongY ? (b.x * 0.5 - a.x * 0.5) * share : (b.y * 0.5 - a.y * 0.5) * share
            return alongY ? Point(x: a.x + half + half, y: bound) : Point(x: bound, y: a.y + half + half)
        }
        var result: [Point] = []
        guard var previous = contour.last else { return result }
        for point in contour {
            switch (inside(previous), inside(point)) {
            case (true, true): result.append(point)
            case (true, false): result.append(crossing(previous, point))
            case (false, true): result += [crossing(previous, point), point]
            case (false, false): break
            }
            previous = point
        }
        return result
    }

    /// Empties the buffers, keeping their memory.
    private mutating func begin() {
        points.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
        cancelled.removeAll(keepingCapacity: true)
    }

    /// The bounding box of the points kept, or nil when there are none, one is not a number
    /// or it is not finite. (`min` and `max` pass over a NaN, and the rasterizer skips the
    /// edges it ends, so a shape with such a corner would be filled open to the canvas's edge.)
    private func extent() -> Rect? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for point in points {
            if point.x.isNaN || point.y.isNaN { return nil }
            minX = min(minX, point.x); maxX = max(maxX, point.x)
            minY = min(minY, point.y); maxY = max(maxY, point.y)
        }
        guard !ends.isEmpty, minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return nil }
        return Rect.bounded(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
    }

    /// Leaves out every pair of edges that run between the same two corners in opposite
    /// directions (the shared sides of a mesh's triangles): the rasterizer's share of an edge
    /// reversed is exactly its negation, so such a pair adds nothing, yet would mark every
    /// column it crosses as holding an edge, costing a sum per pixel there. Corners match by
    /// their bits, so the pixels are the same with or without this.
    mutating func cancelSharedEdges() {
        guard ends.count > 1 else { return }
        let count = points.count
        var capacity = 16
        while capacity < 2 * count { capacity <<= 1 }
        // An open-addressed table of edges (each by the index its end has in `points`, -1 for
        // an empty slot), and per point the index of the corner before it in its contour.
        var slots = [Int32](repeating: -1, count: capacity)
        var predecessors = [Int32](repeating: 0, count: count)
        cancelled.removeAll(keepingCapacity: true)
        cancelled.append(contentsOf: repeatElement(false, count: count))
        let mask = capacity - 1
        var any = false
        slots.withUnsafeMutableBufferPointer { table in
            predecessors.withUnsafeMutableBufferPointer { before in
                cancelled.withUnsafeMutableBufferPointer { out in
                    points.withUnsafeBufferPointer { corners in
                        @inline(__always) func hash(_ a: Point, _ b: Point) -> Int {
                            TableSlot.of(a.x.bitPattern, a.y.bitPattern, b.x.bitPattern, b.y.bitPattern, mask: mask)
                        }
                        @inline(__always) func same(_ p: Point, _ q: Point) -> Bool {
                            p.x.bitPattern == q.x.bitPattern && p.y.bitPattern == q.y.bitPattern
                        }
                        var start = 0
                        for end in ends {
                            for index in start..<end {
                                before[index] = Int32(index == start ? end - 1 : index - 1)
                                let from = corners[Int(before[index])], to = corners[index]
                                // A level edge adds nothing whatever happens to it.
                                guard from.y != to.y else { continue }
                                // Its reverse, still unmatched, in the table: both go.
                                var slot = hash(to, from)
                                var matched = false
                                while table[slot] >= 0 {
                                    let other = Int(table[slot])
                                    if !out[other], same(corners[other], from), same(corners[Int(before[other])], to) {
                                        out[other] = true
                                        out[index] = true
                                        matched = true
                                        break
                                    }
                                    slot = (slot + 1) & mask
                                }
                                if matched {
                                    any = true
                                    continue
                                }
                                slot = hash(from, to)
                                while table[slot] >= 0 { slot = (slot + 1) & mask }
                                table[slot] = Int32(index)
                            }
                            start = end
                        }
                    }
                }
            }
        }
        if !any { cancelled.removeAll(keepingCapacity: true) }
    }

    /// The rows the contours can cover between two columns (canvas pixels): every edge cut to
    /// that band, the heights its pieces span. A contour cannot surround the band (it runs
    /// from top to bottom), so rows outside hold no coverage there. Nil when none. (Every
    /// corner lies within `reach`, so an edge's height at the band's side is exact to far
    /// below a pixel.)
    func rows(between left: Double, _ right: Double) -> (top: Double, bottom: Double)? {
        var top = Double.infinity, bottom = -Double.infinity
        var start = 0
        for end in ends {
            var previous = points[end - 1]
            for index in start..<end {
                let point = points[index]
                defer { previous = point }
                let (a, b) = previous.x <= point.x ? (previous, point) : (point, previous)
                guard b.x >= left, a.x <= right else { continue }
                let dx = b.x - a.x
                func y(at x: Double) -> Double { dx > 0 ? a.y + (b.y - a.y) * ((x - a.x) / dx) : a.y }
                let y0 = a.x < left ? y(at: left) : a.y
                let y1 = b.x > right ? y(at: right) : b.y
                top = min(top, y0, y1)
                bottom = max(bottom, y0, y1)
            }
            start = end
        }
        return top <= bottom ? (top, bottom) : nil
    }
}
