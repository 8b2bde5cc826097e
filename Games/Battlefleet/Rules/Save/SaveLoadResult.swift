/// What `SaveStore.load()` found: nothing, a match to resume, or a bad save that was set aside.
public enum SaveLoadResult: Sendable, Hashable {
    /// There is no save file: start a new match.
    case noSave
    /// A valid save: resume this match.
    case resumed(Match)
    /// The save was corrupt or foreign; it was reported and moved aside: start a new match.
    case setAside(SaveProblem)

    /// The match to resume, if any.
    public var match: Match? { if case .resumed(let match) = self { match } else { nil } }
}
