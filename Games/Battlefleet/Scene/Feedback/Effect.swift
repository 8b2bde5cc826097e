import BattlefleetRules

/// One animation on a board: a shell flying to the cell, then a splash for a miss, a blast
/// for a hit, a sinking hull. Aged by the game's fixed steps (never the wall clock), so a
/// replay draws the same frames.
struct Effect: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        /// The shell on its way, from the shooter's side of the board to the cell.
        case shell
        case splash
        case blast
        case sinking(Placement)
    }

    /// Seconds a shell takes to reach its cell; what it sets off waits this long.
    static let flight = 0.4

    /// Whose waters it happens in.
    var waters: PlayerID
    var cell: Coordinate
    var kind: Kind
    /// Seconds since it was set off (it shows once `age` passes `delay`).
    var age: Double = 0
    /// Seconds it waits before it begins (a splash waits for its shell to land).
    var delay: Double = 0
    /// For a shell, the shot it carries: its result is told only once the shell lands.
    var shot: ShotRecord?
    /// The sound cued the step it begins (a splash, a hit, a ship going down), if any.
    var sound: String?

    /// How long it lasts once begun.
    var duration: Double {
        switch kind {
        case .shell: Self.flight
        case .splash: 0.7
        case .blast: 0.6
        case .sinking: 1.4
        }
    }

    /// True once the wait is over.
    var hasBegun: Bool { age >= delay }

    /// 0 at the start, 1 at the end.
    var progress: Double { Swift.min(1, Swift.max(0, (age - delay) / duration)) }

    var isOver: Bool { age >= delay + duration }
}
