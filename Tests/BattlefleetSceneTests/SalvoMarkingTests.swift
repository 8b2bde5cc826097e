import BattlefleetRules
@testable import BattlefleetScene
import Crease
import CreaseHUD
import CreasePlaytest
@testable import CreaseSDL
import Foundation
import Testing

/// Salvo aiming reads like a polished app: Fire says what a press does ("Mark E5", "Unmark
/// E5", "Fire salvo" once every shot is marked), the status counts only marked cells, the banner says each mark and
/// unmark, and every mark is drawn as a numbered gold disc on the enemy waters and the pad.
@MainActor
@Suite struct SalvoMarkingTests {
    /// A salvo battle against the AI on `device`: the player's five shots to mark.
    static func salvoBattle(_ device: Device) throws -> BattlefleetGame {
        var game = SceneTestSupport.game(device: device)
        SceneTestSupport.press(&game, "rules")
        SceneTestSupport.key(&game, "Return")
        try #require(game.match.rules.salvo && game.match.phase == .battle, "Rules then Ready should begin a salvo battle")
        try #require(game.match.shotsLeftInTurn == 5, "a full fleet fires five shots")
        return game
    }

    static func mark(_ game: inout BattlefleetGame, _ cell: Coordinate) {
        game.cursors[.one] = cell
        SceneTestSupport.run(&game)
        SceneTestSupport.key(&game, "Space")
    }

    @Test("Fire says mark, unmark and fire; the count is only the marked cells; the banner says each")
    func wordsAreHonest() throws {
        var device = Device()
        device.posture = .book
        var game = try Self.salvoBattle(device)
        let e5 = Coordinate(column: 4, row: 4)
        #expect(SceneTestSupport.text(game, "fire") == "Mark E5", "Fire should offer to mark the cursor's cell")
        #expect(game.scoreText.hasPrefix("Mark 5 cells"), "before the first mark the status asks for five, got \(game.scoreText)")
        Self.mark(&game, e5)
        #expect(game.salvoQueue == [e5], "Fire marks E5")
        #expect(game.scoreText.hasPrefix("Marked 1 of 5"), "the count is the marks alone, got \(game.scoreText)")
        #expect(game.feedback.banner?.text == "E5 marked · 1 of 5", "the banner says the mark, got \(game.feedback.banner?.text ?? "nil")")
        #expect(SceneTestSupport.text(game, "fire") == "Unmark E5", "on a marked cell Fire offers to unmark it")
        Self.mark(&game, Coordinate(column: 0, row: 0))
        #expect(game.scoreText.hasPrefix("Marked 2 of 5"), "got \(game.scoreText)")
        Self.mark(&game, e5)
        #expect(game.salvoQueue == [Coordinate(column: 0, row: 0)], "a second press on E5 unmarks it")
        #expect(game.feedback.banner?.text == "E5 unmarked · 1 of 5", "the unmark is said, got \(game.feedback.banner?.text ?? "nil")")
        for column in 1...3 { Self.mark(&game, Coordinate(column: column, row: 0)) }
        game.cursors[.one] = Coordinate(column: 9, row: 9)
        SceneTestSupport.run(&game)
        #expect(SceneTestSupport.text(game, "fire") == "Mark J10", "the fifth mark is a mark like the others")
        SceneTestSupport.key(&game, "Space")
        #expect(game.match.history.isEmpty && game.salvoQueue.count == 5, "the fifth mark fires nothing yet")
        #expect(SceneTestSupport.text(game, "fire") == "Fire salvo", "with every shot marked, Fire fires them")
        #expect(game.scoreText.hasPrefix("All 5 marked"), "got \(game.scoreText)")
        #expect(game.feedback.banner?.text == "J10 marked: press Fire", "got \(game.feedback.banner?.text ?? "nil")")
        SceneTestSupport.key(&game, "Space")
        #expect(game.match.history.count == 5 && game.salvoQueue.isEmpty, "Fire then fires all five")
    }

    @Test("With every shot marked, a tap on a mark takes it back and a tap elsewhere marks nothing")
    func tapsOnAFullSalvo() throws {
        var game = try Self.salvoBattle(Device())
        let marks = (0..<5).map { Coordinate(column: $0, row: 0) }
        for cell in marks { Self.mark(&game, cell) }
        try #require(game.salvoIsMarked && game.match.history.isEmpty, "five marks wait for Fire")
        let board = try #require(game.geometry(of: .enemy), "the enemy waters show")
        let elsewhere = Coordinate(column: 6, row: 6)
        SceneTestSupport.tap(&game, at: board.frame(of: elsewhere).center)
        SceneTestSupport.tap(&game, at: board.frame(of: elsewhere).center)
        #expect(game.salvoQueue == marks && game.match.history.isEmpty, "a double tap on a new cell neither marks nor fires, got \(game.salvoQueue)")
        #expect(game.feedback.banner?.short == "Fire salvo", "it says what to do, got \(game.feedback.banner?.text ?? "nil")")
        SceneTestSupport.tap(&game, at: board.frame(of: marks[2]).center)
        SceneTestSupport.tap(&game, at: board.frame(of: marks[2]).center)
        #expect(game.salvoQueue == marks.filter { $0 != marks[2] }, "a double tap on a mark takes it back, got \(game.salvoQueue)")
    }

