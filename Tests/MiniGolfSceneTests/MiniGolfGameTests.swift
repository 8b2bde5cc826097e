import Crease
import CreaseHUD
import CreasePlaytest
import Foundation
import MiniGolfCore
import Testing
@testable import MiniGolfScene

@Suite("MiniGolfGame: courses, best scores and autoplay")
struct MiniGolfGameTests {
    @Test("a bad course file is reported with its path and the built-in hole is played")
    func badCourseFallsBack() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundled = try #require(AssetLocator.url(for: "courses"), "the bundled courses should be found")
        for number in 1...CourseLibrary.holeCount {
            let name = CourseLibrary.fileName(hole: number)
            try FileManager.default.copyItem(at: bundled.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        try Data(#"{"name": "Broken", "par": 7}"#.utf8).write(to: folder.appendingPathComponent("hole4.json"))
        var game = MiniGolfGame(library: CourseLibrary(directory: folder), bestScoresURL: nil)
        game.setUp(GameSetUp(seed: 1, device: Device(), headless: true))
        #expect(game.courseProblems.count == 1, "exactly one problem should be reported, not \(game.courseProblems)")
        #expect(game.courseProblems.first?.contains("hole4.json") == true, "the problem should name the bad file")
        #expect(game.match.courses[3] == .builtIn, "the fourth hole should be the built-in one")
        TestSupport.run(&game, updates: 5)
        #expect(game.match.courses.count == CourseLibrary.holeCount, "the round should still have nine holes")
    }

    @Test("best scores go to $CREASE_DATA_DIR/minigolf-best.json, else XDG_DATA_HOME/crease")
    func bestScoresLocation() {
        #expect(MiniGolfGame.bestScoresURL(environment: ["CREASE_DATA_DIR": "/tmp/c", "XDG_DATA_HOME": "/tmp/x"]).path == "/tmp/c/minigolf-best.json",
                "CREASE_DATA_DIR should win")
        #expect(MiniGolfGame.bestScoresURL(environment: ["XDG_DATA_HOME": "/tmp/x"]).path == "/tmp/x/crease/minigolf-best.json",
                "XDG_DATA_HOME should be used next")
    }

    @Test("a player's holed hole saves best scores; headless autoplay never writes them")
    func bestScoresSaving() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("minigolf-best.json")
        let first = try #require(CourseLibrary().courses.first)
        var robot = MiniGolfGame(bestScoresURL: file)
        robot.setUp(GameSetUp(seed: 1, device: Device(), autoplay: true, headless: true))
        for _ in 0..<400 where robot.match.holeIndex == 0 { FramePhases.update(&robot, step: 1.0 / 60) }
        #expect(robot.match.scorecard.lines[0].strokes != nil, "the bot should finish the first hole")
        #expect(!FileManager.default.fileExists(atPath: file.path), "headless autoplay should never write best scores")

        var player = MiniGolfGame(bestScoresURL: file)
        player.setUp(GameSetUp(seed: 1, device: Device(), autoplay: false, headless: false))
        #expect(player.savesScores, "a player's game in a window should keep best scores")
        // Let the bot hold the putter for the player, so the hole is holed quickly.
        player.bot = MiniGolfBot(skill: .perfect, seed: 1)
        for _ in 0..<2000 where player.match.phase != .holeComplete { FramePhases.update(&player, step: 1.0 / 60) }
        let saved = BestScoresStore(url: file).load()
        #expect(saved.problem == nil && saved.scores.holes[first.name] != nil, "holing \(first.name) should save its best score")
    }

    @Test("each hole's first frame finds its distance field built by the bot in the pause before it")
    func theBotsFieldServesTheHole() throws {
        var (game, _) = TestSupport.game(on: try TestSupport.device("duo", .tabletop), autoplay: true)
        var started = 0
        for _ in 0..<20_000 where game.match.phase != .finished {
            let hole = game.match.holeIndex
            TestSupport.run(&game, updates: 1)
            guard game.match.holeIndex != hole else { continue }
            started += 1
            #expect(game.bot?.builtField(forHole: game.match.holeIndex) != nil,
                    "hole \(game.match.holeIndex + 1) started without the bot's field: its first frame built one")
        }
        #expect(started == CourseLibrary.holeCount - 1, "expected every hole after the first to start, not \(started)")
    }

    @Test("the round keeps 60 Hz time whatever the update rate")
    func updateRate() {
        var game = MiniGolfGame(bestScoresURL: nil)
        game.setUp(GameSetUp(seed: 1, device: Device(), headless: true, targetHz: 120))
        FramePhases.update(&game, step: 1.0 / 120)
        FramePhases.update(&game, step: 1.0 / 120)
        #expect(game.match.tick == game.match.substepsPerFrame, "two 120 Hz updates should play one 60 Hz round frame, not \(game.match.tick) substeps")
        var fast = MiniGolfGame(bestScoresURL: nil)
        fast.setUp(GameSetUp(seed: 1, device: Device(), autoplay: true, headless: true))
        FramePhases.update(&fast, step: 1.0 / 60)
        #expect(fast.match.tick == fast.match.substepsPerFrame * MiniGolfGame.fastForwardFrames, "headless autoplay should fast-forward \(MiniGolfGame.fastForwardFrames) round frames per update")
    }
}
