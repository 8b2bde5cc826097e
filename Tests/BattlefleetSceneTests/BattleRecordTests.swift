import BattlefleetRules
@testable import BattlefleetScene
import Crease
import CreaseHUD
import CreasePlaytest
import Foundation
import Testing

/// The record against each level of the AI: wins, losses, wins in a row and the fewest shots
/// a win took, kept in the settings file and told on the end screen, a new best on a gold pill.
@MainActor
@Suite struct BattleRecordTests {
    @Test("A first win is a new best; a slower second makes two in a row; a loss ends the run; a faster win is a new best")
    func counting() {
        var record = BattleRecord()
        #expect(record.count(won: true, shots: 50) == .newBest(shots: 50))
        #expect(record.count(won: true, shots: 60) == .streak(2))
        #expect(record.count(won: false, shots: 70) == .standing(wins: 2, losses: 1))
        #expect(record.streak == 0, "a loss ends the run of wins")
        #expect(record.count(won: true, shots: 61) == .standing(wins: 3, losses: 1), "one win is no run, and 61 beats nothing")
        #expect(record.count(won: true, shots: 44) == .newBest(shots: 44))
        #expect(record.wins == 4 && record.losses == 1 && record.streak == 2 && record.fewestShots == 44)
    }

    @Test("The settings file keeps the records; a bad count or level is refused in one line naming it")
    func file() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("crease-records-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("battlefleet-settings.json")
        var settings = PlaySettings()
        var record = BattleRecord()
        _ = record.count(won: true, shots: 41)
        settings.records[.hard] = record
        #expect(settings.save(to: url) == nil)
        let loaded = PlaySettings.load(from: url)
        #expect(loaded.problem == nil && loaded.settings.records == [.hard: record], "the record comes back, got \(loaded)")
        let bad = [
            (#"{"format": "crease.battlefleet.settings", "version": 1, "records": {"hard": {"wins": -1}}}"#, "wins"),
            (#"{"format": "crease.battlefleet.settings", "version": 1, "records": {"hard": {"fewestShots": 3}}}"#, "fewestShots"),
            (#"{"format": "crease.battlefleet.settings", "version": 1, "records": {"brutal": {"wins": 1}}}"#, "brutal"),
        ]
        for (text, named) in bad {
            try Data(text.utf8).write(to: url)
            let (settings, problem) = PlaySettings.load(from: url)
            #expect(settings == PlaySettings(), "a bad file gives the defaults")
            #expect(problem?.contains(named) == true && problem?.contains("\n") == false, "one line naming \(named), got \(problem ?? "nil")")
        }
    }

    /// A game against the medium AI on a duo in tabletop, one shot from the player's win: the
    /// cursor is on the last cell of the enemy fleet.
    static func oneShotFromWinning() throws -> BattlefleetGame {
        var device = Device(profile: try DeviceCatalog().profile(named: "duo"))
        device.posture = .tabletop
        var game = SceneTestSupport.game(device: device)
        var match = Match.againstAI(.medium, seed: 5)
        try match.placeFleetRandomly(for: .one)
        try match.beginBattle()
        let enemy = match.boards.two.fleet.placements.flatMap(\.cells)
        let water = Coordinate.all.filter { !match.boards.one.fleet.placements.flatMap(\.cells).contains($0) }
        for (index, cell) in enemy.dropLast().enumerated() {
            _ = try match.fire(at: cell, as: .one)
            _ = try match.fire(at: water[index], as: .two)
        }
        game.match = match
        game.ready = [.one]
        game.cursors[.one] = try #require(enemy.last)
        SceneTestSupport.run(&game, steps: 2)
        return game
    }

    @Test("Winning says the new best on the end screen, on a gold pill, and counts it; the next win is two in a row")
    func endScreen() throws {
        var game = try Self.oneShotFromWinning()
        SceneTestSupport.key(&game, "Space")
        SceneTestSupport.run(&game, steps: 120)
        try #require(game.match.winner == .one, "the last shot wins")
        #expect(SceneTestSupport.text(game, "statsMatch") == "Over in 17 turns", "got \(SceneTestSupport.text(game, "statsMatch") ?? "nil")")
        #expect(SceneTestSupport.text(game, "statsRecord") == "New best: 17 shots!", "got \(SceneTestSupport.text(game, "statsRecord") ?? "nil")")
        #expect(game.settings.records[.medium]?.wins == 1 && game.settings.records[.medium]?.fewestShots == 17)
        let pill = try #require(game.newBestPlate, "a new best has its pill")
        let fitted = try #require(game.hud.fittedText(of: ElementID.statsRecord.rawValue))
        #expect(fitted.lines.count == 1 && !fitted.isTruncated, "the line shows whole, got \(fitted.lines)")
        let above = try #require(game.hud.frame(of: ElementID.statsMatch))
        #expect(pill.minY >= above.maxY, "the pill keeps off the line above")
        let image = try SceneTestSupport.pixels(of: game)
        let gold = EndMomentTests.count(Palette.fireCore, in: pill.insetBy(dx: -2, dy: -2), of: image, tolerance: 60)
        #expect(gold > 40, "the pill's gold rim shows, \(gold) px")
        let settings = game.settings
        var again = try Self.oneShotFromWinning()
        again.settings = settings
        SceneTestSupport.key(&again, "Space")
        SceneTestSupport.run(&again, steps: 120)
        #expect(SceneTestSupport.text(again, "statsRecord") == "2 wins in a row · best 17 shots", "got \(SceneTestSupport.text(again, "statsRecord") ?? "nil")")
        #expect(again.newBestPlate == nil, "no pill without a new best")
    }

    @Test("Play again rests for a second after the result is told, so a tap meant for the last cell cannot skip the end")
    func playAgainWaits() throws {
        var game = try Self.oneShotFromWinning()
        SceneTestSupport.key(&game, "Space")
        SceneTestSupport.run(&game, steps: Int(Effect.flight * 60) + 6)
        try #require(game.screen == .finished && game.match.winner == .one, "the end shows once the last shell lands")
        SceneTestSupport.press(&game, "playAgain")
        SceneTestSupport.key(&game, "Return")
        #expect(game.match.winner == .one, "neither a tap nor Return starts a new match yet")
        #expect(game.hud.element(ElementID.playAgain)?.isEnabled == false, "Play again looks resting")
        SceneTestSupport.run(&game, steps: Int(BattlefleetGame.endTapGuard * 60))
        SceneTestSupport.press(&game, "playAgain")
        #expect(game.match.winner == nil && game.match.phase == .placement, "a second later it starts a new match")
    }

    @Test("A salvo battle opens by saying the rule: a shot a turn for each ship afloat")
    func salvoIsExplained() throws {
        var game = SceneTestSupport.game()
        SceneTestSupport.press(&game, "rules")
        SceneTestSupport.key(&game, "Return")
        try #require(game.match.rules.salvo && game.match.phase == .battle, "Rules then Ready begin a salvo battle")
        #expect(game.feedback.banner?.text == "Salvo: a shot a turn for each ship you have afloat", "got \(game.feedback.banner?.text ?? "nil")")
    }
}
