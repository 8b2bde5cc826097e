import Crease
/// A player's ships and where they lie: at most one of each class, on the grid, never sharing a cell.
///
/// Ships may touch, side by side or end to end (the classic rule); only sharing a cell is an
/// overlap. A fleet under construction may lack ships; the battle needs it `isComplete`.
public struct Fleet: Sendable, Hashable, Codable {
    /// The placed ships, in fleet order (carrier first).
    public private(set) var placements: [Placement]

    /// An empty fleet, ready for placing.
    public init() {
        placements = []
    }

    /// A fleet of the given ships, checked.
    ///
    /// - Throws: `PlacementError` when a ship runs off the grid, overlaps another or repeats a class.
    public init(placements: [Placement]) throws(PlacementError) {
        self.init()
        for placement in placements {
            if self.placement(of: placement.ship) != nil { throw .duplicateShip(placement.ship) }
            try place(placement)
        }
    }

    /// Reads a fleet and checks it like `init(placements:)`, so a saved fleet cannot smuggle in an overlap.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let placements = try container.decode([Placement].self)
        do {
            try self.init(placements: placements)
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: error.description))
        }
    }

    /// Writes the placements as a plain array.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(placements)
    }

    /// Where a ship lies, or nil when it has not been placed.
    public func placement(of ship: ShipClass) -> Placement? {
        placements.first { $0.ship == ship }
    }

    /// The ship covering a cell, if any.
    public func ship(at cell: Coordinate) -> ShipClass? {
        placements.first { $0.covers(cell) }?.ship
    }

    /// The classic ships not yet placed, largest first.
    public var missingShips: [ShipClass] {
        ShipClass.classicFleet.filter { placement(of: $0) == nil }
    }

    /// Whether all five ships are placed: the fleet is ready for battle.
    public var isComplete: Bool { missingShips.isEmpty }

    /// Checks that a ship could lie here, ignoring where that same ship lies now.
    ///
    /// - Throws: `.offGrid` or `.overlaps`.
    public func check(_ placement: Placement) throws(PlacementError) {
        guard placement.isOnGrid else { throw .offGrid(placement) }
        if let other = placements.first(where: { $0.ship != placement.ship && $0.overlaps(placement) }) {
            throw .overlaps(placement, other.ship)
        }
    }

    /// Whether a ship could lie here (see `check(_:)`); for highlighting a drag target.
    public func canPlace(_ placement: Placement) -> Bool {
        do { try check(placement) } catch { return false }
        return true
    }

    /// Puts a ship on the grid, replacing where that ship lay before.
    ///
    /// - Throws: `.offGrid` or `.overlaps`; the fleet is then unchanged.
    public mutating func place(_ placement: Placement) throws(PlacementError) {
        try check(placement)
        placements.removeAll { $0.ship == placement.ship }
        placements.append(placement)
        placements.sort { $0.ship < $1.ship }
    }

    /// Moves a placed ship's bow to another cell, keeping its orientation (a drag's drop).
    ///
    /// - Throws: `.notPlaced`, `.offGrid` or `.overlaps`; the fleet is then unchanged.
    public mutating func move(_ ship: ShipClass, to origin: Coordinate) throws(PlacementError) {
        guard let current = placement(of: ship) else { throw .notPlaced(ship) }
        try place(current.moved(to: origin))
    }

    /// Turns a placed ship a quarter about its bow.
    ///
    /// - Parameter nudgeOntoGrid: when true, a ship whose stern would leave the grid slides back
    ///   onto it (see `Placement.nudgedOntoGrid()`); when false, that is an `.offGrid` error.
    /// - Throws: `.notPlaced`, `.offGrid` or `.overlaps`; the fleet is then unchanged.
    public mutating func rotate(_ ship: ShipClass, nudgeOntoGrid: Bool = false) throws(PlacementError) {
        guard let current = placement(of: ship) else { throw .notPlaced(ship) }
        let turned = current.rotated()
        try place(nudgeOntoGrid ? turned.nudgedOntoGrid() : turned)
    }

    /// Takes a ship off the grid (back to the dock); nothing happens if it was not placed.
    public mutating func remove(_ ship: ShipClass) {
        placements.removeAll { $0.ship == ship }
    }

    /// Places every missing ship at random around those already placed, largest first.
    ///
    /// Each ship is drawn uniformly from the placements still legal, so the result depends only
    /// on the generator's state. Should the ships already placed leave no room (which five
    /// ships on a 10×10 grid cannot do in practice), the whole fleet is redrawn.
    public mutating func placeMissingRandomly(using generator: inout SeededRandom) {
        if fillMissing(using: &generator) { return }
        for _ in 0..<100 {
            self = Fleet()
            if fillMissing(using: &generator) { return }
        }
        self = Fleet.fallback
    }

    /// A whole fleet placed at random (see `placeMissingRandomly(using:)`).
    public static func random(using generator: inout SeededRandom) -> Fleet {
        var fleet = Fleet()
        fleet.placeMissingRandomly(using: &generator)
        return fleet
    }

    /// Every placement of a ship that is legal next to this fleet's other ships, in row-major then orientation order.
    public func legalPlacements(of ship: ShipClass) -> [Placement] {
        Coordinate.all.flatMap { cell in
            Orientation.allCases.map { Placement(ship: ship, origin: cell, orientation: $0) }
        }.filter(canPlace)
    }

    private mutating func fillMissing(using generator: inout SeededRandom) -> Bool {
        for ship in missingShips {
            let options = legalPlacements(of: ship)
            guard !options.isEmpty else { return false }
            placements.append(options[generator.int(in: 0..<options.count)])
            placements.sort { $0.ship < $1.ship }
        }
        return true
    }

    /// One ship per even row, bows on the left edge; legal by construction.
    private static var fallback: Fleet {
        var fleet = Fleet()
        for (index, ship) in ShipClass.classicFleet.enumerated() {
            fleet.placements.append(Placement(ship: ship, origin: Coordinate(column: 0, row: index * 2), orientation: .horizontal))
        }
        return fleet
    }
}
