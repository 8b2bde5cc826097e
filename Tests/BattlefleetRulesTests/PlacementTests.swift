import BattlefleetRules
import Testing

@Suite("Placement: where one ship lies")
struct PlacementTests {
    @Test("cells follow the orientation from the bow")
    func cells() {
        let across = Placement(ship: .cruiser, origin: Coordinate(column: 2, row: 3), orientation: .horizontal)
        #expect(across.cells == [Coordinate(column: 2, row: 3), Coordinate(column: 3, row: 3), Coordinate(column: 4, row: 3)],
                "a horizontal cruiser at (2, 3) should cover columns 2 to 4 of row 3")
        let down = across.rotated()
        #expect(down.cells == [Coordinate(column: 2, row: 3), Coordinate(column: 2, row: 4), Coordinate(column: 2, row: 5)],
                "rotating should turn the cruiser about its bow to run down column 2")
        for cell in Coordinate.all {
            #expect(across.covers(cell) == across.cells.contains(cell), "covers(\(cell)) should agree with cells")
        }
    }

    @Test("ships running off an edge are off the grid", arguments: [
        (ShipClass.carrier, 5, 0, Orientation.horizontal, true),
        (.carrier, 6, 0, .horizontal, false),
        (.carrier, 0, 6, .vertical, false),
        (.destroyer, 8, 9, .horizontal, true),
        (.destroyer, 9, 9, .horizontal, false),
        (.destroyer, 9, 9, .vertical, false),
        (.submarine, -1, 0, .horizontal, false),
        (.carrier, Int.max, 0, .horizontal, false),
        (.carrier, 0, Int.min, .vertical, false),
    ])
    func bounds(ship: ShipClass, column: Int, row: Int, orientation: Orientation, expected: Bool) {
        let placement = Placement(ship: ship, origin: Coordinate(column: column, row: row), orientation: orientation)
        #expect(placement.isOnGrid == expected, "\(placement) should \(expected ? "" : "not ")fit on the grid")
    }

    @Test("rotation at an edge leaves the grid; nudging slides it back the least distance")
    func rotationAtEdge() {
        let atBottom = Placement(ship: .battleship, origin: Coordinate(column: 3, row: 8), orientation: .horizontal)
        #expect(!atBottom.rotated().isOnGrid, "a battleship on row 8 turned downwards should run off the bottom")
        let nudged = atBottom.rotated().nudgedOntoGrid()
        #expect(nudged.isOnGrid && nudged.origin == Coordinate(column: 3, row: 6),
                "nudged, its bow should move up to row 6 (got \(nudged))")
        #expect(atBottom.nudgedOntoGrid() == atBottom, "a ship already on the grid should not move")
    }

    @Test("cells far off the grid are never covered, and never trap")
    func extremes() {
        let far = Placement(ship: .carrier, origin: Coordinate(column: Int.max - 1, row: 0), orientation: .horizontal)
        #expect(!far.covers(Coordinate(column: Int.min, row: 0)), "a carrier at Int.max should not wrap round to Int.min")
        #expect(far.covers(Coordinate(column: Int.max, row: 0)), "a carrier at Int.max - 1 should cover Int.max")
        let low = Placement(ship: .destroyer, origin: Coordinate(column: Int.min, row: 0), orientation: .horizontal)
        #expect(!low.covers(Coordinate(column: Int.max, row: 0)), "a distance past Int.max should not count as covered")
        #expect(Coordinate(column: Int.max, row: Int.max).neighbours.isEmpty, "a cell off the grid should have no neighbours")
    }

    @Test("overlap means sharing a cell; touching is not overlap")
    func overlap() {
        let a = Placement(ship: .carrier, origin: Coordinate(column: 0, row: 0), orientation: .horizontal)
        let beside = Placement(ship: .destroyer, origin: Coordinate(column: 0, row: 1), orientation: .horizontal)
        let endToEnd = Placement(ship: .destroyer, origin: Coordinate(column: 5, row: 0), orientation: .horizontal)
        let crossing = Placement(ship: .cruiser, origin: Coordinate(column: 2, row: 0), orientation: .vertical)
        #expect(!a.overlaps(beside), "ships side by side should not overlap")
        #expect(!a.overlaps(endToEnd), "ships end to end should not overlap")
        #expect(a.overlaps(crossing) && crossing.overlaps(a), "a cruiser crossing the carrier should overlap it")
    }
}
