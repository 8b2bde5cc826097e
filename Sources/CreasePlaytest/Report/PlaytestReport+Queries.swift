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

    /// Whether each transition, in order, turned the display or showed another one: its
    /// `turnsDisplay`, or for a report without it, what the postures say. Tabletop ⇄ book
    /// turns and closed ⇄ anything changes display; flat keeps the orientation of the
    /// half-open posture before it, so flat ⇄ that posture turns nothing and flat ⇄ the other
    /// turns; before any half-open posture flat's orientation is unknown, and such a change
    /// counts as turning nothing, so a shift is never hidden among the turns.
    public var transitionTurns: [Bool] {
        var orientation: Posture?  // the half-open posture whose orientation flat has
        return transitions.map { transition in
            if orientation == nil, transition.from.isHalfOpen { orientation = transition.from }
            defer { if transition.to.isHalfOpen { orientation = transition.to } }
            if let recorded = transition.turnsDisplay { return recorded }
            if transition.from == .closed || transition.to == .closed { return true }
            if transition.from.isHalfOpen && transition.to.isHalfOpen { return transition.from != transition.to }
            let halfOpen = transition.from.isHalfOpen ? transition.from : transition.to
            return orientation.map { $0 != halfOpen } ?? false
        }
    }

    /// The largest layout shift among the transitions that keep the display and its
    /// orientation (flat ⇄ the half-open posture it is turned for): what a pre-reserving HUD
    /// keeps at 0. 0 when there was none.
    public var maxSameOrientationShift: Double {
        zip(transitions, transitionTurns).filter { !$1 }.map(\.0.layoutShift.max).max() ?? 0
    }

    /// The largest layout shift among the transitions that turn the display or show another
    /// one, where everything may move; nil when none did.
    public var maxTurnShift: Double? {
        zip(transitions, transitionTurns).filter { $1 }.map(\.0.layoutShift.max).max()
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
