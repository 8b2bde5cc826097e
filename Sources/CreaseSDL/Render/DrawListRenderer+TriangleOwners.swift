import Crease
import CreaseHUD

extension DrawListRenderer {
    /// Which triangle of a shaded surface owns each pixel centre of a row: the last one, in
    /// drawing order, that holds it, or -1 for none.
    ///
    /// Worked out a row at a time, when the sweep reaches the row, into one line that stays in
    /// the cache: a map of the whole surface would be cleared, written and read back once per
    /// pixel, several times the canvas's own traffic on a surface the size of the view. The
    /// line is raw memory kept between surfaces (this runs per row, where an array's access
    /// checks showed in profiles).
    final class TriangleOwners {
        private var line = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        private var capacity = 1
        private var region = PixelRect(x: 0, y: 0, width: 0, height: 0)
        /// The row `line` holds, if any.
        private var current: Int?

        deinit { line.deallocate() }

        /// Starts a surface swept over `region`.
        func prepare(in region: PixelRect) {
            self.region = region
            current = nil
            guard region.width > capacity else { return }
            line.deallocate()
            capacity = region.width
            line = .allocate(capacity: capacity)
        }

        /// The owners of canvas row `y`, indexed by canvas column within the region; valid
        /// until the next row is asked for.
        func owners(row y: Int, _ triangles: UnsafeBufferPointer<ShadedTriangle>) -> UnsafePointer<Int32> {
            let base = UnsafePointer(line - region.x)
            if current == y { return base }
            current = y
            line.update(repeating: -1, count: region.width)
            let lastColumn = region.x + region.width - 1
            for (index, triangle) in triangles.enumerated() {
                guard let columns = triangle.span(row: y, within: region.x, lastColumn) else { continue }
                (line + (columns.lowerBound - region.x)).update(repeating: Int32(index), count: columns.count)
            }
            return base
        }
    }
}
