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
///
/// Its state is grouped by job, each part in the folder that names the job (see
/// `MiniGolfScene.swift`): the round's pace (Pacing), the controls held (Input), the playfield
/// (HUD), the hole as drawn (Drawing), the hole's effects and sounds (Feedback) and the best
/// scores (Scores).
public struct MiniGolfGame: HUDGame {
    public var name: String { "minigolf" }

    /// Round frames simulated per update in a headless autoplay run.
    public static let fastForwardFrames = 4

    /// The round.
    public internal(set) var match: MiniGolfMatch
    /// The lined-up stroke.
    public internal(set) var aim = AimState()
    /// True while the player has paused (Esc).
    public internal(set) var isPaused = false
    /// True while the pause menu asks whether to start a new round.
    public internal(set) var isConfirmingNewRound = false
    /// True while the menu offers to continue the round saved by an earlier run.
    public internal(set) var isOfferingSavedRound = false
    /// Frames left in which a second press of Restart puts the ball back on the tee
    /// (`pressRestart(by:)`); 0 when Restart is not asking.
    var restartQuestionFrames = 0
    /// The lines `setUp` wrote to stderr about course files it could not use.
    public let courseProblems: [String]
    /// The best scores, their file and how saving them goes.
    var scores: ScoreKeeper
    /// The round in progress, its file and how saving it goes.
    var round: RoundKeeper
    /// The round's 60 Hz frames per update, and the frames since the hole was completed.
    var pacing = RoundPacing()
    /// The controls as they are held.
    var input = InputState()
    /// The trail, the cup's flash and ring, the celebration and the message over the course.
    var effects = HoleEffects()
    /// The sounds the round asked for (see `GolfSounds`).
    var sounds = GolfSounds()
    /// Where the settings are kept (`GolfSettings`); nil where they are neither read nor
    /// written (tests, headless and autoplay runs).
    var settingsURL: URL?
    /// What the host does with the sound (`--mute`, Ctrl+M, no audio device); not part of the state.
    var hostSound = HostSound.on
    /// The hole as drawn: its art, the caddie camera, the ball's last position.
    var hole: HoleScene
    /// Where the course and the camera are drawn, from the last layout.
    var placement = Playfield()
    /// The HUD: the camera and course viewports, the status, the buttons.
    public var hud = MiniGolfHUD.make()
    /// The device as last told.
    var device = Device()
    /// The putter's holder in autoplay (and nobody's turn to putt while it holds it).
    var bot: MiniGolfBot?
    /// True in an autoplay run: it ends with the round.
    var autoplay = false

    /// A game over the given holes; `bestScoresURL` nil keeps no scores (tests).
    public init(library: CourseLibrary = CourseLibrary(), bestScoresURL: URL? = MiniGolfGame.bestScoresURL()) {
        courseProblems = library.problems.map(\.description)
        match = MiniGolfMatch(courses: library.courses)
        scores = ScoreKeeper(url: bestScoresURL)
        round = RoundKeeper(url: bestScoresURL.map(Self.roundURL(besideBestScores:)))
        settingsURL = bestScoresURL.map(GolfSettings.url(besideBestScores:))
        hole = HoleScene(match)
        aimAtCup()
    }

    /// Where best scores live: `$CREASE_DATA_DIR/minigolf-best.json`, else
    /// `$XDG_DATA_HOME/crease/…`, else `~/.local/share/crease/…`.
    public static func bestScoresURL(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        DataDirectory.file("minigolf-best.json", environment: environment)
    }

    /// Where the round in progress is kept: `minigolf-round.json` beside the best scores.
    public static func roundURL(besideBestScores url: URL) -> URL {
        url.deletingLastPathComponent().appendingPathComponent("minigolf-round.json")
    }

    // MARK: Game

    public mutating func setUp(_ setUp: GameSetUp) {
        device = setUp.device
        autoplay = setUp.autoplay
        pacing.framesPerUpdate = setUp.autoplay && setUp.headless ? Self.fastForwardFrames : 1
        // The bot's thinking is budgeted per update, whatever the pace: fast-forwarded, each
        // round frame gets its share of the budget and the thinking spans as many more of them,
        // so an update costs what it does in a window and the bot weighs as many shots.
        let pace = pacing.framesPerUpdate
        bot = setUp.autoplay
            ? MiniGolfBot(skill: .club, seed: setUp.seed, budgetPerFrame: MiniGolfBot.defaultBudget / pace,
                          thinkingFrames: MiniGolfBot.defaultThinkingFrames * pace)
            : nil
        scores.savesScores = !setUp.autoplay && !setUp.headless && scores.store != nil
        for problem in courseProblems {
            FileHandle.standardError.write(Data("minigolf: \(problem)\n".utf8))
        }
        scores.load()
        round.savesRound = scores.savesScores
        if scores.savesScores { loadSettings() } else { settingsURL = nil }
        if let saved = round.load() { offerSavedRound(saved) }
    }

    public mutating func deviceDidChange(_ device: Device) {
        self.device = device
        // A drag in progress belongs to the old layout: drop it rather than putt by accident.
        input.drag = nil
    }

    public mutating func update(step: Double) {
        scores.advance(by: step)
        if round.advance(by: step) { round.save(match) }
        guard !isPaused else { return }
        steerWithHeldControls(seconds: step)
        // The round runs in 60 Hz frames whatever the update rate (`--hz`): credit each
        // update's share and play the whole frames it adds up to.
        for _ in 0..<pacing.frames(for: step) {
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

    /// An autoplay run ends once the round's final card has shown for `resultsFrames`; a
    /// player sees the final card and may play again.
    public var isFinished: Bool { autoplay && match.phase == .finished && pacing.finishedFrames >= Self.resultsFrames }

    /// Round frames an autoplay run shows the round's final card before it ends (4 s).
    public static let resultsFrames = 240

    /// Writes best scores a failed save still holds, once more; when that fails too, says in
    /// one line that they are lost (the file keeps the previous ones).
    public mutating func willEnd() {
        scores.saveAtEnd()
        round.saveAtEnd(match)
    }
}
