import Crease

/// Autoplay: plays a round by itself, a little each frame.
///
/// Call `step(_:)` once per frame before `match.update()`. While the ball rests it runs the
/// `BotSearch` for the next stroke at most `budgetPerFrame` simulated shots a frame (a few
/// milliseconds), then plays the chosen shot, with its skill's wobble, at the very tick the
/// search judged it for; after a completed hole it waits `pauseFrames` and moves on.
public struct MiniGolfBot: Sendable {
    /// How steady the bot is.
    public let skill: BotSkill
    /// Simulated shots per frame.
    public let budgetPerFrame: Int
    /// Frames to linger on a completed hole before `nextHole()`.
    public let pauseFrames: Int
    private var generator: SeededRandom
    private var search: BotSearch?
    private var field: (hole: Int, field: DistanceField)?
    private var waited = 0

    /// A bot with a skill, a seed for its wobble, and a per-frame budget.
    public init(skill: BotSkill = .club, seed: UInt64 = 1, budgetPerFrame: Int = 24, pauseFrames: Int = 90) {
        self.skill = skill
        self.budgetPerFrame = max(1, budgetPerFrame)
        self.pauseFrames = max(0, pauseFrames)
        generator = SeededRandom(seed: seed)
    }

    /// Does this frame's share of thinking; returns the shot when one was played this frame.
    @discardableResult
    public mutating func step(_ match: inout MiniGolfMatch) -> Shot? {
        switch match.phase {
        case .finished, .rolling:
            search = nil
            return nil
        case .holeComplete:
            search = nil
            waited += 1
            if waited > pauseFrames {
                waited = 0
                match.nextHole()
            }
            return nil
        case .aiming:
            return aim(&match)
        }
    }

    private mutating func aim(_ match: inout MiniGolfMatch) -> Shot? {
        // Start afresh when there is no search, or the one running was for another moment
        // (another hole, a restarted one, a ball shoved since, or a launch tick gone by).
        let stale = search.map { old in
            old.match.holeIndex != match.holeIndex || old.match.strokes != match.strokes
                || old.match.ball.position != match.ball.position || old.launchTick < match.tick
        } ?? true
        if stale {
            let frames = (BotSearch.candidateCount + budgetPerFrame - 1) / budgetPerFrame
            search = BotSearch(match: match, launchDelayFrames: frames, field: distanceField(for: match))
        }
        guard var current = search else { return nil }
        current.advance(budget: budgetPerFrame)
        search = current
        guard current.isFinished, match.tick >= current.launchTick, let chosen = current.shot else { return nil }
        let shot = skill.wobble(chosen, using: &generator)
        search = nil
        return match.putt(shot) ? shot : nil
    }

    private mutating func distanceField(for match: MiniGolfMatch) -> DistanceField {
        if let field, field.hole == match.holeIndex { return field.field }
        let built = DistanceField(course: match.course, tuning: match.tuning)
        field = (match.holeIndex, built)
        return built
    }
}
