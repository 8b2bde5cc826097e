import BattlefleetRules
@testable import BattlefleetScene
import Crease
import CreaseHUD
import CreasePlaytest
import Testing

/// Each turn the cursor starts where the player last fired, or on E5 before the first shot of
/// a match, never where an earlier match or a stray aim left it.
@Suite struct CursorStartTests {
    static let e5 = Coordinate(column: 4, row: 4)

    @Test("A new match starts the cursor on E5, wherever the last match left it")
    func newMatchStartsAtTheCentre() throws {
        var device = Device()
        device.posture = .book
        var game = SceneTestSupport.game(device: device)
        SceneTestSupport.key(&game, "Return")
        game.cursors[.one] = Coordinate(column: 9, row: 9)
        SceneTestSupport.key(&game, "Space")
        SceneTestSupport.run(&game, steps: 200)
        #expect(game.cursors[.one] == Coordinate(column: 9, row: 9), "the turn comes back with the cursor on the last shot, J10")
        game.startNewMatch()
        #expect(game.cursors[.one] == Self.e5 && game.cursors[.two] == Self.e5, "a new match starts both cursors on E5")
    }

    @Test("The player's next turn starts on the cell they last fired at")
    func turnStartsOnTheLastShot() throws {
        var device = Device()
        device.posture = .book
        var game = SceneTestSupport.game(device: device)
        SceneTestSupport.key(&game, "Return")
        let target = Coordinate(column: 2, row: 6)
        game.cursors[.one] = target
        SceneTestSupport.key(&game, "Space")
        #expect(game.cursors[.one] == target, "firing leaves the cursor on C7")
        for _ in 0..<600 where game.match.history.count < 2 || game.activeShooter != .one { SceneTestSupport.run(&game) }
        #expect(game.activeShooter == .one && game.cursors[.one] == target, "the player's next turn starts on C7")
    }

    @Test("A resumed match starts the cursor on the player's last shot")
    func resumeStartsOnTheLastShot() throws {
        let folder = SceneTestSupport.temporaryDataDirectory()
        var device = Device()
        device.posture = .book
        var game = SceneTestSupport.game(device: device, dataDirectory: folder)
        SceneTestSupport.key(&game, "Return")
        let target = Coordinate(column: 7, row: 1)
        game.cursors[.one] = target
        SceneTestSupport.key(&game, "Space")
        SceneTestSupport.run(&game, steps: 200)
        game.willEnd()
        let resumed = SceneTestSupport.game(device: device, dataDirectory: folder)
        #expect(resumed.match.history.contains { $0.shooter == .one }, "the save should hold the shot")
        #expect(resumed.cursors[.one] == target, "the resumed cursor rests on H2, got \(resumed.cursors[.one].map(\.label) ?? "nil")")
    }
}