    @Test("Every mark is a numbered gold disc on the enemy waters and, in tabletop, on the pad", arguments: ["duo", "flip"])
    func marksAreDrawn(_ profile: String) throws {
        var device = Device(profile: try DeviceCatalog().profile(named: profile))
        device.posture = .tabletop
        var game = try Self.salvoBattle(device)
        let marks = [Coordinate(column: 1, row: 1), Coordinate(column: 7, row: 6)]
        for cell in marks { Self.mark(&game, cell) }
        game.cursors[.one] = Coordinate(column: 4, row: 8)
        SceneTestSupport.run(&game)
        let image = try SceneTestSupport.pixels(of: game)
        let gold = Palette.fireCore
        var boards = [try #require(game.geometry(of: .enemy), "\(profile): the enemy waters show")]
        boards.append(try #require(game.geometry(of: .pad), "\(profile): tabletop shows the pad"))
        for board in boards {
            for cell in marks + [Coordinate(column: 5, row: 2)] {
                let frame = board.frame(of: cell)
                var golden = 0, dark = 0, inside = 0
                for y in Int(frame.minY)..<Int(frame.maxY) {
                    for x in Int(frame.minX)..<Int(frame.maxX) {
                        let pixel = image[x, y]
                        inside += 1
                        if abs(Int(pixel.red) - Int(gold.red)) < 30, abs(Int(pixel.green) - Int(gold.green)) < 30,
                           abs(Int(pixel.blue) - Int(gold.blue)) < 40 { golden += 1 }
                        if pixel.red < 60, pixel.green < 80, Double(x) > frame.minX + frame.width * 0.3,
                           Double(x) < frame.maxX - frame.width * 0.3, Double(y) > frame.minY + frame.height * 0.25,
                           Double(y) < frame.maxY - frame.height * 0.25 { dark += 1 }
                    }
                }
                let context = "\(profile) \(board.cellSize) pt cells, \(cell.label)"
                if marks.contains(cell) {
                    #expect(Double(golden) >= 0.12 * Double(inside), "\(context): a mark should be a gold disc, \(golden) of \(inside) px gold")
                    #expect(dark >= 3, "\(context): the disc should carry its number in dark ink, \(dark) px")
                } else {
                    #expect(golden == 0, "\(context): an unmarked cell shows no gold, got \(golden) px")
                }
            }
        }
    }

    @Test("The AI's salvo follows your landing after the pace's pause, its shots 0.35 s apart, each after the last lands")
    func theAIsVolleyKeepsPace() throws {
        var game = try Self.salvoBattle(Device())
        for cell in (0..<5).map({ Coordinate(column: $0, row: 0) }) { Self.mark(&game, cell) }
        SceneTestSupport.key(&game, "Space")
        try #require(game.match.isAITurn, "the salvo passes the turn to the AI")
        var frames: [Int] = []
        for frame in 1...600 where frames.count < 5 {
            SceneTestSupport.run(&game)
            if game.match.history.count > 5 + frames.count { frames.append(frame) }
        }
        let pace = Pace.normal
        let first = Int(((Effect.flight + pace.aiDelay) * 60).rounded())
        let gap = Int(((Effect.flight + pace.volleyDelay) * 60).rounded())
        #expect(frames.count == 5, "the AI fires five shots, got \(frames)")
        #expect(abs(frames[0] - first) <= 2, "its first shot after your shells land and the pause, frame \(first); got \(frames)")
        #expect(zip(frames, frames.dropFirst()).allSatisfy { abs($1 - $0 - gap) <= 2 }, "then one every \(gap) frames, got \(frames)")
    }

    @Test("the AI's salvo, fired a shot at a time, is told whole on the status line: \"Enemy: 1 of 5 hit\"")
    func theAIsVolleyIsToldWhole() throws {
        var game = try Self.salvoBattle(Device())
        for cell in (0..<5).map({ Coordinate(column: $0, row: 0) }) { Self.mark(&game, cell) }
        SceneTestSupport.key(&game, "Space")
        try #require(game.match.isAITurn, "five marks then Fire should fire the salvo and pass the turn to the AI")
        var lines: [String] = []
        for _ in 0..<1_200 where game.match.isAITurn || game.match.currentPlayer == .two {
            SceneTestSupport.run(&game)
            if let text = game.feedback.banner?.text, text.hasPrefix("Enemy"), lines.last != text { lines.append(text) }
        }
        let shots = lines.compactMap { line in line.range(of: #"of (\d+)"#, options: .regularExpression).map { Int(line[$0].dropFirst(3))! } }
        #expect(shots.max() == 5, "the AI's five shots should be told as one volley growing to 5, told: \(lines)")
        #expect(lines.count >= 2 && lines.dropFirst().allSatisfy { $0.contains(" of ") }, "after its first shot each line should count the volley so far, told: \(lines)")
    }
}
