import BattlefleetScene
import CreasePlaytest
import CreaseTools
import MiniGolfScene

/// The sample games the soak runs, made afresh for each match.
enum SoakGames {
    static let names = SoakOptions.gameNames

    /// Runs the named game's soak (the name is one of `names`).
    @MainActor
    static func soak(_ name: String, options: SoakOptions) throws -> SoakResult {
        switch name {
        case "minigolf": try GameSoak(name: name, options: options) { MiniGolfGame() }.run()
        default: try GameSoak(name: name, options: options) { BattlefleetGame() }.run()
        }
    }
}
