/// Why a shot was refused. A refused shot changes nothing: it is not a turn and not a statistic.
public enum ShotError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Shots are fired only during the battle.
    case notInBattle(Phase)
    /// The cell is off the grid.
    case offGrid(Coordinate)
    /// That cell of the opponent's grid was already fired at.
    case alreadyFired(Coordinate)
    /// It is the other player's turn.
    case notYourTurn(PlayerID)
    /// A salvo had more shots than the turn allows.
    case tooManyShots(allowed: Int, given: Int)
    /// A salvo named the same cell twice.
    case repeatedInSalvo(Coordinate)
    /// The player whose turn it is is a person; the AI does not move for them.
    case notAITurn(PlayerID)

    /// One line saying what is wrong.
    public var description: String {
        switch self {
        case .notInBattle(let phase): "shots are fired only during the battle (the match is in \(phase))"
        case .offGrid(let cell): "\(cell) is off the grid"
        case .alreadyFired(let cell): "\(cell.label) was already fired at"
        case .notYourTurn(let player): "it is player \(player)'s turn"
        case .tooManyShots(let allowed, let given): "a salvo of \(given) shots, but this turn allows \(allowed)"
        case .repeatedInSalvo(let cell): "the salvo names \(cell.label) twice"
        case .notAITurn(let player): "player \(player) is a person; the AI does not fire for them"
        }
    }
}
