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
        selection.aimAtLastShots(in: match)
        isPaused = false
        persistence.changed()
    }

    /// A new match with the options chosen, in which each person who was placing a fleet
    /// keeps the ships where they put them (an option changed while placing).
    mutating func startNewMatchKeepingFleets() {
        let previous = match
        startNewMatch()
        for player in PlayerID.allCases where !previous.players[player].isAI && !match.players[player].isAI {
            for ship in ShipClass.allCases { try? match.removeShip(ship, for: player) }
            for placement in previous.boards[player].fleet.placements { try? match.place(placement, for: player) }
        }
    }

    /// Takes up a saved match where it was left, with the options it was made with. With two
    /// people the pass screen comes first, for whoever plays next (player one while placing).
    mutating func resume(_ saved: Match) {
        match = saved
        selection.aimAtLastShots(in: saved)
        options = MatchOptions(of: saved)
        stations.ready = saved.phase == .placement ? [] : Set(PlayerID.allCases)
        for player in PlayerID.allCases where !saved.players[player].isAI { selection.selectedShip[player] = .carrier }
        if twoPeople, !saved.isFinished { stations.handoff = saved.phase == .battle ? saved.currentPlayer : .one }
    }

    /// The start's choice for a saved match: Continue takes it up where it was left.
    mutating func continueSavedMatch() {
        guard stations.offeringResume else { return }
        stations.offeringResume = false
        showBanner(twoPeople ? "Resumed the match" : "Resumed your match", short: "Resumed")
    }
}
