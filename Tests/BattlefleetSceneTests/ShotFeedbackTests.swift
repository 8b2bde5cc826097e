import BattlefleetRules
@testable import BattlefleetScene
import Crease
import CreaseHUD
import CreasePlaytest
import Testing

/// What the status says after shots: who fired at what, the full-turn counter, the AI's
/// readable pause, and options changed mid-match.
@Suite struct ShotFeedbackTests {
    func battle() throws -> BattlefleetGame {
        var device = Device()
        device.posture = .tabletop
        var game = SceneTestSupport.game(device: device)
        SceneTestSupport.press(&game, "ready")
        try #require(game.match.phase == .battle, "Ready should begin the battle")
        return game
    }

    /// Fires at the cell `index` (row by row) and lets the AI answer and its shell land.
    func shootAndWait(_ game: inout BattlefleetGame, cell index: Int) {
        game.cursors[.one] = Coordinate(column: index % 10, row: index / 10)
        SceneTestSupport.key(&game, "Space")
        // The shell lands, the AI thinks (from the landing), and its shell lands.
        SceneTestSupport.run(&game, steps: Int((game.aiDelay + 2 * Effect.flight) * 60) + 2)
    }

    @Test("The turn counter counts full turns: ten shots each is turn 11, not 21")
    func fullTurns() throws {
        var game = try battle()
        #expect(SceneTestSupport.text(game, "score")?.hasSuffix("Turn 1") == true, "the battle should begin at turn 1")
        for index in 0..<10 { shootAndWait(&game, cell: index) }
        try #require(game.match.history.count == 20 && game.match.currentPlayer == .one, "both sides should have fired ten shots")
        #expect(game.fullTurns == 11, "after ten shots each the eleventh turn begins, got \(game.fullTurns)")
        let score = SceneTestSupport.text(game, "score") ?? ""
        #expect(score.hasSuffix("Turn 11"), "the status should read Turn 11, got \(score)")
    }

