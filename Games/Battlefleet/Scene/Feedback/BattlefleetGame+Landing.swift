import BattlefleetRules

/// What the players have seen land. The rules know a shot's result the moment it is fired;
/// the screen tells it only when the shell lands: until then the status, the counts, the
/// pad and the board show the match as it was before the shot.
extension BattlefleetGame {
    /// The shots whose shells are still in the air, oldest first.
    var shotsInFlight: [ShotRecord] {
        feedback.effects.compactMap { $0.kind == .shell ? $0.shot : nil }
    }

    /// The waters the latest shell in the air flies into, if one is in the air.
    var shellInFlight: PlayerID? {
        feedback.effects.last { $0.kind == .shell }?.waters
    }

    /// A player's statistics counting only the shots that have landed.
    func landedStatistics(of player: PlayerID) -> PlayerStatistics {
        var stats = match.statistics[player]
        for shot in shotsInFlight where shot.shooter == player {
            stats.shots -= 1
            if shot.result.isHit { stats.hits -= 1 }
        }
        return stats
    }

    /// A player's ships afloat as seen: a ship whose sinking shell is in the air still floats.
    func landedShipsAfloat(of player: PlayerID) -> Int {
        let sinking = shotsInFlight.filter { shot in
            guard shot.shooter == player.opponent, case .sunk = shot.result else { return false }
            return true
        }
        return match.boards[player].shipsAfloat.count + sinking.count
    }

    /// The mark a cell of `waters` shows: none while a shell is on its way to it, and a plain
    /// hit on a ship that is sunk but not yet seen to go down.
    func landedMark(at cell: Coordinate, in waters: PlayerID) -> CellMark {
        let mark = match.boards[waters].mark(at: cell)
        if shotsInFlight.contains(where: { $0.shooter == waters.opponent && $0.target == cell }) { return .unknown }
        guard case .sunk = mark else { return mark }
        let goingDown = feedback.effects.contains { effect in
            guard effect.waters == waters, case .sinking(let placement) = effect.kind else { return false }
            return !effect.hasBegun && placement.cells.contains(cell)
        }
        return goingDown ? .hit : mark
    }
}
