import Crease

/// Autoplay: plays a round by itself, a little each frame.
///
/// Call `step(_:)` once per frame before `match.update()`. While the ball rests it runs the
/// `BotSearch` for the next stroke, at most `budgetPerFrame` simulated frames of play a frame
/// (about a quarter of a millisecond here, so a window keeps its frame rate; see
/// `defaultBudget`), then plays the best shot found, with its skill's wobble. On a hole
/// without windmills or sliders a shot rolls the same whenever it is played: the bot spreads
/// its search over about `thinkingFrames` and plays when it is over, so a frame carries its
/// share, not the whole budget. Where something moves, the shots are judged for the tick `thinkingFrames`
/// ahead, and the bot plays the best found by then at that very tick; it spreads the search
/// over those frames rather than spending its whole budget on the first of them, yet stands
/// at the launch tick exactly where whole budgets would have left it. After a completed hole
/// it waits `pauseFrames` and moves on, building the next hole's distance field on the way.
public struct MiniGolfBot: Sendable {
    /// How steady the bot is.
    public let skill: BotSkill
    /// Frames of play the search simulates per game frame.
    public let budgetPerFrame: Int
    /// Frames the bot thinks before a stroke: exactly, where something moves; about as many
    /// (its search spread over them) on a still hole.
    public let thinkingFrames: Int
    /// Frames to linger on a completed hole before `nextHole()`.
    public let pauseFrames: Int
    private var generator: SeededRandom
    private var search: BotSearch?
    /// Frames of play the search simulated in the last `step(_:)`: what that frame's thinking cost.
    public private(set) var lastStepSimulatedFrames = 0
    /// Frames the search has had so far (each worth `budgetPerFrame`).
    private var searchFrames = 0
    private var field: (hole: Int, field: DistanceField)?
    private var waited = 0

    /// The default budget: frames of play simulated per game frame (about 0.26 ms here).
    public static let defaultBudget = 800
    /// The default thinking time: 80 frames (1.3 s), in which the default budget covers the
    /// longest search on the bundled holes.
    public static let defaultThinkingFrames = 80

    /// A bot with a skill, a seed for its wobble, a per-frame budget and a thinking time.
    public init(skill: BotSkill = .club, seed: UInt64 = 1, budgetPerFrame: Int = defaultBudget,
                thinkingFrames: Int = defaultThinkingFrames, pauseFrames: Int = 90) {
        self.skill = skill
        self.budgetPerFrame = max(1, budgetPerFrame)
        self.thinkingFrames = max(1, thinkingFrames)
        self.pauseFrames = max(0, pauseFrames)
        generator = SeededRandom(seed: seed)
    }

    /// Does this frame's share of thinking; returns the shot when one was played this frame.
    @discardableResult
    public mutating func step(_ match: inout MiniGolfMatch) -> Shot? {
        lastStepSimulatedFrames = 0
        switch match.phase {
        case .finished, .rolling:
            search = nil
            return nil
        case .holeComplete:
            search = nil
            waited += 1
            if waited == pauseFrames * 3 / 4 { distanceField(forHole: match.holeIndex + 1, of: match) }
            if waited > pauseFrames {
                waited = 0
                match.nextHole()
            }
            return nil
        case .aiming:
            return aim(&match)
        }
    }

    /// True when a shot's roll depends on when it is played (a windmill turns, a slider slides).
    private static func isTimed(_ match: MiniGolfMatch) -> Bool {
        !match.course.windmills.isEmpty || !match.course.sliders.isEmpty
    }

