import CreaseGameSupport
import Foundation
import MiniGolfCore

/// The round in progress and its file: saved at every putt, every stop and every hole, so a
/// relaunch can offer to continue it; deleted once the round is over. A bad file is said in
/// one line and set aside (`RoundStore`); a failed save is said once and retried
/// (`RetryingSave`). Autoplay and headless runs keep none.
struct RoundKeeper: Sendable {
    /// The file, when the game was given a folder for its saves (none in tests).
    var store: RoundStore?
    /// True when the game saves the round (never in autoplay or headless runs).
    var savesRound = false
    /// What went wrong loading the saved round, if anything (also said on stderr).
    private(set) var problem: String?
    /// The shared save policy: write at once, retry a failure every second, say so once.
    private var saving = RetryingSave(previous: "the previous round save")

    /// A round kept in the file at `url`, or nowhere when it is nil.
    init(url: URL?) {
        store = url.map(RoundStore.init(url:))
    }

    /// Why saving fails, while it does (one line naming the file).
    var failure: String? { saving.failure }

    /// The saved round, when this run keeps one and the file holds a round with something
    /// played; a bad file is said on stderr and set aside.
    mutating func load() -> MiniGolfMatch? {
        guard savesRound, let store else { return nil }
        switch store.load() {
        case .none:
            return nil
        case .round(let round):
            let played = round.holeIndex > 0 || round.strokes > 0 || round.phase != .aiming
            return played ? round : nil
        case .setAside(let line):
            problem = line
            ScoreKeeper.report(line)
            return nil
        }
    }

    /// Writes the round as it stands (deletes the file once it is finished).
    mutating func save(_ round: MiniGolfMatch, quiet: Bool = false) {
        guard savesRound, let store else { return }
        saving.changed()
        if let line = saving.attempt(path: store.url.path, quiet: quiet, {
            if round.phase == .finished { try store.delete() } else { try store.save(round) }
        }) {
            ScoreKeeper.report(line)
        }
    }

    /// Moves the retry clock on by one step of play; true when a failed save is due again.
    mutating func advance(by step: Double) -> Bool {
        savesRound && saving.advance(by: step)
    }

    /// Saves once more at the end of a run if a failed save is pending; when it still fails,
    /// says in one line that the round as it stands is not saved.
    mutating func saveAtEnd(_ round: MiniGolfMatch) {
        guard savesRound, store != nil, saving.isPending else { return }
        save(round, quiet: true)
        if let failure { ScoreKeeper.report("\(failure); the round as it stands is not saved") }
    }
}
