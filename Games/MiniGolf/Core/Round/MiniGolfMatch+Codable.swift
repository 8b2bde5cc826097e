/// A round can be saved and compared: everything but the compiled geometry, which is rebuilt
/// from the hole in play.
extension MiniGolfMatch: Codable, Hashable {
    private enum CodingKeys: String, CodingKey {
        case courses, tuning, maxStrokes, holeIndex, ball, strokes, tick, phase, scorecard
    }

    /// Decodes a saved round and recompiles the hole in play.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let courses = try container.decode([Course].self, forKey: .courses)
        let tuning = try container.decode(PhysicsTuning.self, forKey: .tuning)
        self.init(courses: courses, tuning: tuning, maxStrokes: try container.decode(Int.self, forKey: .maxStrokes))
        let hole = try container.decode(Int.self, forKey: .holeIndex)
        guard self.courses.indices.contains(hole) else {
            throw DecodingError.dataCorruptedError(forKey: .holeIndex, in: container, debugDescription: "no hole \(hole) in the round")
        }
        restore(holeIndex: hole,
                ball: try container.decode(Ball.self, forKey: .ball),
                strokes: try container.decode(Int.self, forKey: .strokes),
                tick: try container.decode(Int.self, forKey: .tick),
                phase: try container.decode(Phase.self, forKey: .phase),
                scorecard: try container.decode(Scorecard.self, forKey: .scorecard))
    }

    /// Encodes the round's state.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(courses, forKey: .courses)
        try container.encode(tuning, forKey: .tuning)
        try container.encode(maxStrokes, forKey: .maxStrokes)
        try container.encode(holeIndex, forKey: .holeIndex)
        try container.encode(ball, forKey: .ball)
        try container.encode(strokes, forKey: .strokes)
        try container.encode(tick, forKey: .tick)
        try container.encode(phase, forKey: .phase)
        try container.encode(scorecard, forKey: .scorecard)
    }

    /// True when two rounds stand at the same point of the same holes.
    public static func == (lhs: MiniGolfMatch, rhs: MiniGolfMatch) -> Bool {
        lhs.courses == rhs.courses && lhs.tuning == rhs.tuning && lhs.maxStrokes == rhs.maxStrokes
            && lhs.holeIndex == rhs.holeIndex && lhs.ball == rhs.ball && lhs.strokes == rhs.strokes
            && lhs.tick == rhs.tick && lhs.phase == rhs.phase && lhs.scorecard == rhs.scorecard
    }

    /// Hashes the round's state.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(holeIndex)
        hasher.combine(ball)
        hasher.combine(strokes)
        hasher.combine(tick)
        hasher.combine(phase)
        hasher.combine(scorecard)
    }
}
