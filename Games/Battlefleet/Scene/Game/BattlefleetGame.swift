import BattlefleetRules
import CreaseGameSupport
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
public struct BattlefleetGame: Game {
    public var name: String { "battlefleet" }

    /// The match being played.
    public internal(set) var match: Match
    /// The AI level or the second person a new match is played against.
    public internal(set) var opponent: Opponent = .ai(.medium)
    /// True when a new match uses the salvo rules.
    public internal(set) var salvo = false
    /// The aiming cursors, one per shooter.
    public internal(set) var cursors: [PlayerID: Coordinate] = [.one: Coordinate(column: 4, row: 4), .two: Coordinate(column: 4, row: 4)]
    /// The cells queued for a salvo, per shooter.
    public internal(set) var salvoQueue: [Coordinate] = []
    /// The ship selected for keyboard moves and turning, per placing player.
    public internal(set) var selectedShip: [PlayerID: ShipClass] = [:]
    /// People who pressed Ready.
    public internal(set) var ready: Set<PlayerID> = []
    /// The "pass the device" cover, when one is up.
    public internal(set) var handoff: PlayerID?
    /// True while the pause menu is up.
    public internal(set) var isPaused = false
    /// The device as last told.
    public internal(set) var device = Device()
    /// The one line a bad save produced at start, also written to stderr.
    public internal(set) var saveNotice: String?
    /// Why saving fails, while it does ("<path>: could not … (Read-only file system)"): the
    /// status line says so, and the save is retried every second of play (`RetryingSave`).
    public var saveFailure: String? { saving.failure }

    var autoplay = false
    var random = SeededRandom(seed: 0)
    /// Seconds of play so far: animations and flicker read this, never the wall clock.
    var time: Double = 0
    var aiTimer: Double = 0
    var endTimer: Double = 0
    var pendingHandoff: (player: PlayerID, delay: Double)?
    var effects: [Effect] = []
    var banner: Banner?
    /// Players looking at their own fleet instead of the waters they aim at (face to face).
    var checkingFleet: Set<PlayerID> = []
    /// Sounds asked for since the runner last took them (see `BattlefleetGame+Sound`).
    var soundCues: [SoundCue] = []
    var hud = HUD(elements: [])
    var layout = SceneLayout(elements: [], slots: [], padShooter: nil)
    var layoutInputs: SceneLayout.Inputs?
    var pointers: [PointerID: PointerGesture] = [:]
    var axisLatch: [GamepadAxis: Int] = [:]
    let environment: [String: String]
    var store: SaveStore?
    /// The shared save policy: write at once, retry a failure every second, say so once.
    var saving = RetryingSave(previous: "the previous save")

    /// A game that saves under the process's `CREASE_DATA_DIR` (or the XDG default).
    public init() {
        self.init(environment: ProcessInfo.processInfo.environment)
    }

