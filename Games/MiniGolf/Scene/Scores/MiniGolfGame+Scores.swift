import Crease
import CreaseHUD
import CreasePlaytest
import Foundation
import MiniGolfCore

/// Best scores: taken in as each hole completes and saved at once for a player, with a failed
/// save said once and retried (`RetryingSave`).
extension MiniGolfGame {
    /// Takes in a completed hole: best scores improve and, for a player, are saved at once.
    mutating func recordScores() {
        guard savesScores, scoresStore != nil else { return }
        var outcome = match.outcome
        outcome.holes = outcome.holes.filter { $0.name == match.course.name }
        outcome.finished = false
        improvedHoles.formUnion(bestScores.record(outcome))
        if match.holeIndex == match.courses.count - 1 { bestScores.record(match.outcome) }
        saving.changed()
        saveScores()
        if scoresSaveFailure != nil { notice = ("Best scores not saved: \(saveFailureReason)", 240) }
    }

    /// Writes the best scores. A failure never stops the game or goes unsaid: the first of its
    /// kind is one line on stderr naming the file, a notice over the course says so, and the scores
    /// stay in memory and are retried every second of play until they land (said too).
    mutating func saveScores(quiet: Bool = false) {
        guard let scoresStore else { return }
        let hadFailure = saving.failure != nil
        let scores = bestScores
        if let line = saving.attempt(path: scoresStore.url.path, quiet: quiet, { try scoresStore.save(scores) }) {
            Self.report(line)
        }
        if let failure = saving.failure {
            scoresProblem = failure
        } else if hadFailure {
            scoresProblem = nil
        }
    }

    /// Why saving fails, in a few words ("no space left on device").
    var saveFailureReason: String {
        guard let reason = saving.reason, !reason.isEmpty else { return "see the terminal" }
        return reason.lowercased()
    }

    /// One line on stderr, prefixed with the game's name.
    static func report(_ line: String) {
        FileHandle.standardError.write(Data("minigolf: \(line)\n".utf8))
    }
}
