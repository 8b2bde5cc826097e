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

    // MARK: Matches

    mutating func startNewMatch() {
        match = opponent.newMatch(salvo: salvo, seed: random.next())
        for player in PlayerID.allCases where !match.players[player].isAI {
            try? match.placeFleetRandomly(for: player)
            selectedShip[player] = .carrier
        }
        ready = []
        handoff = nil
        pendingHandoff = nil
        effects = []
        banner = nil
        checkingFleet = []
        salvoQueue = []
        endTimer = 0
        isPaused = false
        saving.changed()
    }

    mutating func resume(_ saved: Match) {
        match = saved
        opponent = Opponent(saved.players.two)
        salvo = saved.rules.salvo
        ready = saved.phase == .placement ? [] : Set(PlayerID.allCases)
        for player in PlayerID.allCases where !saved.players[player].isAI { selectedShip[player] = .carrier }
        if twoPeople, saved.phase == .battle { handoff = saved.currentPlayer }
    }

    /// Writes the match when a move changed it (deletes the save when the match is over).
    ///
    /// A failure never stops the game or goes unsaid: the first of its kind is one line on
    /// stderr naming the file, the status line shows "Not saved: <why>" while it lasts, and
    /// the save is retried every second of play and at every move until it lands (which
    /// is said in one line too). `quiet` leaves the saying to the caller.
    mutating func saveIfNeeded(quiet: Bool = false) {
        guard let store else { return }
        let match = self.match
        if let line = saving.attempt(path: store.fileURL.path, quiet: quiet, {
            if match.isFinished { try store.delete() } else { try store.save(match) }
        }) {
            Self.report(line)
        }
    }

    /// The status line's words while saving fails: "Not saved: read-only file system".
    var saveWarning: String? {
        guard let reason = saving.reason else { return nil }
        return reason.isEmpty ? "Not saved" : "Not saved: " + reason.lowercased()
    }

    /// One line on stderr, prefixed with the game's name.
    static func report(_ line: String) {
        FileHandle.standardError.write(Data("battlefleet: \(line)\n".utf8))
    }

    /// Effects, banner, turn changes after shots land.
    mutating func didFire(_ records: [ShotRecord]) {
        saving.changed()
        cueSounds(for: records)
        for record in records {
            let waters = record.shooter.opponent
            if match.players[record.shooter].isAI { cursors[record.shooter] = record.target }
            let delay = Effect.flight
            effects.append(Effect(waters: waters, cell: record.target, kind: .shell))
            switch record.result {
            case .miss:
                effects.append(Effect(waters: waters, cell: record.target, kind: .splash, delay: delay))
            case .hit:
                effects.append(Effect(waters: waters, cell: record.target, kind: .blast, delay: delay))
            case .sunk(let ship):
                effects.append(Effect(waters: waters, cell: record.target, kind: .blast, delay: delay))
                if let placement = match.boards[waters].fleet.placement(of: ship) {
                    effects.append(Effect(waters: waters, cell: record.target, kind: .sinking(placement), delay: delay))
                }
            }
        }
        if let last = records.last {
            banner = Banner(text: shotLine(for: records), short: shortShotLine(for: records), callout: callout(for: records),
                            waters: last.shooter.opponent, cell: last.target, isHit: records.contains { $0.result.isHit })
        }
        // The last shot's line stays up on the end screen too (the result has its own line).
        if !match.isFinished, twoPeople, let last = records.last, match.currentPlayer != last.shooter {
            // The shooter sees the shot land before the device (or, face to face, the turn) passes.
            pendingHandoff = (match.currentPlayer, layoutKind == .faceToFace ? 1.3 : 1.4)
        }
    }

    /// The status line for a shot (or a salvo), naming the shooter: "You: E3 hit!",
    /// "Enemy: F10 miss", "Player 2: B4 sank the Cruiser".
    func shotLine(for records: [ShotRecord]) -> String {
        guard let last = records.last else { return "" }
        let shooter = name(of: last.shooter)
        let sunk = records.compactMap(\.result.sunkShip).last
        if records.count > 1 {
            let hits = records.filter(\.result.isHit).count
            let tally = "\(hits) of \(records.count) hit"
            return sunk.map { "\(shooter): \(tally), sank \(sunkOwner(last.shooter))\($0.displayName)" } ?? "\(shooter): \(tally)"
        }
        let cell = last.target.label
        switch last.result {
        case .miss: return "\(shooter): \(cell) miss"
        case .hit: return "\(shooter): \(cell) hit!"
        case .sunk(let ship): return "\(shooter): \(cell) sank \(sunkOwner(last.shooter))\(ship.displayName)"
        }
    }

    /// "your " when the AI sank the player's ship, "the " otherwise.
    func sunkOwner(_ shooter: PlayerID) -> String {
        !twoPeople && !autoplay && shooter == .two ? "your " : "the "
    }

    /// The shot's line in a word or two, for the closed display's narrow column: "You: Hit!".
    func shortShotLine(for records: [ShotRecord]) -> String {
        guard let last = records.last else { return "" }
        let shooter: String = switch (twoPeople, autoplay, last.shooter) {
        case (_, true, .one): "Blue"
        case (_, true, .two): "Orange"
        case (true, _, .one): "P1"
        case (true, _, .two): "P2"
        case (false, _, .one): "You"
        case (false, _, .two): "AI"
        }
        if records.contains(where: { $0.result.sunkShip != nil }) { return "\(shooter): Sunk!" }
        return records.contains { $0.result.isHit } ? "\(shooter): Hit!" : "\(shooter): Miss"
    }

    /// The word called out over the board: "Hit!", "Miss", "Sunk! Cruiser".
    func callout(for records: [ShotRecord]) -> String {
        if let ship = records.compactMap(\.result.sunkShip).last { return "Sunk! \(ship.displayName)" }
        return records.contains { $0.result.isHit } ? "Hit!" : "Miss"
    }

    mutating func showBanner(_ text: String, short: String? = nil) { banner = Banner(text: text, short: short ?? text) }

    /// Full turns begun: one for each shot the first player has had, counting the other's
    /// answer with it ("Turn 11" after ten shots each), unlike the rules' `turnNumber`,
    /// which counts every player's turn.
    var fullTurns: Int { Swift.max(match.statistics.one.turns, match.statistics.two.turns) }
}

extension ShotResult {
    /// The ship this shot sank, if it sank one.
    fileprivate var sunkShip: ShipClass? {
        if case .sunk(let ship) = self { return ship }
        return nil
    }
}
