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
