import Crease
import CreaseHUD
import Testing
import CreasePlaytest

/// The least a game must write: a class works as well as a struct, and the HUD, device
/// change, outcome and finish hooks have defaults.
private final class CounterGame: Game {
    var name: String { "counter" }
    var count = 0
    var limit = Int.max
    func setUp(_ setUp: GameSetUp) { count = Int(setUp.seed) }
    func handle(_ event: InputEvent) -> Bool { false }
    func update(step: Double) { count += 1 }
    func draw(into list: inout DrawList, interpolation: Double) {}
    func hashState(into hasher: inout StateHasher) { hasher.combine(count) }
    var isFinished: Bool { count >= limit }
}

/// A game that keeps no state worth hashing: `hashState(into:)` is the default, which feeds nothing.
private struct StatelessGame: Game {}

@Suite("Game")
struct GameTests {
    @Test("a minimal class game runs with the defaults")
    func minimalGame() {
        let result = Playtest.run(CounterGame(), seed: 10, frames: 5, clock: ManualClock())
        #expect(result.game.count == 15, "seed 10 plus five updates should count 15")
        #expect(result.report.outcome == .null && result.report.transitions.isEmpty, "no outcome, no transitions by default")
    }

    @Test("a game that finishes stops the run early")
    func finishes() {
        let game = CounterGame()
        game.limit = 4
        let report = Playtest.run(game, seed: 0, frames: 100, clock: ManualClock()).report
        #expect(report.frames == 4, "the run should stop once the game is finished, after 4 frames; ran \(report.frames)")
    }

    @Test("a game that hashes nothing is reported as not hashed, never as the digest of nothing")
    func notHashed() {
        let report = Playtest.run(StatelessGame(), frames: 3, clock: ManualClock()).report
        #expect(report.stateHash == PlaytestReport.notHashed && !report.isStateHashed,
                "a game whose hashState(into:) feeds nothing should report '\(PlaytestReport.notHashed)', got '\(report.stateHash)'")
        let summary = PlaytestCommand.summary(report)
        #expect(summary.hasSuffix("; state not hashed (the game's hashState(into:) feeds nothing)"),
                "the summary should say the state is not hashed, got '\(summary)'")
        #expect(!summary.contains("cbf29ce484222325"), "the summary should not show FNV-1a's empty digest, got '\(summary)'")
        let hashed = Playtest.run(CounterGame(), seed: 1, frames: 3, clock: ManualClock()).report
        #expect(hashed.isStateHashed && hashed.stateHash.count == 16 && PlaytestCommand.summary(hashed).hasSuffix("; state \(hashed.stateHash)"),
                "a game that hashes its state should report a 16-digit digest, got '\(hashed.stateHash)'")
    }
}
