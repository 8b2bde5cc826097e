@testable import BattlefleetRules
@testable import BattlefleetScene
import CSDL2
import Crease
import CreaseHUD
import CreasePlaytest
import CreaseSDL
import Foundation
@testable import MiniGolfCore
@testable import MiniGolfScene
import Synchronization
import Testing

/// SDL_QUIT arriving while a save is being written: each game runs through `GameRunner` (its
/// real `main`) on the headless window, set up as a player's game so it saves, with the store's
/// `beforeRename` hook pushing SDL_QUIT onto SDL's queue when the temporary file is complete
/// and not yet renamed. The run must end with the frame that polls the quit, exit 0, the save on disk
/// whole and holding the game as it ended; when the interrupted write fails as well, the game
/// must save at the end (`Game.willEnd`), so nothing is lost either way.
@MainActor
@Suite(.serialized) struct QuitDuringSaveFaultTests {
    /// What the hooked game saw, shared with the test (games are values the runner copies).
    final class Witness: Sendable {
        struct State {
            var saves = 0
            var quitPushedAtSave: Int?
            var framesAfterQuit = 0
            var lastMatch: Match?
            var lastScores: BestScores?
        }
        let state = Mutex(State())
    }

    /// Pushes SDL_QUIT as a window manager or Ctrl+C would.
    nonisolated static func pushQuit() {
        var event = SDL_Event()
        event.type = SDL_QUIT.rawValue
        SDL_PushEvent(&event)
    }

    /// The hook: counts saves; at save `quitAt` pushes SDL_QUIT and, if `failing`, fails the write.
    nonisolated static func hook(_ witness: Witness, quitAt: Int, failing: Bool) -> @Sendable () throws -> Void {
        { @Sendable in
            let fail = witness.state.withLock { state -> Bool in
                state.saves += 1
                guard state.saves == quitAt else { return false }
                state.quitPushedAtSave = state.saves
                pushQuit()
                return failing
            }
            if fail { throw InterruptedWrite() }
        }
    }

    struct InterruptedWrite: Error, CustomStringConvertible {
        var description: String { "the write was interrupted by the quit (test)" }
    }

    /// Battlefleet as a player runs it (it saves), with the store hooked.
    struct HookedBattlefleet: HUDGame {
        var inner: BattlefleetGame
        let witness: Witness
        let quitAt: Int
        let failing: Bool
        var name: String { inner.name }
        mutating func setUp(_ setUp: GameSetUp) {
            var asPlayer = setUp
            asPlayer.headless = false
            inner.setUp(asPlayer)
            inner.persistence.store?.beforeRename = QuitDuringSaveFaultTests.hook(witness, quitAt: quitAt, failing: failing)
        }
        mutating func deviceDidChange(_ device: Device) { inner.deviceDidChange(device) }
        mutating func handle(_ event: InputEvent) -> Bool { inner.handle(event) }
        mutating func update(step: Double) {
            inner.update(step: step)
            witness.state.withLock { if $0.quitPushedAtSave != nil { $0.framesAfterQuit += 1 } }
        }
        var hud: HUD {
            get { inner.hud }
            set { inner.hud = newValue }
        }
        mutating func hudDidAct(_ action: HUDAction) { inner.hudDidAct(action) }
        mutating func layOut(on device: Device) { inner.layOut(on: device) }
        mutating func hudDidLayOut() { inner.hudDidLayOut() }
        var playfield: [LintItem] { inner.playfield }
        var layoutFrames: [String: Rect] { inner.layoutFrames }
        func draw(into list: inout DrawList, interpolation: Double) { inner.draw(into: &list, interpolation: interpolation) }
        func hashState(into hasher: inout StateHasher) { inner.hashState(into: &hasher) }
        mutating func willEnd() {
            inner.willEnd()
            let match = inner.match
            witness.state.withLock { $0.lastMatch = match }
        }
    }

    /// Mini-golf as a player runs it (it saves best scores), with the store hooked.
    struct HookedMiniGolf: HUDGame {
        var inner: MiniGolfGame
        let witness: Witness
        let quitAt: Int
        let failing: Bool
        var name: String { inner.name }
        mutating func setUp(_ setUp: GameSetUp) {
            var asPlayer = setUp
            asPlayer.headless = false
            inner.setUp(asPlayer)
            inner.scores.store?.beforeRename = QuitDuringSaveFaultTests.hook(witness, quitAt: quitAt, failing: failing)
        }
        mutating func deviceDidChange(_ device: Device) { inner.deviceDidChange(device) }
        mutating func handle(_ event: InputEvent) -> Bool { inner.handle(event) }
        mutating func update(step: Double) {
            inner.update(step: step)
            witness.state.withLock { if $0.quitPushedAtSave != nil { $0.framesAfterQuit += 1 } }
        }
        var hud: HUD {
            get { inner.hud }
            set { inner.hud = newValue }
        }
        mutating func hudDidAct(_ action: HUDAction) { inner.hudDidAct(action) }
        mutating func layOut(on device: Device) { inner.layOut(on: device) }
        mutating func hudDidLayOut() { inner.hudDidLayOut() }
        var playfield: [LintItem] { inner.playfield }
        var layoutFrames: [String: Rect] { inner.layoutFrames }
        func draw(into list: inout DrawList, interpolation: Double) { inner.draw(into: &list, interpolation: interpolation) }
        func hashState(into hasher: inout StateHasher) { inner.hashState(into: &hasher) }
        mutating func willEnd() {
            inner.willEnd()
            let scores = inner.bestScores
            witness.state.withLock { $0.lastScores = scores }
        }
    }

