import MiniGolfCore

/// Best scores: taken in as each hole completes and saved at once for a player (see
/// `ScoreKeeper`), with a failed save said over the course too.
extension MiniGolfGame {
    /// Takes in a completed hole: best scores improve and, for a player, are saved at once;
    /// when that fails, a notice over the course says so.
    mutating func recordScores() {
        // A better score than any before on this hole: a moment of its own, heard and seen.
        if scores.record(match) {
            effects.celebrateNewBest()
            sounds.newBest()
        }
        if scores.failure != nil { effects.say("Best scores not saved: \(scores.failureReason)", frames: 240) }
    }
}
