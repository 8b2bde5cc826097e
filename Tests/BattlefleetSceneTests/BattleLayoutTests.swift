import BattlefleetRules
@testable import BattlefleetScene
import Crease
import CreaseHUD
import CreasePlaytest
import Testing

/// How the battle screen uses each display against the AI: level boards in book, My fleet
/// and the ships-left line when closed, and the flip's small outer display used to its corners.
@Suite struct BattleLayoutTests {
    static func battle(_ profile: String, _ posture: Posture, direction: LayoutDirection = .leftToRight) throws -> BattlefleetGame {
        var device = Device(profile: try DeviceCatalog().profile(named: profile))
        device.layoutDirection = direction
        device.posture = posture
        var game = SceneTestSupport.game(device: device)
        game.ready = [.one]
        try game.match.beginBattle()
        SceneTestSupport.run(&game)
        return game
    }

    @Test("In book against the AI the two boards stand level and the same size",
          arguments: ["duo", "flip", "dual"], [LayoutDirection.leftToRight, .rightToLeft])
    func bookBoardsAreLevel(profile: String, direction: LayoutDirection) throws {
        let game = try Self.battle(profile, .book, direction: direction)
        let enemy = try #require(game.geometry(of: .enemy)?.gridFrame)
        let fleet = try #require(game.geometry(of: .fleet)?.gridFrame)
        #expect(enemy.minY == fleet.minY && enemy.size == fleet.size,
                "\(profile) \(direction): the grids should be level and alike, got \(enemy) and \(fleet)")
    }

    @Test("In book against the AI the enemy waters, their roster and Fire share a page, the roster where it is legible",
          arguments: ["duo", "flip", "dual"], [LayoutDirection.leftToRight, .rightToLeft])
    func bookRosterUnderTheEnemyWaters(profile: String, direction: LayoutDirection) throws {
        let game = try Self.battle(profile, .book, direction: direction)
        let enemy = try #require(game.geometry(of: .enemy)).viewport
        let fleet = try #require(game.geometry(of: .fleet)).viewport
        var list = DrawList()
        FramePhases.draw(game, into: &list, interpolation: 0)
        let names = list.commands.compactMap { if case .text("Battleship", _, let font, _, _, _) = $0 { font.size } else { nil } }
        let fire = try #require(game.hud.frame(of: ElementID.fire))
        #expect(fire.minY >= enemy.maxY && !(fire.maxX > fleet.minX && fire.minX < fleet.maxX),
                "\(profile) \(direction): Fire \(fire) should stand under the enemy waters \(enemy), not under your fleet \(fleet)")
        guard let roster = game.hud.frame(of: ElementID.roster) else {
            #expect(profile == "flip", "\(profile) \(direction): the roster should show in book")
            #expect(names.isEmpty, "\(profile) \(direction): no roster, no names")
            return
        }
        #expect(names.first ?? 0 >= 11, "\(profile) \(direction): the roster's names should be 11 pt or more, got \(names)")
        #expect(roster.minX >= enemy.minX - 1 && roster.maxX <= enemy.maxX + 1 && roster.minY >= enemy.maxY,
                "\(profile) \(direction): the roster \(roster) should stand under the enemy waters \(enemy)")
    }

    @Test("The flip's tabletop breathes: labels at the duo's sizes, the roster readable, the status clear of the letters",
          arguments: [false, true], [LayoutDirection.leftToRight, .rightToLeft])
    func flipTabletopBreathes(twoPlayers: Bool, direction: LayoutDirection) throws {
        var game: BattlefleetGame
        if twoPlayers {
            game = try SceneTestSupport.passAndPlayBattle(.tabletop, profile: "flip")
            if direction == .rightToLeft {
                game.device.layoutDirection = direction
                game.deviceDidChange(game.device)
                SceneTestSupport.run(&game, steps: 0)
            }
        } else {
            game = try Self.battle("flip", .tabletop, direction: direction)
        }
        let context = "flip tabletop, \(twoPlayers ? "two players" : "against the AI"), \(direction)"
        for id in [ElementID.enemy, .fleet] {
            let geometry = try #require(game.geometry(of: id), "\(context): the \(id) board shows")
            #expect(geometry.labelSize >= 10, "\(context): the \(id) board's letters should be 10 pt or more, got \(geometry.labelSize)")
        }
        let enemy = try #require(game.geometry(of: .enemy))
        let letters = enemy.columnLabelCenter(0).y - enemy.labelSize * 0.6
        let banner = try #require(game.hud.frame(of: ElementID.banner))
        #expect(letters - banner.maxY >= 8, "\(context): the status line should end 8 pt above the column letters, got \(letters - banner.maxY)")
        let roster = try #require(game.hud.frame(of: ElementID.roster), "\(context): the roster shows beside your fleet")
        let fleet = try #require(game.geometry(of: .fleet)).viewport
        #expect(roster.height >= Swift.min(170, fleet.height) - 1, "\(context): the roster takes the fleet's height (170 pt at most), \(roster.height) of \(fleet.height)")
        var list = DrawList()
        FramePhases.draw(game, into: &list, interpolation: 0)
        let names = list.commands.compactMap { if case .text("Battleship", _, let font, _, _, _) = $0 { font.size } else { nil } }
        #expect(names.first ?? 0 >= 11, "\(context): the roster's names should be 11 pt or more, got \(names)")
        let menu = try #require(game.hud.frame(of: ElementID.menu)), fire = try #require(game.hud.frame(of: ElementID.fire))
        #expect(fire.maxY <= menu.minY - 8 && fire.intersection(roster) == nil, "\(context): Fire stands over Menu, as on the duo, clear of the roster")
    }

    @Test("Closed against the AI shows the ships-left line and My fleet, which swaps the board for your own waters",
          arguments: ["duo", "flip", "dual"])
    func closedHasMyFleet(profile: String) throws {
        var game = try Self.battle(profile, .closed)
        #expect(game.hud.contains(ElementID.ships), "\(profile) closed: the ships-left line should show")
        let line = SceneTestSupport.text(game, ElementID.ships.rawValue) ?? ""
        #expect(line == "Your ships: 5 · Enemy ships: 5" || line == "Ships left\nyou 5\nAI 5",
                "\(profile) closed: the line should say whose ships are left, not \(SceneTestSupport.text(game, ElementID.ships.rawValue) ?? "nothing")")
        #expect(game.boardSlots.map(\.id) == [.enemy], "\(profile) closed: the enemy waters show first")
        SceneTestSupport.press(&game, ElementID.fleet(for: .one).rawValue)
        #expect(game.boardSlots.map(\.id) == [.fleet] && game.boardSlots.first?.showsFleet == true,
                "\(profile) closed: My fleet should show your own fleet")
        // Looking at your own waters, Fire waits: it neither offers a cell nor fires unseen.
        #expect(SceneTestSupport.text(game, ElementID.fire.rawValue) == "Fire" && game.hud.element(ElementID.fire)?.isEnabled == false,
                "\(profile) closed: over your own fleet Fire should read Fire, disabled, not \(SceneTestSupport.text(game, ElementID.fire.rawValue) ?? "nothing")")
        let shots = game.match.history.count
        SceneTestSupport.key(&game, "Space")
        #expect(game.match.history.count == shots, "\(profile) closed: Space over your own fleet should fire nothing")
        SceneTestSupport.press(&game, ElementID.fleet(for: .one).rawValue)
        #expect(game.boardSlots.map(\.id) == [.enemy], "\(profile) closed: Targets should turn back to the enemy waters")
        SceneTestSupport.key(&game, "Space")
        #expect(game.match.history.count == shots + 1, "\(profile) closed: over the enemy waters again, Space fires")
    }

    @Test("Closed against the AI, your own waters show while the AI's shot flies and lands, then the enemy waters come back",
          arguments: ["duo", "flip"])
    func closedShowsTheIncomingShot(profile: String) throws {
        var game = try Self.battle(profile, .closed)
        SceneTestSupport.key(&game, "Space")
        var sawIncoming = false, firedUnseen = false
        let shots = game.match.history.count
        // The person's shell, the AI's pause and its shell, and what follows the landing.
        for _ in 0..<(60 * 5) {
            SceneTestSupport.run(&game)
            guard game.match.history.count > shots, let last = game.match.history.last, last.shooter == .two else { continue }
            let banner = try #require(game.feedback.banner)
            let incoming = banner.waters == .one && banner.age < Effect.flight + BattlefleetGame.incomingDwell
            if incoming {
                sawIncoming = true
                #expect(game.boardSlots.map(\.id) == [.fleet], "\(profile) closed: your waters should show while the AI's shot lands")
                let turn = SceneTestSupport.text(game, ElementID.turn.rawValue) ?? ""
                #expect(turn != "Your turn", "\(profile) closed: over your own waters the turn should still be the AI's, not \(turn)")
                if game.hud.element(ElementID.fire)?.isEnabled == true { firedUnseen = true }
            } else {
                #expect(game.boardSlots.map(\.id) == [.enemy], "\(profile) closed: after the AI's shot the enemy waters should come back")
                break
            }
        }
        #expect(sawIncoming, "\(profile) closed: the AI's shot should have been shown landing in your waters")
        #expect(!firedUnseen, "\(profile) closed: Fire should wait while your own waters show")
    }

    @Test("The flip's outer display gives the board 17 pt cells and uses its lower half beside the cameras")
    func flipClosedUsesItsSpace() throws {
        let game = try Self.battle("flip", .closed)
        let geometry = try #require(game.geometry(of: .enemy))
        #expect(geometry.cellSize >= 17, "cells should be at least 17 pt, got \(geometry.cellSize)")
        #expect(geometry.labelSize >= 9, "the board's letters should be 9 pt or more")
        let fire = try #require(game.hud.frame(of: ElementID.fire)), menu = try #require(game.hud.frame(of: ElementID.menu))
        let half = game.device.displaySize.height / 2
        #expect(fire.minY > half && menu.minY > half, "Fire and Menu should sit in the lower half, got \(fire) and \(menu)")
    }
}