    @Test("Battlefleet: SDL_QUIT mid-save ends the run at the frame that polls it, the save whole and current", arguments: [false, true])
    func battlefleet(writeFails: Bool) throws {
        let folder = try BuiltProgram.scratchFolder("quit-battlefleet")
        defer { try? FileManager.default.removeItem(at: folder) }
        // A shuffle (a move, so a save) every 5 frames; the quit comes during the third save
        // (the first is the new match at frame 0).
        let script = folder.appendingPathComponent("shuffles.json")
        let steps = (1...40).map { #"{"at": \#($0 * 5), "key": "X"}"# }.joined(separator: ", ")
        try Data(#"{"frames": 400, "steps": [\#(steps)]}"#.utf8).write(to: script)
        let witness = Witness()
        let game = HookedBattlefleet(inner: BattlefleetGame(environment: ["CREASE_DATA_DIR": folder.path]),
                                     witness: witness, quitAt: 3, failing: writeFails)
        let status = GameRunner.run(game, arguments: ["--headless", "--script", script.path], executable: "battlefleet")
        #expect(status == 0, "expected the quit to end the run normally (exit 0), got \(status)")
        let state = witness.state.withLock { $0 }
        #expect(state.quitPushedAtSave == 3, "expected the quit pushed during the third save, saves seen: \(state.saves)")
        // The update that saved, then the frame that polls the quit (its events still count), then no more.
        #expect(state.framesAfterQuit <= 2, "expected the run to stop at the frame that polled the quit, it ran \(state.framesAfterQuit) updates from the save on")
        let data = try #require(FileManager.default.contents(atPath: folder.appendingPathComponent("battlefleet-save.json").path),
                                "expected the save on disk")
        let saved = try MatchSave.decode(data).match
        #expect(saved == state.lastMatch, "expected the save to hold the match as the run ended (\(writeFails ? "written at the end after the interrupted write failed" : "the write the quit interrupted"))")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
        #expect(left.isEmpty, "expected no temporary file left, found \(left)")
    }

    @Test("Mini-golf: SDL_QUIT mid-save of best scores ends the run with the new best saved whole", arguments: [false, true])
    func minigolf(writeFails: Bool) throws {
        let folder = try BuiltProgram.scratchFolder("quit-minigolf")
        defer { try? FileManager.default.removeItem(at: folder) }
        let courses = folder.appendingPathComponent("courses")
        try FileManager.default.createDirectory(at: courses, withIntermediateDirectories: true)
        for number in 1...CourseLibrary.holeCount {
            try AssetCopy.holeInOne.write(to: courses.appendingPathComponent(CourseLibrary.fileName(hole: number)))
        }
        let scoresURL = folder.appendingPathComponent("minigolf-best.json")
        var previous = BestScores()
        previous.holes[AssetCopy.holeInOneName] = 4
        try BestScoresStore(url: scoresURL).save(previous)
        let script = folder.appendingPathComponent("putt.json")
        try Data(#"{"frames": 400, "steps": [{"at": 5, "key": "Space"}]}"#.utf8).write(to: script)
        let witness = Witness()
        let game = HookedMiniGolf(inner: MiniGolfGame(library: CourseLibrary(directory: courses), bestScoresURL: scoresURL),
                                  witness: witness, quitAt: 1, failing: writeFails)
        let status = GameRunner.run(game, arguments: ["--headless", "--script", script.path], executable: "minigolf")
        #expect(status == 0, "expected the quit to end the run normally (exit 0), got \(status)")
        let state = witness.state.withLock { $0 }
        #expect(state.quitPushedAtSave == 1, "expected the quit pushed while the hole's best was being written")
        // The update that saved, then the frame that polls the quit (its events still count), then no more.
        #expect(state.framesAfterQuit <= 2, "expected the run to stop at the frame that polled the quit, it ran \(state.framesAfterQuit) updates from the save on")
        let data = try #require(FileManager.default.contents(atPath: scoresURL.path), "expected the best scores on disk")
        let saved = try JSONDecoder().decode(BestScores.self, from: data)
        #expect(saved.holes[AssetCopy.holeInOneName] == 1 && saved == state.lastScores,
                "expected the hole in one saved whole as the new best, got \(saved.holes)")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
        #expect(left.isEmpty, "expected no temporary file left, found \(left)")
    }
}
