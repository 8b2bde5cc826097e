import BattlefleetRules

/// One animation on a board: a splash for a miss, a blast for a hit, a sinking hull.
/// Aged by the game's fixed steps (never the wall clock), so a replay draws the same frames.
struct Effect: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case splash
        case blast
        case sinking(Placement)
    }

    /// Whose waters it happens in.
    var waters: PlayerID
    var cell: Coordinate
    var kind: Kind
    /// Seconds since it began.
    var age: Double = 0

    /// How long it lasts.
    var duration: Double {
        switch kind {
        case .splash: 0.7
        case .blast: 0.6
        case .sinking: 1.4
        }
    }

    /// 0 at the start, 1 at the end.
    var progress: Double { Swift.min(1, age / duration) }

    var isOver: Bool { age >= duration }
}
