import BattlefleetRules

/// What each player has picked out on the boards: the aiming cursor, the cells queued for a
/// salvo and the ship selected for keyboard moves and turning.
struct Selection: Sendable, Hashable {
    /// Where a cursor starts before its shooter has fired: E5, by the board's centre.
    static let start = Coordinate(column: 4, row: 4)

    /// The aiming cursors, one per shooter.
    var cursors: [PlayerID: Coordinate] = [.one: start, .two: start]
    /// The shooters who have put their cursor somewhere themselves (a tap, a key) since the
    /// match began: only for them does a tap on the cursor's cell fire, so a first tap on the
    /// cell the cursor starts on aims there rather than firing.
    var placedCursors: Set<PlayerID> = []
    /// The cells queued for the shooter's salvo.
    var salvoQueue: [Coordinate] = []
    /// The ship selected for keyboard moves and turning, per placing player.
    var selectedShip: [PlayerID: ShipClass] = [:]

    /// Puts each shooter's cursor where it starts a turn: on the cell it last fired at in
    /// `match`, or `start` before its first shot (a new match, a resumed one).
    mutating func aimAtLastShots(in match: Match) {
        for shooter in PlayerID.allCases {
            cursors[shooter] = match.history.last { $0.shooter == shooter }?.target ?? Self.start
        }
        placedCursors = []
    }

    /// Steps a shooter's cursor, kept on the grid.
    mutating func moveCursor(for shooter: PlayerID, columns: Int, rows: Int) {
        let cursor = cursors[shooter] ?? Coordinate(column: 0, row: 0)
        placedCursors.insert(shooter)
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
