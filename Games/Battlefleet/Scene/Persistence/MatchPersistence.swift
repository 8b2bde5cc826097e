import BattlefleetRules
import CreaseGameSupport
import Foundation

/// Where the match is saved and how saving goes: the save folder read from the environment,
/// the store (none in autoplay and headless runs, which never touch the player's save), the
/// shared retrying policy, and the line a bad save produced at start.
struct MatchPersistence: Sendable {
    /// The environment the save folder is read from (`CREASE_DATA_DIR`, XDG).
    let environment: [String: String]
    /// The save file, when this run keeps one.
    var store: SaveStore?
    /// The shared save policy: write at once, retry a failure every second, say so once.
    var saving = RetryingSave(previous: "the previous save")
    /// The one line a bad save produced at start, also written to stderr.
    var notice: String?
    /// The settings file, when this run keeps one (never headless or in autoplay).
    var settingsURL: URL?

    /// Saving under the folder `environment` names.
    init(environment: [String: String]) {
        self.environment = environment
    }

    /// The settings file in the player's save folder.
    func settingsFile() -> URL {
        DataDirectory.file("battlefleet-settings.json", environment: environment)
    }

    /// The store in the player's save folder.
    func playersStore() -> SaveStore {
        SaveStore(fileURL: DataDirectory.file("battlefleet-save.json", environment: environment))
    }

    /// Something changed: save it at the next `saveIfNeeded`.
    mutating func changed() { saving.changed() }

    /// Moves the retry clock on by one step of play: a failed save is due again after a second.
    mutating func advance(by step: Double) { _ = saving.advance(by: step) }

    /// Writes `match` when a move changed it (deletes the save when the match is over).
    ///
    /// A failure never stops the game or goes unsaid: the first of its kind is one line on
    /// stderr naming the file, the status line shows "Not saved: <why>" while it lasts, and
    /// the save is retried every second of play and at every move until it lands (which
    /// is said in one line too). `quiet` leaves the saying to the caller.
    mutating func saveIfNeeded(_ match: Match, quiet: Bool = false) {
        guard let store else { return }
        if let line = saving.attempt(path: store.fileURL.path, quiet: quiet, {
            if match.isFinished { try store.delete() } else { try store.save(match) }
        }) {
            Self.report(line)
        }
    }

    /// Saves `match` once more at the end of a run if a move or a failed save is pending;
    /// when it still fails, says in one line that the match as it stands is not saved (the
    /// previous save is).
    mutating func saveAtEnd(_ match: Match) {
        guard let store else { return }
        if saving.failure != nil { saving.changed() }
        let before = saving.failure
        saveIfNeeded(match, quiet: true)
        if let failure = saving.failure {
            Self.report("\(failure); the last moves are not saved (the previous save is kept)")
        } else if before != nil {
            Self.report("\(store.fileURL.path): saved after all")
        }
    }

    /// The status line's words while saving fails: "Not saved: read-only file system".
    var warning: String? {
        guard let reason = saving.reason else { return nil }
        return reason.isEmpty ? "Not saved" : "Not saved: " + reason.lowercased()
    }

    /// One line on stderr, prefixed with the game's name.
    static func report(_ line: String) {
        FileHandle.standardError.write(Data("battlefleet: \(line)\n".utf8))
    }
}
