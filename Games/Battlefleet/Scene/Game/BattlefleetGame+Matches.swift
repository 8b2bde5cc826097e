import BattlefleetRules
import CreaseGameSupport
import Crease
import CreaseHUD
import CreasePlaytest
import Foundation

/// Matches: starting one, resuming a save, and saving after every move.
extension BattlefleetGame {
    mutating func startNewMatch() {
        match = opponent.newMatch(salvo: salvo, seed: random.next())
        for player in PlayerID.allCases where !match.players[player].isAI {
            try? match.placeFleetRandomly(for: player)
            selectedShip[player] = .carrier
        }
        ready = []
        handoff = nil
        pendingHandoff = nil
        effects = []
        banner = nil
        checkingFleet = []
        salvoQueue = []
        endTimer = 0
        isPaused = false
        saving.changed()
    }

    mutating func resume(_ saved: Match) {
        match = saved
        opponent = Opponent(saved.players.two)
        salvo = saved.rules.salvo
        ready = saved.phase == .placement ? [] : Set(PlayerID.allCases)
        for player in PlayerID.allCases where !saved.players[player].isAI { selectedShip[player] = .carrier }
        if twoPeople, saved.phase == .battle { handoff = saved.currentPlayer }
    }

    /// Writes the match when a move changed it (deletes the save when the match is over).
    ///
    /// A failure never stops the game or goes unsaid: the first of its kind is one line on
    /// stderr naming the file, the status line shows "Not saved: <why>" while it lasts, and
    /// the save is retried every second of play and at every move until it lands (which
    /// is said in one line too). `quiet` leaves the saying to the caller.
    mutating func saveIfNeeded(quiet: Bool = false) {
        guard let store else { return }
        let match = self.match
        if let line = saving.attempt(path: store.fileURL.path, quiet: quiet, {
            if match.isFinished { try store.delete() } else { try store.save(match) }
        }) {
            Self.report(line)
        }
    }

    /// The status line's words while saving fails: "Not saved: read-only file system".
    var saveWarning: String? {
        guard let reason = saving.reason else { return nil }
        return reason.isEmpty ? "Not saved" : "Not saved: " + reason.lowercased()
    }

    /// One line on stderr, prefixed with the game's name.
    static func report(_ line: String) {
        FileHandle.standardError.write(Data("battlefleet: \(line)\n".utf8))
    }
}
