/// What a round came to, for a playtest report: strokes per hole and the total against par.
public struct MiniGolfOutcome: Sendable, Codable, Hashable {
    /// Each completed hole, in order.
    public var holes: [HoleResult]
    /// Strokes over the completed holes.
    public var totalStrokes: Int
    /// Par over the completed holes.
    public var totalPar: Int
    /// Strokes against par over the completed holes.
    public var versusPar: Int
    /// True when every hole of the course was completed.
    public var finished: Bool

    /// The outcome read off a scorecard.
    public init(scorecard: Scorecard) {
        holes = scorecard.lines.compactMap { line in
            line.strokes.map { HoleResult(name: line.name, par: line.par, strokes: $0, holed: line.holed) }
        }
        totalStrokes = scorecard.totalStrokes
        totalPar = scorecard.completedPar
        versusPar = scorecard.versusPar
        finished = scorecard.isComplete
    }
}
