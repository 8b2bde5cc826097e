import Crease
import MiniGolfCore

/// The game's state as it is read from outside (tests, tools), kept by the parts that own it:
/// the scores (`ScoreKeeper`), the pace (`RoundPacing`), the playfield (`Playfield`).
extension MiniGolfGame {
    /// What went wrong loading or saving best scores, if anything.
    public var scoresProblem: String? { scores.problem }

    /// Why saving best scores fails, while it does: they are kept in memory, retried every
    /// second of play (`RetryingSave`), at the next hole and at the end of the run.
    public var scoresSaveFailure: String? { scores.failure }

    /// The best scores as loaded and improved this run.
    public var bestScores: BestScores { scores.best }

    /// Holes whose best this run improved, for the hole-complete card.
    public var improvedHoles: Set<String> { scores.improvedHoles }

    /// True when the game writes best scores (never in autoplay or headless runs).
    public var savesScores: Bool { scores.savesScores }

    /// Round frames per update (1, or `fastForwardFrames` in headless autoplay).
    public var framesPerUpdate: Int { pacing.framesPerUpdate }

    /// Where the course is drawn, from the last layout (read only; the layout sets `playfield`).
    var courseView: CourseView { placement.courseView }

    /// The caddie camera's viewport from the last layout; nil while it is hidden (closed).
    var cameraFrame: Rect? { placement.cameraFrame }
}