    /// A game that reads its save folder from `environment` (tests pass a temporary one).
    public init(environment: [String: String]) {
        self.environment = environment
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
            opponent = .ai(.hard)
            store = nil
            return
        }
        if setUp.headless {
            // A headless playtest must neither depend on nor touch the player's save, or the
            // same script and seed would not end in the same state on every machine.
            store = nil
            startNewMatch()
            return
        }
        let store = SaveStore(fileURL: DataDirectory.file("battlefleet-save.json", environment: environment))
        self.store = store
        switch store.load() {
        case .resumed(let saved):
            resume(saved)
            showBanner("Resumed your match", short: "Resumed")
        case .noSave:
            startNewMatch()
        case .setAside(let problem):
            saveNotice = problem.description
            FileHandle.standardError.write(Data((problem.description + "\n").utf8))
            startNewMatch()
        }
    }

    public mutating func deviceDidChange(_ device: Device) {
        self.device = device
        pointers = [:]
    }

    public mutating func update(step: Double) {
        time += step
        hud.advance(by: step)
        for action in hud.drainActions() { perform(action) }
        for index in effects.indices { effects[index].age += step }
        effects.removeAll(where: \.isOver)
        if var current = banner {
            current.age += step
            banner = current.isShowing ? current : nil
        }
        _ = saving.advance(by: step)
        guard !isPaused else {
            // A change made from the pause menu (a new match) is saved at once too.
            saveIfNeeded()
            return
        }
        if var pending = pendingHandoff {
            pending.delay -= step
            if pending.delay <= 0 {
                // Face to face there is no device to pass: the stations just turn over.
                if layoutKind != .faceToFace { handoff = pending.player }
                checkingFleet = []
                pendingHandoff = nil
            } else {
                pendingHandoff = pending
            }
        }
        if match.isAITurn {
            aiTimer += step
            if aiTimer >= aiDelay, let record = match.step() {
                aiTimer = 0
                didFire([record])
            }
        } else {
            aiTimer = 0
        }
        if match.isFinished { endTimer += step }
        saveIfNeeded()
    }

    /// Seconds between AI shots. Autoplay: 0.2 s, so the shortest of 300 seeded matches (44
    /// shots) outlasts the fold cycle's last posture (frame 480) and the longest (130) ends
    /// well inside its 2400 frames. Against a person: 1.3 s, so the shell lands and the
    /// player's own result ("You: E3 hit!") stays up long enough to read before the AI's.
    var aiDelay: Double { autoplay ? 0.2 : 1.3 }

    public var isFinished: Bool { autoplay && match.isFinished && endTimer >= 1 }

    /// Saves a move not saved yet, or retries a save that failed, once more; when it still
    /// fails, says in one line that the match as it stands is not saved (the previous save is).
    public mutating func willEnd() {
        guard let store else { return }
        if saveFailure != nil { saving.changed() }
        let before = saveFailure
        saveIfNeeded(quiet: true)
        if let saveFailure {
            Self.report("\(saveFailure); the last moves are not saved (the previous save is kept)")
        } else if before != nil {
            Self.report("\(store.fileURL.path): saved after all")
        }
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
            let cursor = cursors[player] ?? Coordinate(column: 0, row: 0)
            hasher.combine(cursor.index)
            hasher.combine(selectedShip[player]?.ordinal ?? -1)
            hasher.combine(ready.contains(player))
        }
        hasher.combine(salvoQueue.map(\.index).reduce(0) { $0 &* 131 &+ $1 })
        hasher.combine(handoff?.rawValue ?? "-")
        hasher.combine(isPaused)
        hasher.combine(time)
        hasher.combine(effects.count)
        hasher.combine(random)
    }

    // MARK: Who plays

    /// The layout for how the device is held and who plays.
    public var layoutKind: LayoutKind {
        if device.showsOuterDisplay { return .closed }
        if device.foldRunsHorizontally { return .stacked }
        return twoPeople ? .faceToFace : .sideBySide
    }

    var twoPeople: Bool { !match.players.one.isAI && !match.players.two.isAI }

    /// The person who places next (the first human not ready yet).
    var placingPlayer: PlayerID? {
        PlayerID.allCases.first { !match.players[$0].isAI && !ready.contains($0) }
    }

    /// What is showing.
    public var screen: Screen {
        if let handoff, layoutKind != .faceToFace { return .handoff(handoff) }
        switch match.phase {
        case .placement: return .placement
        case .battle: return .battle
        case .finished: return .finished
        }
    }

    /// Face to face: whose turn the stations show, the last shooter's until their shot has
    /// landed and been read (`pendingHandoff`).
    var shownTurn: PlayerID { pendingHandoff != nil ? match.currentPlayer.opponent : match.currentPlayer }

    /// True when an option changed since the match began waits for Restart (or Play again).
    var optionsWaitForRestart: Bool {
        !autoplay && (Opponent(match.players.two) != opponent || match.rules.salvo != salvo)
    }

    /// Whose side a single-view layout shows.
    var viewer: PlayerID {
        guard twoPeople else { return .one }
        switch match.phase {
        case .placement: return placingPlayer ?? .one
        case .battle: return match.currentPlayer
        case .finished: return match.winner ?? .one
        }
    }
}
