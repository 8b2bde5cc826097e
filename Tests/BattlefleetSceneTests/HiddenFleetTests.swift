import BattlefleetRules
@testable import BattlefleetScene
import Crease
import CreaseHUD
import CreasePlaytest
import Testing

/// Pass-the-device play: in every posture, and folded any way at any moment (placing, at the
/// pass screen, firing, while a shell flies), no frame draws the fleet of the player who is not
/// at the device, no board or word is turned for a second player, and the pass screen draws
/// neither fleet.
@Suite struct HiddenFleetTests {
    struct Case: CustomStringConvertible {
        var profile: String
        var direction: LayoutDirection
        var description: String { "\(profile) \(direction == .rightToLeft ? "RTL" : "LTR")" }
    }

    static let cases = ["duo", "flip", "dual"].flatMap { profile in
        [LayoutDirection.leftToRight, .rightToLeft].map { Case(profile: profile, direction: $0) }
    }

    /// Every posture, each reached from another so flat follows both tabletop and book.
    static let folds: [Posture] = [.tabletop, .flat, .book, .flat, .closed, .book, .tabletop, .closed, .flat]

    /// The hull fills the frame draws over `hidden`'s afloat ships, on any board showing its waters.
    static func hullsDrawn(of hidden: PlayerID, in game: BattlefleetGame) -> [String] {
        var list = DrawList()
        FramePhases.draw(game, into: &list, interpolation: 0)
        var found: [String] = []
        for slot in game.boardSlots where slot.waters == hidden {
            if slot.showsFleet { found.append("\(slot.id.rawValue) shows the fleet") }
            guard let geometry = game.geometry(of: slot.id) else { continue }
            let board = game.match.boards[hidden]
            for placement in board.fleet.placements where !board.isSunk(placement.ship) {
                let ship = geometry.frame(of: placement)
                for command in list.commands {
                    guard case .fillRoundedRect(let rect, _, let color) = command, Palette.isHull(color),
                          rect.intersection(ship) != nil else { continue }
                    found.append("\(slot.id.rawValue): a hull over the \(placement.ship)")
                }
            }
        }
        return found
    }

    /// Ids of HUD elements turned half way round (none: a second player never sits across).
    static func turnedElements(_ game: BattlefleetGame) -> [String] {
        func walk(_ element: HUDElement) -> [String] {
            (element.isTurned ? [element.id] : []) + element.children.flatMap(walk)
        }
        return game.hud.elements.flatMap(walk)
    }

    /// Checks the frame as it is now: `atDevice`'s fleet may show, the other's never (neither
    /// on the pass screen).
    static func check(_ game: BattlefleetGame, atDevice: PlayerID?, _ context: String) {
        for player in PlayerID.allCases where player != atDevice {
            let found = hullsDrawn(of: player, in: game)
            #expect(found.isEmpty, "\(context): draws \(player)'s ships: \(found.prefix(3))")
        }
        if atDevice == nil {
            #expect(game.boardSlots.isEmpty, "\(context): the pass screen shows no board, got \(game.boardSlots.map(\.id.rawValue))")
        }
        #expect(turnedElements(game).isEmpty, "\(context): turned elements \(turnedElements(game))")
    }

    /// Folds the device through every posture, checking the frame in each, and back to `end`.
    static func foldThroughEverything(_ game: inout BattlefleetGame, atDevice: PlayerID?, end: Posture, _ context: String) {
        for posture in folds + [end] {
            fold(&game, to: posture)
            check(game, atDevice: atDevice, "\(context), \(game.device.posture) (\(game.layoutKind))")
        }
    }

    static func fold(_ game: inout BattlefleetGame, to posture: Posture) {
        var device = game.device
        device.posture = posture
        game.deviceDidChange(device)
        SceneTestSupport.run(&game, steps: 0)
    }

