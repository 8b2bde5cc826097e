import MiniGolfCore

/// Best scores: taken in as each hole completes and saved at once for a player (see
/// `ScoreKeeper`), with a failed save said over the course too.
extension MiniGolfGame {
    /// Takes in a completed hole: best scores improve and, for a player, are saved at once;
    /// when that fails, a notice over the course says so.
    mutating func recordScores() {
        scores.record(match)
        if scores.failure != nil { effects.say("Best scores not saved: \(scores.failureReason)", frames: 240) }
    }
}
