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
    /// triangles' spans.
    final class TriangleOwners {
        /// Per row of the region, where its triangles begin in `entries` (one past the last row too).
        private var rowStarts: [Int32] = []
        /// The triangles crossing each row, row after row, each row's in drawing order.
        private var entries: [Int32] = []
        /// Per row, the next free place in `entries` while they are filled.
        private var cursors: [Int32] = []
        /// One row's owners, a column per pixel of the region.
        private var line = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        private var lineCapacity = 0
        private var region = PixelRect(x: 0, y: 0, width: 0, height: 0)
        /// The row `line` holds, if any.
        private var current: Int?

        deinit { line.deallocate() }

        /// Sorts the surface's triangles into the rows of `region` they cross.
        func prepare(_ triangles: [ShadedTriangle], in region: PixelRect) {
            self.region = region
            current = nil
            let height = max(0, region.height)
            if lineCapacity < region.width {
                line.deallocate()
                lineCapacity = region.width
                line = .allocate(capacity: lineCapacity)
            }
            rowStarts.removeAll(keepingCapacity: true)
            rowStarts.append(contentsOf: repeatElement(0, count: height + 1))
            let lastColumn = region.x + region.width - 1
            func rows(_ triangle: ShadedTriangle) -> Range<Int>? {
                guard triangle.maxX >= Double(region.x), triangle.minX <= Double(lastColumn + 1) else { return nil }
                let top = max(region.y, Int(min(1e7, max(-1e7, triangle.minY)).rounded(.down)))
                let bottom = min(region.y + height, Int(min(1e7, max(-1e7, triangle.maxY)).rounded(.up)))
                return top < bottom ? (top - region.y) ..< (bottom - region.y) : nil
            }
            for triangle in triangles {
                guard let range = rows(triangle) else { continue }
                for row in range { rowStarts[row + 1] += 1 }
            }
            for row in 0..<height { rowStarts[row + 1] += rowStarts[row] }
            entries.removeAll(keepingCapacity: true)
            entries.append(contentsOf: repeatElement(0, count: Int(rowStarts[height])))
            cursors.removeAll(keepingCapacity: true)
            cursors.append(contentsOf: rowStarts.prefix(height))
            for (index, triangle) in triangles.enumerated() {
                guard let range = rows(triangle) else { continue }
                for row in range {
                    entries[Int(cursors[row])] = Int32(index)
                    cursors[row] += 1
                }
            }
        }

        /// The triangles (indices, in drawing order) whose extent crosses canvas row `y` and
        /// the region's columns.
        func crossing(row y: Int) -> ArraySlice<Int32> {
            let row = y - region.y
            return entries[Int(rowStarts[row]) ..< Int(rowStarts[row + 1])]
        }

        /// The owners of canvas row `y`, indexed by canvas column within the region; valid
        /// until the next row is asked for.
        func owners(row y: Int, _ triangles: [ShadedTriangle]) -> UnsafePointer<Int32> {
            let base = UnsafePointer(line - region.x)
            if current == y { return base }
            current = y
            line.update(repeating: -1, count: region.width)
            let row = y - region.y
            let lastColumn = region.x + region.width - 1
            for entry in rowStarts[row] ..< rowStarts[row + 1] {
                let index = entries[Int(entry)]
                guard let columns = triangles[Int(index)].span(row: y, within: region.x, lastColumn) else { continue }
                (line + (columns.lowerBound - region.x)).update(repeating: index, count: columns.count)
            }
            return base
        }
    }
}
