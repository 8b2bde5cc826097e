/// One shot fired in a match: who fired, where, in which turn, and what it did.
public struct ShotRecord: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The player who fired.
    public var shooter: PlayerID
    /// The cell fired at, on the opponent's grid.
    public var target: Coordinate
    /// The match's turn number (from 1) the shot was fired in.
    public var turn: Int
    /// What the shot did.
    public var result: ShotResult

    /// Creates a record.
    public init(shooter: PlayerID, target: Coordinate, turn: Int, result: ShotResult) {
        self.shooter = shooter
        self.target = target
        self.turn = turn
        self.result = result
    }

    /// "turn 3: player one fires at C4: hit".
    public var description: String { "turn \(turn): player \(shooter) fires at \(target.label): \(result)" }
}
