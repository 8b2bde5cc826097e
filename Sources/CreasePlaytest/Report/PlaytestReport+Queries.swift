import Crease

extension PlaytestReport {
    /// The transitions from one posture to another, in order (for assertions such as
    /// "flat ⇄ tabletop moves nothing").
    public func transitions(from: Posture, to: Posture) -> [Transition] {
        transitions.filter { $0.from == from && $0.to == to }
    }

    /// The largest layout shift of any transition between two postures, either way; 0 when
    /// there was none.
    public func maxLayoutShift(between first: Posture, and second: Posture) -> Double {
        (transitions(from: first, to: second) + transitions(from: second, to: first)).map(\.layoutShift.max).max() ?? 0
    }
}

extension PlaytestReport {
    /// The script as two runs are told apart by: `script` as recorded, except that a path to
    /// a script in an assets folder's `playtests` (what reports once kept for a built-in
    /// script, inside each build's resource folder) becomes the name it was asked for by
    /// (`…/release/Crease_Crease.resources/Assets/playtests/fold-cycle.json` → `fold-cycle`).
    public var scriptName: String? {
        guard let script else { return nil }
        let parts = script.split(separator: "/", omittingEmptySubsequences: true)
        guard script.contains("/"), parts.count >= 3, parts[parts.count - 2] == "playtests",
              parts[parts.count - 3].lowercased() == "assets", parts[parts.count - 1].hasSuffix(".json") else { return script }
        return String(parts[parts.count - 1].dropLast(5))
    }
}
