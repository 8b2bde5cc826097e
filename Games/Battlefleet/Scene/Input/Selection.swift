import BattlefleetRules

/// What each player has picked out on the boards: the aiming cursor, the cells queued for a
/// salvo and the ship selected for keyboard moves and turning.
struct Selection: Sendable, Hashable {
    /// The aiming cursors, one per shooter.
    var cursors: [PlayerID: Coordinate] = [.one: Coordinate(column: 4, row: 4), .two: Coordinate(column: 4, row: 4)]
    /// The cells queued for the shooter's salvo.
    var salvoQueue: [Coordinate] = []
    /// The ship selected for keyboard moves and turning, per placing player.
    var selectedShip: [PlayerID: ShipClass] = [:]

    /// Steps a shooter's cursor, kept on the grid.
    mutating func moveCursor(for shooter: PlayerID, columns: Int, rows: Int) {
        let cursor = cursors[shooter] ?? Coordinate(column: 0, row: 0)
        let last = Coordinate.gridSize - 1
        cursors[shooter] = Coordinate(column: (cursor.column + columns).clamped(to: 0...last),
                                      row: (cursor.row + rows).clamped(to: 0...last))
    }

    /// Selects a player's next ship in fleet order, wrapping around.
    mutating func selectNextShip(for player: PlayerID) {
        let all = ShipClass.classicFleet
        let index = selectedShip[player].flatMap { all.firstIndex(of: $0) } ?? -1
        selectedShip[player] = all[(index + 1) % all.count]
    }
}
