import Crease

/// How far the ball must roll to the cup from each spot of a course, going round walls and
/// water: the bot's measure of how good a resting place is.
///
/// A grid of cells (4 units) over the course; a cell is open when the ball fits there (inside
/// the fence, clear of walls and water by its radius). Distances are shortest paths over the
/// open cells from the cup, through the eight neighbours.
public struct DistanceField: Sendable {
    /// The side of a cell in course units.
    public let cellSize: Double
    let columns: Int
    let rows: Int
    /// Per cell, row by row: whether the ball fits there.
    let open: [Bool]
    private(set) var distances: [Double]

    /// Builds the field for a course.
    public init(course: Course, tuning: PhysicsTuning = PhysicsTuning(), cellSize: Double = 4) {
        self.cellSize = cellSize
        columns = max(1, Int((course.size.width / cellSize).rounded(.up)))
        rows = max(1, Int((course.size.height / cellSize).rounded(.up)))
        let geometry = CourseGeometry(course: course, tuning: tuning)
        let clearance = tuning.ballRadius
        let columns = columns, rows = rows
        func center(_ column: Int, _ row: Int) -> Point { Point(x: (Double(column) + 0.5) * cellSize, y: (Double(row) + 0.5) * cellSize) }
        /// The columns (or rows) whose centres may lie in `low...high`, with a cell to spare.
        func cells(_ low: Double, _ high: Double, count: Int) -> ClosedRange<Int>? {
            guard low.isFinite, high.isFinite else { return 0...(count - 1) }
            let first = max(0, Int(max(-1e9, low / cellSize - 0.5).rounded(.down)) - 1)
            let last = min(count - 1, Int(min(1e9, high / cellSize - 0.5).rounded(.up)) + 1)
            return first <= last ? first...last : nil
        }
        // A cell is blocked when a wall passes within the ball's radius of its centre. Each wall
        // is tested against the cells near it only (those its box, grown by the radius, can
        // hold): a wall farther off fails the same test, so the cells come out as when every
        // cell was tested against every wall, for a fraction of the work.
        var blocked = [Bool](repeating: false, count: columns * rows)
        for segment in geometry.staticSegments {
            guard let columnRange = cells(min(segment.a.x, segment.b.x) - clearance, max(segment.a.x, segment.b.x) + clearance, count: columns),
                  let rowRange = cells(min(segment.a.y, segment.b.y) - clearance, max(segment.a.y, segment.b.y) + clearance, count: rows)
            else { continue }
            for row in rowRange {
                for column in columnRange where !blocked[row * columns + column] {
                    let point = center(column, row)
                    if segment.mayTouch(point, point, margin: clearance) && Polygon.distance(from: point, toSegment: segment.a, segment.b) < clearance {
                        blocked[row * columns + column] = true
                    }
                }
            }
        }
        // Islands (closed walls) likewise test only the cells their box holds.
        var insideIsland = [Bool](repeating: false, count: columns * rows)
        for wall in course.walls where wall.closed && !wall.points.isEmpty {
            let xs = wall.points.map(\.x), ys = wall.points.map(\.y)
            guard let columnRange = cells(xs.min() ?? 0, xs.max() ?? 0, count: columns), let rowRange = cells(ys.min() ?? 0, ys.max() ?? 0, count: rows)
            else { continue }
            for row in rowRange {
                for column in columnRange where Polygon.contains(wall.points, center(column, row)) { insideIsland[row * columns + column] = true }
            }
        }
        var open = [Bool](repeating: false, count: columns * rows)
        for row in 0..<rows {
            for column in 0..<columns where !blocked[row * columns + column] && !insideIsland[row * columns + column] {
                let point = center(column, row)
                open[row * columns + column] = geometry.isInBounds(point) && geometry.surface(at: point) != .water
            }
        }
        self.open = open
        distances = [Double](repeating: .infinity, count: columns * rows)
        var queue = MinQueue()
        let cup = course.cup
        let cupColumn = Int(cup.x / cellSize), cupRow = Int(cup.y / cellSize)
        for row in max(0, cupRow - 2)...min(rows - 1, cupRow + 2) {
            for column in max(0, cupColumn - 2)...min(columns - 1, cupColumn + 2) where open[row * columns + column] {
                let center = Point(x: (Double(column) + 0.5) * cellSize, y: (Double(row) + 0.5) * cellSize)
                let distance = center.distance(to: cup)
                distances[row * columns + column] = distance
                queue.push(distance, row * columns + column)
            }
        }
        let steps = [(1, 0, 1.0), (-1, 0, 1.0), (0, 1, 1.0), (0, -1, 1.0),
                     (1, 1, 2.0.squareRoot()), (1, -1, 2.0.squareRoot()), (-1, 1, 2.0.squareRoot()), (-1, -1, 2.0.squareRoot())]
        while let (distance, index) = queue.pop() {
            guard distance <= distances[index] else { continue }
            let row = index / columns, column = index % columns
            for (dx, dy, length) in steps {
                let nextColumn = column + dx, nextRow = row + dy
                guard nextColumn >= 0, nextColumn < columns, nextRow >= 0, nextRow < rows else { continue }
                let next = nextRow * columns + nextColumn
                // Diagonals must not cut a corner between two closed cells.
                guard open[next], open[row * columns + nextColumn], open[nextRow * columns + column] else { continue }
                let candidate = distance + length * cellSize
                if candidate < distances[next] {
                    distances[next] = candidate
                    queue.push(candidate, next)
                }
            }
        }
    }

