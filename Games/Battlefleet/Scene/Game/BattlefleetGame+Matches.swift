import BattlefleetRules
import Crease
import CreaseHUD
import CreasePlaytest

/// Matches: starting one with the options chosen, and resuming a save.
extension BattlefleetGame {
    /// A new match with the options chosen: fleets placed at random, nothing pending.
    mutating func startNewMatch() {
        match = options.newMatch(seed: random.next())
        for player in PlayerID.allCases where !match.players[player].isAI {
            try? match.placeFleetRandomly(for: player)
            selection.selectedShip[player] = .carrier
        }
        stations = Stations()
        pacing.restart()
        feedback.clear()
        selection.salvoQueue = []
        isPaused = false
        persistence.changed()
    }

    /// Takes up a saved match where it was left, with the options it was made with.
    mutating func resume(_ saved: Match) {
        match = saved
        options = MatchOptions(of: saved)
        stations.ready = saved.phase == .placement ? [] : Set(PlayerID.allCases)
        for player in PlayerID.allCases where !saved.players[player].isAI { selection.selectedShip[player] = .carrier }
        if twoPeople, saved.phase == .battle { stations.handoff = saved.currentPlayer }
    }
}
