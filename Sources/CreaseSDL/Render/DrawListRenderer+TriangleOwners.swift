import Crease
import CreaseHUD

extension DrawListRenderer {
    /// Which triangle of a shaded surface owns each pixel centre of a row: the last one, in
    /// drawing order, that holds it, or -1 for none.
    ///
    /// Worked out a row at a time, when the sweep reaches the row, into one line that stays in
    /// the cache: a map of the whole surface would be cleared, written and read back once
    /// per pixel, several times the canvas's own traffic on a surface the size of the view.
    /// Each row keeps the triangles that cross it, in drawing order, so a row costs its own
    /// triangles' spans. The buffers are its own and kept between surfaces (raw memory: these
    /// loops run per row and per pixel, where an array's access checks showed in profiles).
    final class TriangleOwners {
        /// Per row of the region, where its triangles begin in `entries` (one past the last row too).
        private var rowStarts = Buffer()
        /// The triangles crossing each row, row after row, each row's in drawing order.
        private var entries = Buffer()
        /// One row's owners, a column per pixel of the region.
        private var line = Buffer()
        private var region = PixelRect(x: 0, y: 0, width: 0, height: 0)
        /// The row `line` holds, if any.
        private var current: Int?

        /// Raw Int32 storage that grows and is never shrunk.
        private struct Buffer {
            private(set) var base = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
            private var capacity = 1

            /// Makes room for `count` values (their contents undefined).
            mutating func reserve(_ count: Int) {
                guard count > capacity else { return }
                base.deallocate()
                capacity = count
                base = .allocate(capacity: count)
            }

            func free() { base.deallocate() }
        }

        deinit {
            rowStarts.free()
            entries.free()
            line.free()
        }

        /// Sorts the surface's triangles into the rows of `region` they cross.
        func prepare(_ triangles: UnsafeBufferPointer<ShadedTriangle>, in region: PixelRect) {
            self.region = region
            current = nil
            let height = max(0, region.height)
            line.reserve(max(1, region.width))
            rowStarts.reserve(height + 1)
            let starts = rowStarts.base
            starts.update(repeating: 0, count: height + 1)
            let lastColumn = region.x + region.width - 1
            func rows(_ triangle: ShadedTriangle) -> Range<Int>? {
                guard triangle.maxX >= Double(region.x), triangle.minX <= Double(lastColumn + 1) else { return nil }
                let top = max(region.y, Rounding.down(min(1e7, max(-1e7, triangle.minY))))
                let bottom = min(region.y + height, Rounding.up(min(1e7, max(-1e7, triangle.maxY))))
                return top < bottom ? (top - region.y) ..< (bottom - region.y) : nil
            }
            for triangle in triangles {
                guard let range = rows(triangle) else { continue }
                for row in range { starts[row + 1] += 1 }
            }
            for row in 0..<height { starts[row + 1] += starts[row] }
            entries.reserve(max(1, Int(starts[height])))
            let list = entries.base
            // Each row's next free place: its start, moved along as it fills, then put back.
            for (index, triangle) in triangles.enumerated() {
                guard let range = rows(triangle) else { continue }
                for row in range {
                    list[Int(starts[row])] = Int32(index)
                    starts[row] += 1
                }
            }
            for row in stride(from: height, to: 0, by: -1) { starts[row] = starts[row - 1] }
            starts[0] = 0
        }

        /// The triangles (indices, in drawing order) whose extent crosses canvas row `y` and
        /// the region's columns.
        func crossing(row y: Int) -> UnsafeBufferPointer<Int32> {
            let row = y - region.y
            let start = Int(rowStarts.base[row])
            return UnsafeBufferPointer(start: entries.base + start, count: Int(rowStarts.base[row + 1]) - start)
        }

        /// The owners of canvas row `y`, indexed by canvas column within the region; valid
        /// until the next row is asked for.
        func owners(row y: Int, _ triangles: UnsafeBufferPointer<ShadedTriangle>) -> UnsafePointer<Int32> {
            let base = UnsafePointer(line.base - region.x)
            if current == y { return base }
            current = y
            line.base.update(repeating: -1, count: region.width)
            let lastColumn = region.x + region.width - 1
            for index in crossing(row: y) {
                guard let columns = triangles[Int(index)].span(row: y, within: region.x, lastColumn) else { continue }
                (line.base + (columns.lowerBound - region.x)).update(repeating: index, count: columns.count)
            }
            return base
        }
    }
}
