import BattlefleetRules

/// Saving: the match written after every move (see `MatchPersistence`), and what the game
/// says while saving fails.
extension BattlefleetGame {
    /// The one line a bad save produced at start, also written to stderr.
    public var saveNotice: String? { persistence.notice }

    /// Why saving fails, while it does ("<path>: could not … (Read-only file system)"): the
    /// status line says so, and the save is retried every second of play (`RetryingSave`).
    public var saveFailure: String? { persistence.saving.failure }

    /// Writes the match when a move changed it (deletes the save when the match is over);
    /// `quiet` leaves saying a failure to the caller (see `MatchPersistence.saveIfNeeded`).
    mutating func saveIfNeeded(quiet: Bool = false) {
        persistence.saveIfNeeded(match, quiet: quiet)
    }

    /// The status line's words while saving fails: "Not saved: read-only file system".
    var saveWarning: String? { persistence.warning }
}
