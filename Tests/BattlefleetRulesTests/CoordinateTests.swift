import BattlefleetRules
import Testing

@Suite("Coordinate: cells of the 10×10 grid")
struct CoordinateTests {
    @Test("on-grid checks", arguments: [
        (0, 0, true), (9, 9, true), (9, 0, true), (10, 0, false), (0, 10, false), (-1, 3, false), (3, -1, false),
    ])
    func onGrid(column: Int, row: Int, expected: Bool) {
        #expect(Coordinate(column: column, row: row).isOnGrid == expected,
                "(\(column), \(row)) should \(expected ? "" : "not ")be on the grid")
    }

    @Test("indices run row by row and round-trip")
    func indices() {
        #expect(Coordinate.all.count == 100, "the grid should have 100 cells")
        for (index, cell) in Coordinate.all.enumerated() {
            #expect(cell.index == index, "\(cell) should have index \(index)")
            #expect(Coordinate(index: index) == cell, "index \(index) should give back \(cell)")
        }
        #expect(Coordinate(index: 100) == nil, "index 100 should be off the grid")
        #expect(Coordinate.all == Coordinate.all.sorted(), "the cell list should be in coordinate order")
    }

    @Test("neighbours stay on the grid")
    func neighbours() {
        #expect(Coordinate(column: 0, row: 0).neighbours.count == 2, "a corner should have two neighbours")
        #expect(Coordinate(column: 5, row: 0).neighbours.count == 3, "an edge cell should have three neighbours")
        #expect(Coordinate(column: 5, row: 5).neighbours.count == 4, "an inner cell should have four neighbours")
    }

    @Test("labels read like the board's margins")
    func labels() {
        #expect(Coordinate(column: 0, row: 0).label == "A1", "the top-left cell should read A1")
        #expect(Coordinate(column: 9, row: 9).label == "J10", "the bottom-right cell should read J10")
    }
}