    @Test("The status line names the shooter, and the player's result stays up for the AI's whole pause after it lands")
    func statusNamesTheShooter() throws {
        var game = try battle()
        game.cursors[.one] = Coordinate(column: 4, row: 2)
        SceneTestSupport.key(&game, "Space")
        // The result is told as the shell lands.
        SceneTestSupport.run(&game, steps: Int(Effect.flight * 60))
        let result = try #require(game.match.history.last?.result)
        let expected = result == .miss ? "You: E3 miss" : result == .hit ? "You: E3 hit!" : "You: E3 sank the"
        #expect(SceneTestSupport.text(game, "banner")?.hasPrefix(expected) == true,
                "expected the status to start with \(expected), got \(SceneTestSupport.text(game, "banner") ?? "nil")")
        // The AI's pause (1.2 s) counts from the landing, so the result shows for all of it.
        SceneTestSupport.run(&game, steps: 66)
        #expect(game.match.history.count == 1, "the AI should still wait 1.1 s after the player's shell landed")
        #expect(SceneTestSupport.text(game, "banner")?.hasPrefix("You: E3") == true, "the player's result should still show 1.1 s after it landed")
        // A sinking's callout (1.8 s) is waited for; a miss's or a hit's is not longer than the pause.
        SceneTestSupport.run(&game, steps: result == .miss || result == .hit ? 10 : 50)
        let answer = try #require(game.match.history.last)
        #expect(answer.shooter == .two, "the AI should have answered by 1.3 s after the landing")
        SceneTestSupport.run(&game, steps: Int(Effect.flight * 60))
        let line = SceneTestSupport.text(game, "banner") ?? ""
        #expect(line.hasPrefix("Enemy: \(answer.target.label) "), "the AI's shot should be said as the enemy's, got \(line)")
        #expect(SceneTestSupport.text(game, "turn") == "Your turn", "the turn passes back to the player")
    }

    @Test("Two players: the status line uses the players' names")
    func statusUsesPlayerNames() throws {
        var game = try SceneTestSupport.passAndPlayBattle()
        game.cursors[.one] = Coordinate(column: 0, row: 0)
        SceneTestSupport.press(&game, "fire")
        SceneTestSupport.run(&game, steps: Int(Effect.flight * 60))
        #expect(SceneTestSupport.text(game, "banner")?.hasPrefix("Player 1: A1 ") == true, "the status should say Player 1 fired at A1")
    }

    @Test("The closed display's short line names the cell as the other postures do: \"AI: C4 miss\"")
    func shortLineNamesTheCell() throws {
        let game = SceneTestSupport.game()
        let c4 = Coordinate(column: 2, row: 3)
        #expect(game.shortShotLine(for: [ShotRecord(shooter: .two, target: c4, turn: 2, result: .miss)]) == "AI: C4 miss")
        #expect(game.shortShotLine(for: [ShotRecord(shooter: .one, target: c4, turn: 1, result: .hit)]) == "You: C4 hit!")
        #expect(game.shortShotLine(for: [ShotRecord(shooter: .two, target: c4, turn: 2, result: .sunk(.destroyer))]) == "You lost\nDestroyer")
        let salvo = [ShotRecord(shooter: .one, target: c4, turn: 1, result: .hit), ShotRecord(shooter: .one, target: c4, turn: 1, result: .miss)]
        #expect(game.shortShotLine(for: salvo) == "You hit 1/2", "a salvo's short line counts its hits")
        #expect(game.shotLine(for: [ShotRecord(shooter: .two, target: c4, turn: 2, result: .miss)]) == "Enemy: C4 miss",
                "the full line is worded the same way")
    }

    @Test("Two players: while the device waits to pass, Fire names no cell (the next player's cursor is theirs)")
    func fireNamesNoCellBeforeThePass() throws {
        var game = try SceneTestSupport.passAndPlayBattle(.tabletop)
        game.cursors[.one] = Coordinate(column: 0, row: 0)
        SceneTestSupport.press(&game, "fire")
        SceneTestSupport.run(&game, steps: Int(Effect.flight * 60) + 2)
        try #require(game.screen == .battle && game.match.currentPlayer == .two, "player one's shot has landed, the pass screen not up yet")
        #expect(SceneTestSupport.text(game, "fire") == "Fire", "Fire should name no cell, got \(SceneTestSupport.text(game, "fire") ?? "nil")")
    }

    @Test("Changing the opponent mid-match says it takes effect on Restart, and Restart applies it")
    func opponentChangeMidMatch() throws {
        var game = try battle()
        let before = game.match.players.two
        SceneTestSupport.press(&game, "menu")
        try #require(game.isPaused, "Menu should pause")
        SceneTestSupport.press(&game, "opponent")
        #expect(game.match.players.two == before, "the match under way should keep its opponent")
        #expect(SceneTestSupport.text(game, "pauseNote") == "Opponent changes on Restart", "the pause menu should say which change waits for Restart")
        SceneTestSupport.press(&game, "rules")
        #expect(SceneTestSupport.text(game, "pauseNote") == "Opponent and rules: on Restart", "and name both once both wait")
        #expect(game.feedback.banner?.text.hasSuffix("takes effect on Restart") == true, "the banner should say so too, got \(game.feedback.banner?.text ?? "nil")")
        SceneTestSupport.press(&game, "restart")
        #expect(Opponent(game.match.players.two) == game.opponent, "Restart should play the chosen opponent")
        #expect(SceneTestSupport.text(game, "pauseNote") ?? "" == "", "nothing should wait any more")
    }

    @Test("Changing the opponent while placing starts the new match at once and says who places in two-player mode")
    func opponentChangeWhilePlacing() throws {
        var device = Device()
        device.posture = .tabletop
        var game = SceneTestSupport.game(device: device)
        for _ in 0..<4 where game.opponent != .human { SceneTestSupport.press(&game, "opponent") }
        #expect(game.match.players.two.isAI == false, "the new match should be against a second person")
        #expect(SceneTestSupport.text(game, "opponent") == "2 players", "the button should read 2 players")
        #expect(SceneTestSupport.text(game, "title") == "Player 1: place your fleet", "placement should say which player places")
    }
}
