import BattlefleetRules
@testable import BattlefleetScene
import Crease
import CreaseHUD
import CreasePlaytest
import Testing

/// Pass-the-device play: from the moment a player fires to the pass screen, no frame draws
/// the next player's ships, in either direction, in every single-view posture.
@Suite struct HiddenFleetTests {
    struct Case: CustomStringConvertible {
        var profile: String
        var posture: Posture
        var description: String { "\(profile) \(posture)" }
    }

    static let cases = ["duo", "flip", "dual"].flatMap { profile in
        [Posture.tabletop, .flat, .closed].map { Case(profile: profile, posture: $0) }
    }

    /// Two people on one device, both fleets placed and the covers passed: player one to fire.
    func passAndPlayBattle(_ c: Case) throws -> BattlefleetGame {
        var device = Device(profile: try DeviceCatalog().profile(named: c.profile))
        if c.posture == .flat { device.posture = .tabletop }
        device.posture = c.posture
        var game = SceneTestSupport.game(device: device)
        game.opponent = .human
        game.startNewMatch()
        SceneTestSupport.run(&game)
        SceneTestSupport.key(&game, "Return")
        try #require(game.screen == .handoff(.two), "\(c): player one's Ready should pass the device to player two")
        SceneTestSupport.key(&game, "Return")
        SceneTestSupport.key(&game, "Return")
        try #require(game.screen == .handoff(.one), "\(c): player two's Ready should pass the device back for the battle")
        SceneTestSupport.key(&game, "Return")
        try #require(game.screen == .battle && game.match.currentPlayer == .one, "\(c): the battle should begin with player one")
        return game
    }

    /// The hull fills the frame draws over `hidden`'s afloat ships, on any board showing its waters.
    func hullsDrawn(of hidden: PlayerID, in game: BattlefleetGame) -> [String] {
        var list = DrawList()
        game.draw(into: &list, interpolation: 0)
        var found: [String] = []
        for slot in game.boardSlots where slot.waters == hidden {
            if slot.showsFleet { found.append("\(slot.id.rawValue) shows the fleet") }
            guard let geometry = game.geometry(of: slot.id) else { continue }
            let board = game.match.boards[hidden]
            for placement in board.fleet.placements where !board.isSunk(placement.ship) {
                let ship = geometry.frame(of: placement)
                for command in list.commands {
                    guard case .fillRoundedRect(let rect, _, let color) = command, color == Palette.hull,
                          rect.intersection(ship) != nil else { continue }
                    found.append("\(slot.id.rawValue): a hull over the \(placement.ship)")
                }
            }
        }
        return found
    }

    /// Fires the shooter's shot and checks every frame up to the pass screen for the next player.
    func checkEveryFrame(_ game: inout BattlefleetGame, shooter: PlayerID, cell: Coordinate, _ c: Case) throws {
        let next = shooter.opponent
        game.cursors[shooter] = cell
        SceneTestSupport.key(&game, "Space")
        try #require(game.match.history.last?.shooter == shooter, "\(c): \(shooter)'s shot should be fired")
        var frames = 0
        var sawLanding = false
        while game.screen != .handoff(next) {
            let found = hullsDrawn(of: next, in: game)
            #expect(found.isEmpty, "\(c): frame \(frames) after \(shooter)'s shot draws \(next)'s ships: \(found.prefix(3))")
            #expect(game.viewer == shooter, "\(c): frame \(frames) should still show \(shooter)'s side, not \(game.viewer)'s")
            if game.shellInFlight == nil { sawLanding = true }
            frames += 1
            try #require(frames < 600, "\(c): the pass screen should come within 10 s of the shot")
            SceneTestSupport.run(&game)
        }
        #expect(sawLanding && frames > Int(Effect.flight * 60), "\(c): the shooter should see the shot land first (\(frames) frames)")
        #expect(hullsDrawn(of: next, in: game).isEmpty && hullsDrawn(of: shooter, in: game).isEmpty,
                "\(c): the pass screen draws neither fleet")
        SceneTestSupport.key(&game, "Return")
        #expect(game.screen == .battle && game.viewer == next, "\(c): after the pass screen the board is \(next)'s")
        #expect(hullsDrawn(of: shooter, in: game).isEmpty, "\(c): \(next)'s first frame draws no ship of \(shooter)'s")
    }

    @Test("No frame from Fire to the pass screen draws the next player's ships, player 1 → 2 and 2 → 1", arguments: HiddenFleetTests.cases)
    func nextFleetStaysHidden(_ c: Case) throws {
        var game = try passAndPlayBattle(c)
        // A hit, so the shake and flash are checked too.
        let target = try #require(game.match.boards.two.fleet.placements.first?.cells.first)
        try checkEveryFrame(&game, shooter: .one, cell: target, c)
        let back = try #require(game.match.boards.one.fleet.placements.first?.cells.first)
        try checkEveryFrame(&game, shooter: .two, cell: back, c)
        // And a miss.
        let water = try #require(Coordinate.all.first { game.match.boards.two.fleet.ship(at: $0) == nil })
        try checkEveryFrame(&game, shooter: .one, cell: water, c)
    }
}