    /// Fires the shooter's shot and checks every frame up to the pass screen, folding the
    /// device to the next posture every few frames.
    static func fireAndFold(_ game: inout BattlefleetGame, shooter: PlayerID, cell: Coordinate, _ c: Case) throws {
        let next = shooter.opponent
        game.cursors[shooter] = cell
        SceneTestSupport.key(&game, "Space")
        try #require(game.match.history.last?.shooter == shooter, "\(c): \(shooter)'s shot should be fired")
        var frames = 0
        var sawLanding = false
        while game.screen != .handoff(next) {
            if frames % 7 == 3 { fold(&game, to: folds[(frames / 7) % folds.count]) }
            check(game, atDevice: shooter, "\(c): frame \(frames) after \(shooter)'s shot, \(game.device.posture)")
            #expect(game.viewer == shooter, "\(c): frame \(frames) should still show \(shooter)'s side, not \(game.viewer)'s")
            if game.shellInFlight == nil { sawLanding = true }
            frames += 1
            try #require(frames < 600, "\(c): the pass screen should come within 10 s of the shot")
            SceneTestSupport.run(&game)
        }
        #expect(sawLanding && frames > Int(Effect.flight * 60), "\(c): the shooter should see the shot land first (\(frames) frames)")
        // The pass screen tells how the shot landed, in every posture.
        let banner = try #require(game.feedback.banner, "\(c): the shot should have its line")
        for posture in [Posture.tabletop, .book, .flat, .closed] {
            fold(&game, to: posture)
            let shown = SceneTestSupport.text(game, "banner") ?? ""
            #expect(shown == banner.shownText || shown == banner.shownShort, "\(c) \(posture): the pass screen should say \(banner.text), says \(shown)")
            #expect(game.hud.frame(of: ElementID.banner) != nil, "\(c) \(posture): the pass screen should lay the shot's line out")
        }
        foldThroughEverything(&game, atDevice: nil, end: .book, "\(c): pass screen to \(next)")
        SceneTestSupport.key(&game, "Return")
        #expect(game.screen == .battle && game.viewer == next, "\(c): after the pass screen the board is \(next)'s")
        foldThroughEverything(&game, atDevice: next, end: .tabletop, "\(c): \(next) to fire")
    }

    @Test("Two players: no posture, fold or moment draws the absent player's fleet", arguments: HiddenFleetTests.cases)
    func absentFleetStaysHidden(_ c: Case) throws {
        var device = Device(profile: try DeviceCatalog().profile(named: c.profile))
        device.layoutDirection = c.direction
        device.posture = .tabletop
        var game = SceneTestSupport.game(device: device)
        game.opponent = .human
        game.startNewMatch()
        SceneTestSupport.run(&game)
        Self.foldThroughEverything(&game, atDevice: .one, end: .book, "\(c): player 1 places")
        SceneTestSupport.key(&game, "Return")
        try #require(game.screen == .handoff(.two), "\(c): player one's Ready should pass the device to player two")
        Self.foldThroughEverything(&game, atDevice: nil, end: .book, "\(c): pass screen to player 2's placement")
        SceneTestSupport.key(&game, "Return")
        try #require(game.screen == .placement && game.placingPlayer == .two, "\(c): player two places next")
        Self.foldThroughEverything(&game, atDevice: .two, end: .flat, "\(c): player 2 places")
        SceneTestSupport.key(&game, "Return")
        try #require(game.screen == .handoff(.one), "\(c): player two's Ready should pass the device back for the battle")
        Self.foldThroughEverything(&game, atDevice: nil, end: .tabletop, "\(c): pass screen to the battle")
        SceneTestSupport.key(&game, "Return")
        try #require(game.screen == .battle && game.match.currentPlayer == .one, "\(c): the battle should begin with player one")
        Self.foldThroughEverything(&game, atDevice: .one, end: .tabletop, "\(c): player 1 to fire")
        // A hit each way, so the shake and flash are checked too, then a miss.
        let target = try #require(game.match.boards.two.fleet.placements.first?.cells.first)
        try Self.fireAndFold(&game, shooter: .one, cell: target, c)
        let back = try #require(game.match.boards.one.fleet.placements.first?.cells.first)
        try Self.fireAndFold(&game, shooter: .two, cell: back, c)
        let water = try #require(Coordinate.all.first { game.match.boards.two.fleet.ship(at: $0) == nil })
        try Self.fireAndFold(&game, shooter: .one, cell: water, c)
    }
}
