import Crease
import CreaseGameSupport
import CreaseHUD
import CreasePlaytest
import Foundation
import MiniGolfCore

/// Mini-golf as a Crease game: putt on the flat half, watch the caddie camera on the raised one.
///
/// One round of the nine bundled holes (`CourseLibrary`; a bad file is reported on stderr and
/// the built-in hole is played instead). The player drags back on the course, or aims with the
/// arrow keys or a gamepad; `--autoplay` hands the putter to `MiniGolfBot`. Headless autoplay
/// fast-forwards (`fastForwardFrames` round frames per update) so a whole round fits a short
/// playtest; everything still steps deterministically from the seed.
public struct MiniGolfGame: Game {
    public var name: String { "minigolf" }

    /// Round frames simulated per update in a headless autoplay run.
    public static let fastForwardFrames = 4
    /// Trail length, in frames of ball positions.
    static let trailLength = 36
    /// Frames the hole-complete flash and the cup ring last.
    static let flashFrames = 45

    /// The round.
    public internal(set) var match: MiniGolfMatch
    /// The lined-up stroke.
    public internal(set) var aim = AimState()
    /// True while the player has paused (Esc).
    public internal(set) var isPaused = false
    /// The lines `setUp` wrote to stderr about course files it could not use.
    public let courseProblems: [String]
    /// What went wrong loading or saving best scores, if anything.
    public internal(set) var scoresProblem: String?
    /// Why saving best scores fails, while it does: they are kept in memory, retried every
    /// second of play (`RetryingSave`), at the next hole and at the end of the run.
    public var scoresSaveFailure: String? { saving.failure }
    /// The best scores as loaded and improved this run.
    public internal(set) var bestScores = BestScores()
    /// Holes whose best this run improved, for the hole-complete card.
    public internal(set) var improvedHoles: Set<String> = []
    /// True when the game writes best scores (never in autoplay or headless runs).
    public internal(set) var savesScores = false
    /// Round frames per update (1, or `fastForwardFrames` in headless autoplay).
    public internal(set) var framesPerUpdate = 1

    var scoresStore: BestScoresStore?
    var bot: MiniGolfBot?
    var device = Device()
    var hud = MiniGolfHUD.make()
    var art: HoleArt
    var camera: CaddieCamera
    var trail: [Point] = []
    var previousBall: Point
    var flash = 0
    var ringFrames: Int?
    var holeCompleteFrames = 0
    /// The score's name shown as the ball drops ("Birdie!") and the round frames it has left.
    var celebration: (text: String, frames: Int)?
    /// A short message over the course (a splash, a lip-out) and the frames it has left.
    var notice: (text: String, frames: Int)?
    /// Round frames owed to the simulation by the updates so far (see `update(step:)`).
    var frameCredit = 0.0
    /// Best scores changed since they were last written.
    /// The shared save policy: write at once, retry a failure every second, say so once.
    var saving = RetryingSave(previous: "the previous best scores")
    var autoplay = false
    /// The finger or mouse dragging back on the course, and where it went down.
    var drag: (pointer: PointerID, start: Point, current: Point)?
    var heldKeys: Set<String> = []
    /// What the player last played with; the card between holes names it.
    var lastInput = ScorecardCard.InputKind.pointer
    /// Seconds Up or Down has been held, for its repeat.
    var powerHeld = 0.0
    var stick = Point.zero
    var trigger = 0.0
    /// Where the course and the camera are drawn, from the last layout.
    var courseView = CourseView(fitting: Size(width: 400, height: 250), in: Rect(x: 0, y: 0, width: 400, height: 250))
    var cameraFrame: Rect?
    /// The sounds the round asked for (see `GolfSounds`).
    var sounds = GolfSounds()

    /// A game over the given holes; `bestScoresURL` nil keeps no scores (tests).
    public init(library: CourseLibrary = CourseLibrary(), bestScoresURL: URL? = MiniGolfGame.bestScoresURL()) {
        courseProblems = library.problems.map(\.description)
        match = MiniGolfMatch(courses: library.courses)
        scoresStore = bestScoresURL.map(BestScoresStore.init(url:))
        art = HoleArt(course: match.course)
        previousBall = match.ball.position
        camera = CaddieCamera(target: match.ball.position, yaw: 0)
        aimAtCup()
        camera.yaw = aim.angle
    }

    /// Where best scores live: `$CREASE_DATA_DIR/minigolf-best.json`, else
    /// `$XDG_DATA_HOME/crease/…`, else `~/.local/share/crease/…`.
    public static func bestScoresURL(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        DataDirectory.file("minigolf-best.json", environment: environment)
    }

    // MARK: Game

    public mutating func setUp(_ setUp: GameSetUp) {
        device = setUp.device
        autoplay = setUp.autoplay
        bot = setUp.autoplay ? MiniGolfBot(skill: .club, seed: setUp.seed) : nil
        framesPerUpdate = setUp.autoplay && setUp.headless ? Self.fastForwardFrames : 1
        savesScores = !setUp.autoplay && !setUp.headless && scoresStore != nil
        for problem in courseProblems {
            FileHandle.standardError.write(Data("minigolf: \(problem)\n".utf8))
        }
        if savesScores, let scoresStore {
            let loaded = scoresStore.load()
            bestScores = loaded.scores
            scoresProblem = loaded.problem
            if let problem = loaded.problem { FileHandle.standardError.write(Data("minigolf: \(problem)\n".utf8)) }
        }
    }

    public mutating func deviceDidChange(_ device: Device) {
        self.device = device
        // A drag in progress belongs to the old layout: drop it rather than putt by accident.
        drag = nil
    }

    public mutating func update(step: Double) {
        hud.advance(by: step)
        for action in hud.drainActions() {
            if case .tapped(let id) = action { perform(id) }
        }
        if saving.advance(by: step) { saveScores() }
        guard !isPaused else { return }
        steerWithHeldControls(seconds: step)
        // The round runs in 60 Hz frames whatever the update rate (`--hz`): credit each
        // update's share and play the whole frames it adds up to.
        frameCredit += step * 60 * Double(framesPerUpdate)
        while frameCredit >= 1 - 1e-9 {
            frameCredit -= 1
            advanceFrame(seconds: 1.0 / 60)
        }
    }

    public func hashState(into hasher: inout StateHasher) {
        hasher.combine(bytes: match.stateBytes())
    }

    public var outcome: JSONValue {
        let result = match.outcome
        return [
            "holes": .array(result.holes.map { hole in
                ["name": .string(hole.name), "par": .number(Double(hole.par)), "strokes": .number(Double(hole.strokes)),
                 "holed": .bool(hole.holed)]
            }),
            "strokes": .array(result.holes.map { .number(Double($0.strokes)) }),
            "totalStrokes": .number(Double(result.totalStrokes)),
            "totalPar": .number(Double(result.totalPar)),
            "versusPar": .number(Double(result.versusPar)),
            "versusParText": .string(Scorecard.versusParText(result.versusPar)),
            "finished": .bool(result.finished),
        ]
    }

    /// An autoplay run ends with the round; a player sees the final card and may play again.
    public var isFinished: Bool { autoplay && match.phase == .finished }

    /// Writes best scores a failed save still holds, once more; when that fails too, says in
    /// one line that they are lost (the file keeps the previous ones).
    public mutating func willEnd() {
        guard saving.isPending, let scoresStore else { return }
        saveScores(quiet: true)
        if let scoresSaveFailure {
            Self.report("\(scoresSaveFailure); this run's new best scores are not saved (the file keeps the previous ones)")
        } else {
            Self.report("\(scoresStore.url.path): best scores saved after all")
        }
    }
}
