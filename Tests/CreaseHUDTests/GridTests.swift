import Crease
import CreaseHUD
import Testing

@Suite struct GridTests {
    /// (columns rule, width, has a division) → column count.
    @Test(arguments: [
        (Grid.Columns.adaptive(minimumWidth: 64), 440.0, false, 6),
        (.adaptive(minimumWidth: 64), 380.0, false, 5),
        (.adaptive(minimumWidth: 64), 380.0, true, 4),
        (.adaptive(minimumWidth: 200), 300.0, true, 2),
        (.preferred(3), 300.0, false, 3),
        (.preferred(3), 300.0, true, 4),
        (.fixed(3), 300.0, true, 3),
    ])
    func columnCount(_ columns: Grid.Columns, _ width: Double, _ hasDivision: Bool, _ expected: Int) {
        let grid = Grid(columns: columns, spacing: 8)
        #expect(grid.columnCount(forWidth: width, hasDivision: hasDivision) == expected,
                "\(columns) in \(width) pt (division: \(hasDivision)) should give \(expected) columns.")
    }

    @Test func evenColumnsSplitAtAVerticalFold() {
        let grid = Grid(columns: .adaptive(minimumWidth: 80), spacing: 8, cellHeight: 50)
        let fold = Rect(x: 459.5, y: 0, width: 32, height: 720)
        let regions = LayoutRegions(size: Size(width: 951, height: 720), division: fold)
        let cells = grid.frames(count: 10, in: Rect(x: 0, y: 0, width: 951, height: 720), regions: regions)
        #expect(cells.count == 10, "One frame per cell.")
        for cell in cells {
            #expect(!cell.intersects(fold), "No cell may straddle the fold, but \(cell) does.")
        }
        let left = cells.prefix(10).filter { $0.maxX <= fold.minX }.count
        let right = cells.filter { $0.minX >= fold.maxX }.count
        #expect(left == right, "Cells split evenly on both sides of the fold: \(left) vs \(right).")
    }

    @Test func rowsJumpOverAHorizontalFold() {
        let grid = Grid(columns: .fixed(2), spacing: 0, cellHeight: 100)
        let fold = Rect(x: 0, y: 250, width: 200, height: 20)
        let regions = LayoutRegions(size: Size(width: 200, height: 600), division: fold)
        let cells = grid.frames(count: 8, in: Rect(x: 0, y: 0, width: 200, height: 600), regions: regions)
        for cell in cells {
            #expect(!cell.intersects(fold), "No row may straddle a horizontal fold, but \(cell) does.")
        }
        #expect(cells[4].minY == 270, "The third row starts just below the fold, got \(cells[4]).")
    }

    @Test func flatFoldLineStillSplitsCleanly() {
        let grid = Grid(columns: .adaptive(minimumWidth: 100), spacing: 10, cellHeight: 40)
        let line = Rect(x: 475.5, y: 0, width: 0, height: 720)
        let regions = LayoutRegions(size: Size(width: 951, height: 720), division: line)
        let cells = grid.frames(count: 8, in: Rect(x: 0, y: 0, width: 951, height: 720), regions: regions)
        for cell in cells {
            #expect(!cell.intersects(line), "No cell crosses the flat fold's line, but \(cell) does.")
        }
    }

    @Test(arguments: LayoutPolicy.allCases, [Fixtures.Pose.flatNew, .book])
    func hudBoardSplitsAtTheFoldInEveryPolicy(_ policy: LayoutPolicy, _ pose: Fixtures.Pose) throws {
        let cells = (0..<12).map { HUDElement.button("cell\($0)", "") }
        let hud = HUD(policy: policy, elements: [.grid("board", Grid(columns: .adaptive(minimumWidth: 100)), cells).in(.whole)])
        let device = Fixtures.device("duo", pose)
        let layout = hud.layout(in: Fixtures.proxy(device))
        let fold = try #require(GeometryProxy(device: device).reservedRegions(kind: .division, options: .includeInactive).first).frame
        let firstRow = (0..<12).compactMap { layout["cell\($0)"] }.filter { $0.minY == layout["cell0"]?.minY }
        #expect(firstRow.count % 2 == 0, "A division exists, so the board has an even column count, got \(firstRow.count).")
        for cell in firstRow {
            #expect(!cell.intersects(fold), "\(policy) \(pose): no cell straddles the fold (or its flat line), but \(cell) does.")
        }
        let left = firstRow.filter { $0.maxX <= fold.minX }.count
        #expect(left * 2 == firstRow.count, "Half the columns lie on each side of the fold (\(policy) \(pose)).")
    }
}
