import Crease
import Foundation

/// The autoplay bot's search for one stroke, spread over as many frames as the caller likes.
///
/// It tries a fixed list of candidate shots, each simulated with the round's own physics from
/// a copy of the match, and keeps the one that holes the ball or leaves it the shortest
/// rolling distance from the cup, avoiding water. Candidates: a fine power ladder along the
/// line to the farthest visible point of the shortest path to the cup, a coarse ring of angles
/// and powers, then a refinement round the best so far. Deterministic: the same match gives
/// the same shot.
///
/// The shots are judged as launched at `launchTick`; play the chosen shot at that tick (wait
/// with `update()` until `match.tick == launchTick`) for the result to be the one foreseen.
/// A search cut short there still foresees its best so far exactly.
public struct BotSearch: Sendable {
    /// A judged candidate.
    public struct Verdict: Sendable, Hashable {
        /// The shot.
        public var shot: Shot
        /// Lower is better: negative for a holed ball, else the rolling distance left.
        public var score: Double
        /// True when the shot holes the ball.
        public var holes: Bool
    }

    /// The round as it stands when the search began.
    public let match: MiniGolfMatch
    /// The substep at which the shots are judged as launched.
    public let launchTick: Int
    private let field: DistanceField
    /// The round at `launchTick`, worked out once: where every candidate is launched from.
    private let launched: MiniGolfMatch
    private var queue: [Shot]
    private var nextCandidate = 0
    private var refined = false
    /// The candidate being rolled, when the budget ran out in the middle of it.
    private var rolling: (shot: Shot, trial: MiniGolfMatch, frames: Int)?
    /// Candidates simulated so far.
    public private(set) var simulated = 0
    /// Frames of play simulated so far, over every candidate: the search's cost.
    public private(set) var simulatedFrames = 0
    /// The best candidate so far.
    public private(set) var best: Verdict?

    /// The most candidates one search simulates.
    public static let candidateCount = 19 * 3 + 48 * 5 + refinementCount
    /// The candidates of the refinement round, when there is one.
    static let refinementCount = 7 * 3 - 1

    /// Starts a search for the match's next stroke, judged as launched after `launchDelayFrames`
    /// frames; pass the field when it was built already for this hole.
    public init(match: MiniGolfMatch, launchDelayFrames: Int = 0, field: DistanceField? = nil) {
        self.match = match
        launchTick = match.tick + max(0, launchDelayFrames) * match.substepsPerFrame
        let field = field ?? DistanceField(course: match.course, tuning: match.tuning)
        self.field = field
        var launched = match
        while launched.tick < launchTick { launched.update() }
        self.launched = launched
        queue = Self.firstCandidates(match: match, field: field)
    }

    /// True when every candidate has been tried.
    public var isFinished: Bool { nextCandidate >= queue.count && refined && rolling == nil }

    /// About how many more frames of play the search will simulate: the frames a candidate
    /// has rolled on average so far, times the candidates left (the refinements counted before
    /// they are made); nil until a candidate has been judged. It depends on the search alone,
    /// so a caller spreading the search over frames spreads it alike every time.
    public var estimatedFramesLeft: Int? {
        guard !isFinished else { return 0 }
        guard simulated > 0 else { return nil }
        let left = queue.count - nextCandidate + (refined ? 0 : Self.refinementCount) + (rolling == nil ? 0 : 1)
        let average = (simulatedFrames + simulated - 1) / simulated
        let (estimate, overflow) = left.multipliedReportingOverflow(by: average)
        return overflow ? Int.max : estimate
    }

    /// The chosen shot once the search is finished (or the best so far).
    public var shot: Shot? { best?.shot }

    /// Simulates up to `frames` more frames of play, over as many candidates as they reach (a
    /// candidate cut off by the budget goes on rolling at the next call); returns true when the
    /// search is finished.
    ///
    /// Spread over a game's frames, this bounds the time the search takes out of each.
    @discardableResult
    public mutating func advance(frames budget: Int) -> Bool {
        var left = budget
        while left > 0 {
            guard var current = rolling ?? launch() else { return isFinished }
            rolling = nil
            let before = current.frames
            let frameLimit = Int(current.trial.tuning.maxRollTime * 60) + 2
            while current.trial.phase == .rolling, current.frames < frameLimit, left > 0 {
                current.trial.update()
                current.frames += 1
                left -= 1
            }
            simulatedFrames += current.frames - before
            if current.trial.phase == .rolling, current.frames < frameLimit {
                rolling = current
                return false
            }
            judge(current.shot, after: current.trial)
            // A holing shot cannot be beaten: stop early.
            if best?.holes == true {
                queue.removeAll()
                nextCandidate = 0
                refined = true
                return true
            }
        }
        return isFinished
    }