    /// The rolling distance from a point to the cup; infinity where no path is known.
    public func distance(at point: Point) -> Double {
        let column = Int((point.x / cellSize).rounded(.down)), row = Int((point.y / cellSize).rounded(.down))
        var best = Double.infinity
        for radius in 0...2 {
            for r in (row - radius)...(row + radius) {
                for c in (column - radius)...(column + radius) where r >= 0 && r < rows && c >= 0 && c < columns {
                    let value = distances[r * columns + c]
                    guard value.isFinite else { continue }
                    best = min(best, value + point.distance(to: center(column: c, row: r)))
                }
            }
            if best.isFinite { return best }
        }
        return best
    }

    /// The cell path from a point downhill to the cup, as cell centres (the first is the start cell).
    func pathToCup(from point: Point, maximumSteps: Int = 400) -> [Point] {
        var column = min(columns - 1, max(0, Int(point.x / cellSize)))
        var row = min(rows - 1, max(0, Int(point.y / cellSize)))
        var path: [Point] = []
        for _ in 0..<maximumSteps {
            path.append(center(column: column, row: row))
            var bestValue = distances[row * columns + column]
            var bestCell: (Int, Int)?
            for r in max(0, row - 1)...min(rows - 1, row + 1) {
                for c in max(0, column - 1)...min(columns - 1, column + 1) where distances[r * columns + c] < bestValue {
                    bestValue = distances[r * columns + c]
                    bestCell = (c, r)
                }
            }
            guard let (c, r) = bestCell else { break }
            column = c
            row = r
        }
        return path
    }

    private func center(column: Int, row: Int) -> Point {
        Point(x: (Double(column) + 0.5) * cellSize, y: (Double(row) + 0.5) * cellSize)
    }
}

/// A binary heap of (distance, cell) pairs, smallest distance first; ties by cell so the
/// order never depends on anything but the inputs.
private struct MinQueue {
    private var items: [(Double, Int)] = []

    mutating func push(_ key: Double, _ value: Int) {
        items.append((key, value))
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.less(items[child], items[parent]) else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    mutating func pop() -> (Double, Int)? {
        guard let first = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1, right = left + 1
                var smallest = parent
                if left < items.count, Self.less(items[left], items[smallest]) { smallest = left }
                if right < items.count, Self.less(items[right], items[smallest]) { smallest = right }
                if smallest == parent { break }
                items.swapAt(parent, smallest)
                parent = smallest
            }
        }
        return first
    }

    private static func less(_ a: (Double, Int), _ b: (Double, Int)) -> Bool { a.0 < b.0 || (a.0 == b.0 && a.1 < b.1) }
}