    private mutating func aim(_ match: inout MiniGolfMatch) -> Shot? {
        let timed = Self.isTimed(match)
        // Start afresh when there is no search, or the one running was for another moment
        // (another hole, a restarted one, a ball shoved since, or a launch tick gone by).
        let stale = search.map { old in
            old.match.holeIndex != match.holeIndex || old.match.strokes != match.strokes
                || old.match.ball.position != match.ball.position || (timed && old.launchTick < match.tick)
        } ?? true
        if stale {
            search = BotSearch(match: match, launchDelayFrames: timed ? thinkingFrames : 0, field: distanceField(forHole: match.holeIndex, of: match))
            searchFrames = 0
        }
        guard var current = search else { return nil }
        let before = current.simulatedFrames
        searchFrames += 1
        if timed {
            think(&current, at: match.tick, substeps: match.substepsPerFrame)
        } else if !current.isFinished {
            current.advance(frames: stillShare(of: current))
        }
        let due = timed ? match.tick >= current.launchTick : current.isFinished
        // Time to play: the best shot so far (at least one candidate judged, however long it rolls).
        while due, current.shot == nil, !current.isFinished { current.advance(frames: budgetPerFrame) }
        lastStepSimulatedFrames = current.simulatedFrames - before
        search = current
        guard due else { return nil }
        guard let chosen = current.shot else {
            // No candidate could be struck: think again next frame.
            search = nil
            return nil
        }
        let shot = skill.wobble(chosen, using: &generator)
        search = nil
        return match.putt(shot) ? shot : nil
    }

    /// This frame's thinking on a still hole: the search spread over what is left of
    /// `thinkingFrames` (see `share(of:framesLeft:)`). A shot there rolls the same whenever it
    /// is played, so spreading the search changes when the bot plays, never what.
    private func stillShare(of current: BotSearch) -> Int {
        share(of: current, framesLeft: max(1, thinkingFrames - searchFrames + 1))
    }

    /// Frames of play for this frame when the search's estimated work is spread over
    /// `framesLeft` frames, with a quarter to spare: a quarter of the budget at least, the
    /// whole of it at most, a quarter until there is an estimate.
    private func share(of current: BotSearch, framesLeft: Int) -> Int {
        let spread = current.estimatedFramesLeft.map { $0 / framesLeft + $0 / framesLeft / 4 + 1 } ?? 0
        return min(budgetPerFrame, max(budgetPerFrame / 4, spread))
    }

    /// This frame's thinking on a hole where something moves: the search's estimated work
    /// spread over the frames left before its launch tick (a quarter of the budget at least,
    /// the whole of it at most; a quarter until there is an estimate), and at the launch tick
    /// all the budget its frames have had.
    ///
    /// The search is advanced in steps that stop at every multiple of the budget, and it rolls
    /// the same however its frames are cut, so at the launch tick it stands exactly where a
    /// whole budget each frame would have left it: the same candidates judged, the same shot.
    private func think(_ current: inout BotSearch, at tick: Int, substeps: Int) {
        let (allowance, overflow) = searchFrames.multipliedReportingOverflow(by: budgetPerFrame)
        var target = overflow ? Int.max : allowance
        if tick < current.launchTick {
            let framesLeft = max(1, (current.launchTick - tick + substeps - 1) / substeps)
            target = min(target, current.simulatedFrames + share(of: current, framesLeft: framesLeft))
        }
        while !current.isFinished, current.simulatedFrames < target {
            let boundary = (current.simulatedFrames / budgetPerFrame + 1).multipliedReportingOverflow(by: budgetPerFrame)
            current.advance(frames: min(target, boundary.overflow ? Int.max : boundary.partialValue) - current.simulatedFrames)
        }
    }

    /// The distance field of hole `hole` when the bot has built it already (nil otherwise), so
    /// the game's own use of it (the suggested aim) need not build it again.
    public func builtField(forHole hole: Int) -> DistanceField? {
        field?.hole == hole ? field?.field : nil
    }

    /// The distance field of hole `hole`, built once and kept until another hole's is (nil for
    /// a hole the match does not have). The next hole's is asked for three quarters through the
    /// pause after a hole: the field depends on the course alone, so the bot plays as it would
    /// have, and the next hole's first frame, which draws a whole new course, does not build it.
    @discardableResult
    private mutating func distanceField(forHole hole: Int, of match: MiniGolfMatch) -> DistanceField? {
        guard match.courses.indices.contains(hole) else { return nil }
        if let field, field.hole == hole { return field.field }
        let built = DistanceField(course: match.courses[hole], tuning: match.tuning)
        field = (hole, built)
        return built
    }
}
