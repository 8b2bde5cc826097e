/// Strokes per hole against par, for a round in progress or finished.
public struct Scorecard: Sendable, Codable, Hashable {
    /// One line of the card.
    public struct Line: Sendable, Codable, Hashable {
        /// The hole's name.
        public var name: String
        /// Its par.
        public var par: Int
        /// Strokes taken once the hole is complete; nil while unplayed or in play.
        public var strokes: Int?
        /// True when the ball dropped (false when picked up at the stroke limit).
        public var holed: Bool
    }

    /// One line per hole, in order.
    public private(set) var lines: [Line]

    /// A blank card for the given holes.
    public init(courses: [Course]) {
        lines = courses.map { Line(name: $0.name, par: $0.par, strokes: nil, holed: false) }
    }

    /// Writes a finished hole's strokes.
    public mutating func record(hole: Int, strokes: Int, holed: Bool) {
        guard lines.indices.contains(hole) else { return }
        lines[hole].strokes = strokes
        lines[hole].holed = holed
    }

    /// Strokes over the completed holes.
    public var totalStrokes: Int { lines.compactMap(\.strokes).reduce(0, +) }
    /// Par over the completed holes.
    public var completedPar: Int { lines.filter { $0.strokes != nil }.map(\.par).reduce(0, +) }
    /// Par over every hole.
    public var coursePar: Int { lines.map(\.par).reduce(0, +) }
    /// Strokes against par over the completed holes: negative is under.
    public var versusPar: Int { totalStrokes - completedPar }
    /// True when every hole has a score.
    public var isComplete: Bool { lines.allSatisfy { $0.strokes != nil } }

    /// "+2", "even" or "−1": a score against par in words anyone reads (golf's "E" is jargon).
    public static func versusParText(_ value: Int) -> String {
        value == 0 ? "even" : value > 0 ? "+\(value)" : "−\(-value)"
    }
}
