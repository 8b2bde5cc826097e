import BattlefleetScene
import MiniGolfScene
import CreasePlaytest

/// The sample games the bench measures.
enum BenchGames {
    /// Every sample game, made afresh for each run.
    @MainActor static let all: [GameBench.Entry] = [
        GameBench.Entry(name: "battlefleet") { BattlefleetGame() },
        GameBench.Entry(name: "minigolf") { MiniGolfGame() },
    ]
}
