import Crease
import BattlefleetRules
import Testing

@Suite("Fleet: placing, moving, rotating and random placement")
struct FleetTests {
    private func at(_ ship: ShipClass, _ column: Int, _ row: Int, _ orientation: Orientation = .horizontal) -> Placement {
        Placement(ship: ship, origin: Coordinate(column: column, row: row), orientation: orientation)
    }

    @Test("placing checks bounds and overlap, and leaves the fleet unchanged on error")
    func placing() throws {
        var fleet = Fleet()
        try fleet.place(at(.carrier, 0, 0))
        #expect(throws: PlacementError.offGrid(at(.battleship, 7, 0))) { try fleet.place(at(.battleship, 7, 0)) }
        #expect(throws: PlacementError.overlaps(at(.battleship, 4, 0, .vertical), .carrier)) {
            try fleet.place(at(.battleship, 4, 0, .vertical))
        }
        #expect(fleet.placements == [at(.carrier, 0, 0)], "refused placements should leave only the carrier")
        try fleet.place(at(.battleship, 5, 0))
        try fleet.place(at(.destroyer, 0, 1))
        #expect(fleet.placements.map(\.ship) == [.carrier, .battleship, .destroyer],
                "ships touching end to end and side by side should be accepted, kept in fleet order")
        #expect(fleet.missingShips == [.cruiser, .submarine], "the cruiser and submarine should still be missing")
        #expect(!fleet.isComplete, "a fleet of three ships should not be complete")
    }

    @Test("placing a ship again moves it; its old cells do not block it")
    func replacing() throws {
        var fleet = Fleet()
        try fleet.place(at(.carrier, 0, 0))
        try fleet.place(at(.carrier, 2, 0))
        #expect(fleet.placements == [at(.carrier, 2, 0)], "re-placing should move the carrier, not add a second")
    }

    @Test("move and rotate, strict and nudged, at an edge")
    func moveAndRotate() throws {
        var fleet = Fleet()
        try fleet.place(at(.battleship, 0, 8))
        try fleet.place(at(.destroyer, 5, 7, .vertical))
        try fleet.move(.battleship, to: Coordinate(column: 6, row: 8))
        #expect(fleet.placement(of: .battleship) == at(.battleship, 6, 8), "the battleship should be dragged to (6, 8)")
        #expect(throws: PlacementError.offGrid(at(.battleship, 6, 8, .vertical))) { try fleet.rotate(.battleship) }
        try fleet.rotate(.battleship, nudgeOntoGrid: true)
        #expect(fleet.placement(of: .battleship) == at(.battleship, 6, 6, .vertical),
                "a nudged rotation at the bottom edge should slide the bow up to row 6")
        #expect(throws: PlacementError.overlaps(at(.destroyer, 5, 7), .battleship)) { try fleet.rotate(.destroyer) }
        #expect(throws: PlacementError.notPlaced(.carrier)) { try fleet.move(.carrier, to: Coordinate(column: 0, row: 0)) }
        fleet.remove(.destroyer)
        #expect(fleet.placement(of: .destroyer) == nil, "a removed ship should be back in the dock")
    }

    @Test("a fleet built from placements refuses overlaps and repeats")
    func initializer() {
        #expect(throws: PlacementError.duplicateShip(.carrier)) {
            try Fleet(placements: [at(.carrier, 0, 0), at(.carrier, 0, 2)])
        }
        #expect(throws: PlacementError.self) { try Fleet(placements: [at(.carrier, 0, 0), at(.cruiser, 1, 0, .vertical)]) }
    }

    @Test("random fleets are complete, legal and fixed by the seed", arguments: 0..<50)
    func random(seed: Int) throws {
        var a = SeededRandom(seed: UInt64(seed))
        var b = SeededRandom(seed: UInt64(seed))
        let fleet = Fleet.random(using: &a)
        #expect(fleet.isComplete, "seed \(seed): a random fleet should hold all five ships")
        #expect(try Fleet(placements: fleet.placements) == fleet, "seed \(seed): a random fleet should pass the placement checks")
        #expect(fleet.placements.flatMap(\.cells).count == 17, "seed \(seed): five ships should cover 17 cells")
        #expect(Fleet.random(using: &b) == fleet, "seed \(seed): the same seed should place the same fleet")
    }

    @Test("random placement keeps ships already placed")
    func randomKeeps() throws {
        var fleet = Fleet()
        try fleet.place(at(.carrier, 3, 3, .vertical))
        var generator = SeededRandom(seed: 9)
        fleet.placeMissingRandomly(using: &generator)
        #expect(fleet.isComplete, "the missing ships should be placed")
        #expect(fleet.placement(of: .carrier) == at(.carrier, 3, 3, .vertical), "the carrier should stay where the player put it")
    }
}
