import CreaseGameSupport
import Foundation
import MiniGolfCore

/// The best scores and their file: loaded at set-up for a player, improved as each hole
/// completes and saved at once, a failed save said once and retried (`RetryingSave`).
/// Autoplay and headless runs keep none.
struct ScoreKeeper: Sendable {
    /// The file, when the game was given one (none in tests).
    var store: BestScoresStore?
    /// True when the game writes best scores (never in autoplay or headless runs).
    var savesScores = false
    /// The best scores as loaded and improved this run.
    private(set) var best = BestScores()
    /// Holes whose best this run improved, for the hole-complete card.
    private(set) var improvedHoles: Set<String> = []
    /// True when the round just finished beat the best round before it.
    private(set) var improvedRound = false
    /// What went wrong loading or saving best scores, if anything.
    private(set) var problem: String?
    /// The shared save policy: write at once, retry a failure every second, say so once.
    private var saving = RetryingSave(previous: "the previous best scores")

    /// Best scores kept in the file at `url`, or nowhere when it is nil.
    init(url: URL?) {
        store = url.map(BestScoresStore.init(url:))
    }

    /// Why saving fails, while it does (one line naming the file).
    var failure: String? { saving.failure }

    /// Why saving fails, in a few words ("no space left on device").
    var failureReason: String {
        guard let reason = saving.reason, !reason.isEmpty else { return "see the terminal" }
        return reason.lowercased()
    }

    /// Loads the file when this run saves scores; a problem with it is kept and said on stderr.
    mutating func load() {
        guard savesScores, let store else { return }
        let loaded = store.load()
        best = loaded.scores
        problem = loaded.problem
        if let problem = loaded.problem { Self.report(problem) }
    }

    /// Takes in the hole `match` just completed: best scores improve and, for a player, are
    /// saved at once (the round's too after the last hole). Returns true when the hole's best improved.
    @discardableResult
    mutating func record(_ match: MiniGolfMatch) -> Bool {
        guard savesScores, store != nil else { return false }
        var outcome = match.outcome
        outcome.holes = outcome.holes.filter { $0.name == match.course.name }
        outcome.finished = false
        let improved = best.record(outcome)
        improvedHoles.formUnion(improved)
        if match.holeIndex == match.courses.count - 1 {
            let before = best.bestRound
            best.record(match.outcome)
            improvedRound = before != nil && best.bestRound != before
        }
        saving.changed()
        save()
        return improved.contains(match.course.name)
    }

    /// A new round: no hole improved yet.
    mutating func newRound() {
        improvedHoles = []
        improvedRound = false
    }

    /// Moves the retry clock on by one step of play, and saves again when a failed save is due.
    mutating func advance(by step: Double) {
        if saving.advance(by: step) { save() }
    }

    /// Writes the best scores. A failure never stops the game or goes unsaid: the first of its
    /// kind is one line on stderr naming the file, a notice over the course says so, and the scores
    /// stay in memory and are retried every second of play until they land (said too).
    mutating func save(quiet: Bool = false) {
        guard let store else { return }
        let hadFailure = saving.failure != nil
        let scores = best
        if let line = saving.attempt(path: store.url.path, quiet: quiet, { try store.save(scores) }) {
            Self.report(line)
        }
        if let failure = saving.failure {
            problem = failure
        } else if hadFailure {
            problem = nil
        }
    }

    /// Writes best scores a failed save still holds, once more; when that fails too, says in
    /// one line that they are lost (the file keeps the previous ones).
    mutating func saveAtEnd() {
        guard saving.isPending, let store else { return }
        save(quiet: true)
        if let failure {
            Self.report("\(failure); this run's new best scores are not saved (the file keeps the previous ones)")
        } else {
            Self.report("\(store.url.path): best scores saved after all")
        }
    }

    /// One line on stderr, prefixed with the game's name.
    static func report(_ line: String) {
        FileHandle.standardError.write(Data("minigolf: \(line)\n".utf8))
    }
}
