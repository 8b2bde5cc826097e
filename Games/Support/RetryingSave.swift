/// The save policy the games share: a change is written at once; a write that fails never
/// stops the game or goes unsaid: its first failure of a kind is one line to report, the game
/// shows why while it lasts, and the write is retried every `retrySeconds` of play (and at
/// every further change) until it lands, which is reported in one line too.
///
/// The game owns the writing (`attempt`'s closure); this keeps the bookkeeping, on the
/// game's own fixed steps, never on the clock.
public struct RetryingSave: Sendable, Hashable {
    /// Seconds of play between retries of a failed write.
    public static let retrySeconds = 1.0

    /// What is saved, for the lines it reports ("the previous save", "the previous best scores").
    public let previous: String
    /// A change waits to be written.
    public private(set) var isPending = false
    /// The last failure (one line), while writing fails.
    public private(set) var failure: String?
    private var retryIn = 0.0

    /// A policy for one file; `previous` names what is kept when a write fails.
    public init(previous: String) {
        self.previous = previous
    }

    /// Something changed: write it at the next `attempt`.
    public mutating func changed() { isPending = true }

    /// Moves the retry clock on by one step; true when a failed write is due again.
    public mutating func advance(by seconds: Double) -> Bool {
        guard failure != nil else { return false }
        retryIn -= seconds
        guard retryIn <= 0 else { return false }
        isPending = true
        return true
    }

    /// Writes when a change is pending; returns the line to report, if any: the first failure
    /// of its kind ("…; playing on: the previous save is kept and saving is retried every
    /// second") or the recovery ("<path>: saved again; the earlier failure is over").
    /// `quiet` records without reporting (the game's last write at the end of a run).
    public mutating func attempt(path: String, quiet: Bool = false, _ write: () throws -> Void) -> String? {
        guard isPending else { return nil }
        do {
            try write()
            isPending = false
            guard failure != nil else { return nil }
            failure = nil
            return quiet ? nil : "\(path): saved again; the earlier failure is over"
        } catch {
            var problem = "\(error)"
            if !problem.contains(path) { problem = "\(path): \(problem)" }
            let isNew = problem != failure
            failure = problem
            retryIn = Self.retrySeconds
            return isNew && !quiet ? "\(problem); playing on: \(previous) is kept and saving is retried every second" : nil
        }
    }

    /// Why writing fails, in a few words ("read-only file system"), from the failure's
    /// trailing parentheses; nil while nothing fails.
    public var reason: String? {
        guard let failure else { return nil }
        guard failure.hasSuffix(")"), let open = failure.lastIndex(of: "(") else { return "" }
        return String(failure[failure.index(after: open)..<failure.index(before: failure.endIndex)])
    }
}