    /// Runs the whole search at once and returns the chosen shot.
    public static func bestShot(for match: MiniGolfMatch, field: DistanceField? = nil) -> Shot {
        var search = BotSearch(match: match, field: field)
        search.advance(frames: Int.max)
        return search.shot ?? Shot(angle: 0, power: 0.5)
    }

    /// The next candidate, struck from the launch state (the refinements once the first round
    /// is over); nil when none is left.
    private mutating func launch() -> (shot: Shot, trial: MiniGolfMatch, frames: Int)? {
        while true {
            if nextCandidate >= queue.count {
                if refined { return nil }
                refined = true
                queue = refinements()
                nextCandidate = 0
                continue
            }
            let shot = queue[nextCandidate]
            nextCandidate += 1
            var trial = launched
            // A ball that cannot be struck then (shoved into motion) is judged by nothing.
            if trial.putt(shot) { return (shot, trial, 0) }
        }
    }

    private mutating func judge(_ shot: Shot, after trial: MiniGolfMatch) {
        simulated += 1
        let penalties = trial.strokes - launched.strokes - 1
        let verdict: Verdict
        if trial.phase == .holeComplete, trial.scorecard.lines[trial.holeIndex].holed {
            verdict = Verdict(shot: shot, score: -1000 - Double(penalties), holes: true)
        } else {
            let left = field.distance(at: trial.ball.position)
            let remaining = left.isFinite ? left : launched.ball.position.distance(to: trial.course.cup) * 3
            verdict = Verdict(shot: shot, score: remaining + Double(penalties) * 10_000, holes: false)
        }
        if verdict.score < (best?.score ?? .infinity) { best = verdict }
    }

    /// The ring's powers: a short roll, about a fifth, two fifths and two thirds of a full
    /// one, and a full one.
    static let ringPowers = [0.1, 0.23, 0.39, 0.64, 1.0]

    private static func firstCandidates(match: MiniGolfMatch, field: DistanceField) -> [Shot] {
        let ball = match.ball.position
        let target = aimPoint(match: match, field: field)
        let direct = atan2(target.y - ball.y, target.x - ball.x)
        var shots: [Shot] = []
        for offset in [0.0, -1.5, 1.5] {
            for step in 0..<19 {
                shots.append(Shot(angle: direct + offset * Double.pi / 180, power: 0.1 + Double(step) * 0.05))
            }
        }
        for step in 0..<48 {
            let angle = direct + Double(step) * 2 * Double.pi / 48
            for power in ringPowers { shots.append(Shot(angle: angle, power: power)) }
        }
        return shots
    }

    private func refinements() -> [Shot] {
        guard let best, !best.holes else { return [] }
        var shots: [Shot] = []
        for degrees in [-3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0] {
            for scale in [0.9, 1.0, 1.1] where !(degrees == 0 && scale == 1) {
                shots.append(Shot(angle: best.shot.angle + degrees * Double.pi / 180, power: min(1, best.shot.power * scale)))
            }
        }
        return shots
    }

    /// The farthest point along the shortest path to the cup that the ball can roll to in a
    /// straight line without touching a wall (the cup itself when nothing stands between).
    public static func aimPoint(match: MiniGolfMatch, field: DistanceField) -> Point {
        let ball = match.ball.position
        let cup = match.course.cup
        if isClear(from: ball, to: cup, geometry: match.geometry) { return cup }
        var target = cup
        for point in field.pathToCup(from: ball) where isClear(from: ball, to: point, geometry: match.geometry) {
            target = point
        }
        return target
    }

    private static func isClear(from start: Point, to end: Point, geometry: CourseGeometry) -> Bool {
        let move = end - start
        let radius = geometry.tuning.ballRadius
        return !geometry.staticSegments.contains { segment in
            segment.mayTouch(start, end, margin: radius) && segment.timeOfImpact(from: start, moving: move, radius: radius) != nil
        }
    }
}
