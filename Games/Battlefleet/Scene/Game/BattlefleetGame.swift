import BattlefleetRules
import Crease
import CreaseHUD
import CreasePlaytest
import Foundation

/// Battlefleet as a Crease `Game`: placement, battle and the end screen, laid out for the
/// way the device is held, played with a mouse, touch, keyboard or gamepad, animated on the
/// fixed step, saved after every move.
///
/// The rules live in `BattlefleetRules.Match`; this type only decides what is shown where,
/// turns input into moves and paces the AI. See `SceneLayout` for the posture layouts.
///
/// Its state is grouped by job, each part in the folder that names the job (see
/// `BattlefleetScene.swift`): the options and stations (Game), the turn's pace (Pacing), the
/// selections and input in progress (Input), the HUD (HUD), what a shot says (Feedback) and
/// the save (Persistence).
public struct BattlefleetGame: HUDGame {
    public var name: String { "battlefleet" }

    /// The match being played.
    public internal(set) var match: Match
    /// What a new match is played as (the Opponent and Rules buttons).
    var options = MatchOptions()
    /// Who has pressed Ready, the "pass the device" cover, who checks their own fleet.
    var stations = Stations()
    /// The aiming cursors, the salvo queue and the selected ships.
    var selection = Selection()
    /// Gestures on the boards and the stick's last steps, while they last.
    var input = InputState()
    /// The AI's thinking time, the pause before the device passes, the end of the match.
    var pacing = TurnPacing()
    /// Animations, the banner and the sounds the game asked for.
    var feedback = Feedback()
    /// The save file and how saving goes.
    var persistence: MatchPersistence
    /// The pace and the sound, kept between runs (`PlaySettings`).
    public internal(set) var settings = PlaySettings()
    /// The HUD and the layout it was built from.
    var scene = SceneHUD()
    /// The HUD, built from `scene` for the posture and the screen.
    public var hud = HUD(elements: [])
    /// Every board cell as the last layout placed it (`hudDidLayOut`): the lint's playfield
    /// and the frames layout shift measures.
    public internal(set) var boardCells: [LintItem] = []
    /// What `boardCells` were placed for.
    var placedBoards: BoardPlacement?
    /// The device as last told.
    public internal(set) var device = Device()
    /// True while the pause menu is up.
    public internal(set) var isPaused = false
    /// True in an autoplay run: AI against AI, no save.
    var autoplay = false
    /// The game's own random numbers (new matches' seeds), from the run's seed.
    var random = SeededRandom(seed: 0)
    /// What the host does with the sound (`--mute`, Ctrl+M, no audio device): the pause menu
    /// says "Sound: muted" or "No audio". Not part of the state: muted or heard, a
    /// run ends the same.
    public internal(set) var hostSound = HostSound.on
    /// Seconds of play so far: animations and flicker read this, never the wall clock.
    var time: Double = 0

    /// A game that saves under the process's `CREASE_DATA_DIR` (or the XDG default).
    public init() {
        self.init(environment: ProcessInfo.processInfo.environment)
    }

    /// A game that reads its save folder from `environment` (tests pass a temporary one).
    public init(environment: [String: String]) {
        persistence = MatchPersistence(environment: environment)
        match = Match.againstAI(.medium, seed: 1)
    }

    // MARK: Game

    public mutating func setUp(_ setUp: GameSetUp) {
        random = SeededRandom(seed: setUp.seed)
        device = setUp.device
        autoplay = setUp.autoplay
        if autoplay {
            // AI against AI; never touches the player's save.
            match = Match.autoplay(.medium, against: .hard, seed: setUp.seed)
            options.opponent = .ai(.hard)
            persistence.store = nil
            return
        }
        if setUp.headless {
            // A headless playtest must neither depend on nor touch the player's save, or the
            // same script and seed would not end in the same state on every machine.
            persistence.store = nil
            startNewMatch()
            return
        }
        loadSettings()
        let store = persistence.playersStore()
        persistence.store = store
        switch store.load() {
        case .resumed(let saved):
            // The saved match waits behind a choice: Continue it, or a new game.
            resume(saved)
            stations.offeringResume = true
        case .noSave:
            startNewMatch()
        case .setAside(let problem):
            persistence.notice = problem.description
            FileHandle.standardError.write(Data((problem.description + "\n").utf8))
            startNewMatch()
        }
    }

    public mutating func deviceDidChange(_ device: Device) {
        self.device = device
        input.pointers = [:]
    }

    public mutating func update(step: Double) {
        time += step
        feedback.advance(by: step)
        persistence.advance(by: step)
        // Restart (New game) asks again once the menu (the offer to continue) has closed.
        if !isPaused, !stations.offeringResume { stations.confirmingRestart = false }
        guard !isPaused, !stations.offeringResume else {
            // A change made from the pause menu (a new match) is saved at once too.
            saveIfNeeded()
            return
        }
        pace(step: step)
        saveIfNeeded()
    }

    public mutating func hostSoundDidChange(_ sound: HostSound) { hostSound = sound }

    public var isFinished: Bool { autoplay && match.isFinished && pacing.hasShownEnd(for: 1) }

    /// Saves a move not saved yet, or retries a save that failed, once more; when it still
    /// fails, says in one line that the match as it stands is not saved (the previous save is).
    public mutating func willEnd() {
        persistence.saveAtEnd(match)
    }

    public var outcome: JSONValue {
        func perPlayer(_ value: (PlayerStatistics) -> JSONValue) -> JSONValue {
            ["one": value(match.statistics.one), "two": value(match.statistics.two)]
        }
        return [
            "winner": match.winner.map { .string($0.rawValue) } ?? .null,
            "shots": perPlayer { .number(Double($0.shots)) },
            "hits": perPlayer { .number(Double($0.hits)) },
            "accuracy": perPlayer { .number(($0.accuracy * 1000).rounded() / 1000) },
            "shipsLost": perPlayer { .number(Double($0.shipsLost)) },
            "turns": .number(Double(match.turnNumber)),
            "players": ["one": .string(match.players.one.description), "two": .string(match.players.two.description)],
            "salvo": .bool(match.rules.salvo),
        ]
    }

    public func hashState(into hasher: inout StateHasher) {
        hasher.combine(bytes: match.stateBytes())
        for player in PlayerID.allCases {
            let cursor = selection.cursors[player] ?? Coordinate(column: 0, row: 0)
            hasher.combine(cursor.index)
            hasher.combine(selection.selectedShip[player]?.ordinal ?? -1)
            hasher.combine(stations.ready.contains(player))
        }
        hasher.combine(selection.salvoQueue.map(\.index).reduce(0) { $0 &* 131 &+ $1 })
        hasher.combine(stations.handoff?.rawValue ?? "-")
        hasher.combine(stations.offeringResume)
        hasher.combine(isPaused)
        hasher.combine(time)
        hasher.combine(feedback.effects.count)
        hasher.combine(random)
    }
}
