import Crease
import Foundation
import Testing
@testable import MiniGolfCore

@Suite("MiniGolfBot: autoplay a frame at a time")
struct MiniGolfBotTests {
    /// Plays the bundled round as the game loop would: the bot's step, then one update, per frame.
    static func autoplay(skill: BotSkill, seed: UInt64, holes: Int = CourseLibrary.holeCount) throws -> (match: MiniGolfMatch, frames: Int) {
        var match = MiniGolfMatch(courses: Array(try TestSupport.bundledCourses().prefix(holes)))
        var bot = MiniGolfBot(skill: skill, seed: seed, pauseFrames: 5)
        var frames = 0
        while match.phase != .finished, frames < 200_000 {
            bot.step(&match)
            match.update()
            frames += 1
        }
        return (match, frames)
    }

    @Test("the club bot finishes the bundled round, every hole within par + 3")
    func finishesRound() throws {
        let (match, frames) = try Self.autoplay(skill: .club, seed: 7)
        let outcome = match.outcome
        print("club bot: \(outcome.holes.map { "\($0.name) \($0.strokes)/\($0.par)" }.joined(separator: ", ")); total \(outcome.totalStrokes) on par \(outcome.totalPar) in \(frames) frames")
        #expect(outcome.finished, "the bot should finish all nine holes (stopped after \(frames) frames)")
        for hole in outcome.holes {
            #expect(hole.holed && hole.strokes <= hole.par + 3, "\(hole.name): \(hole.strokes) strokes; the bot should hole it within par \(hole.par) + 3")
        }
    }

    @Test("autoplay is deterministic: the same seed gives the same state bytes (windmill and sliders included)")
    func deterministic() throws {
        let first = try Self.autoplay(skill: .club, seed: 3, holes: 7), second = try Self.autoplay(skill: .club, seed: 3, holes: 7)
        #expect(first.frames == second.frames, "the same seed should take the same number of frames")
        #expect(first.match.stateBytes() == second.match.stateBytes(), "the same seed should end in the same state")
    }

    @Test("a restart mid-search makes the bot think again from the tee")
    func restartMidSearch() throws {
        // Zigzag: no obstacles, so the best shot from the tee does not depend on the tick,
        // and its first shot does not hole, so the bot is mid-search when the hole restarts.
        let course = try TestSupport.bundledCourses()[7]
        var match = MiniGolfMatch(courses: [course])
        var bot = MiniGolfBot(skill: .perfect, seed: 1)
        var played: Shot?
        while played == nil {
            played = bot.step(&match)
            match.update()
        }
        _ = MiniGolfMatchTests.rollToRest(&match)
        #expect(match.phase == .aiming, "Zigzag's first shot should leave the ball short of the cup")
        for _ in 0..<3 { bot.step(&match); match.update() }
        match.restartHole()
        var second: Shot?
        var frames = 0
        while second == nil, frames < 100 {
            second = bot.step(&match)
            match.update()
            frames += 1
        }
        #expect(second == played, "after the restart the bot should play its tee shot again, not the shot it was planning mid-hole")
        #expect(match.strokes == 2, "after a restart the bot's shot should follow the stroke already taken")
    }

    @Test("a search spread over small budgets finds the shot a whole search does, never simulating more than a budget a call",
          arguments: [0, 4])
    func slicedSearch(hole: Int) throws {
        // Hole 1 is still, hole 5 has a windmill: the sliced search is judged at the same tick.
        let course = try TestSupport.bundledCourses()[hole]
        let match = MiniGolfMatch(courses: [course])
        var whole = BotSearch(match: match, launchDelayFrames: 30)
        whole.advance(frames: Int.max)
        var sliced = BotSearch(match: match, launchDelayFrames: 30)
        var calls = 0
        while !sliced.isFinished, calls < 100_000 {
            let before = sliced.simulatedFrames
            sliced.advance(frames: 500)
            #expect(sliced.simulatedFrames - before <= 500, "one call should simulate at most its budget")
            calls += 1
        }
        #expect(sliced.best == whole.best, "slicing the search should not change what it finds")
        #expect(sliced.simulatedFrames == whole.simulatedFrames && sliced.simulated == whole.simulated)
        #expect(calls == (whole.simulatedFrames + 499) / 500 || calls == (whole.simulatedFrames + 499) / 500 + 1,
                "the budget should be used whole until the search ends")
    }

    @Test("on a still hole the bot spreads its search over the thinking frames and plays what the whole search finds")
    func spreadsStillSearch() throws {
        let course = try TestSupport.bundledCourses()[0]
        #expect(course.windmills.isEmpty && course.sliders.isEmpty, "hole 1 should have nothing moving")
        var match = MiniGolfMatch(courses: [course])
        var whole = BotSearch(match: match)
        whole.advance(frames: Int.max)
        var bot = MiniGolfBot(skill: .perfect, seed: 1)
        var played: Shot?
        var costs: [Int] = []
        while played == nil, costs.count < 1_000 {
            played = bot.step(&match)
            costs.append(bot.lastStepSimulatedFrames)
            if played == nil { match.update() }
        }
        #expect(played == whole.shot, "the spread search should play the shot the whole search finds")
        #expect(match.phase == .rolling)
        #expect(costs.reduce(0, +) == whole.simulatedFrames, "the spread search should simulate what the whole one does, no more")
        #expect(costs.count <= MiniGolfBot.defaultThinkingFrames + 1,
                "the bot should play within its thinking time; it took \(costs.count) frames")
        let busiest = costs.max() ?? 0
        #expect(busiest < MiniGolfBot.defaultBudget * 3 / 4,
                "spread over \(costs.count) frames, the busiest should simulate well under the budget (\(busiest) of \(MiniGolfBot.defaultBudget))")
    }

    @Test("on a timed hole the bot spreads its search over the thinking frames, and plays the shot whole budgets find")
    func spreadsTimedSearch() throws {
        // Windmill: the shot is judged for the tick the thinking ends at, so the search has
        // all those frames, and a whole budget a frame finished it in far fewer.
        let course = try TestSupport.bundledCourses()[4]
        #expect(!course.windmills.isEmpty, "hole 5 should have a windmill")
        var match = MiniGolfMatch(courses: [course])
        var whole = BotSearch(match: match, launchDelayFrames: MiniGolfBot.defaultThinkingFrames)
        var wholeFrames = 0
        while !whole.isFinished {
            whole.advance(frames: MiniGolfBot.defaultBudget)
            wholeFrames += 1
        }
        #expect(wholeFrames < MiniGolfBot.defaultThinkingFrames / 2, "whole budgets should finish this search in under half the thinking time")
        var bot = MiniGolfBot(skill: .perfect, seed: 1)
        var played: Shot?
        var costs: [Int] = []
        while played == nil, costs.count < 1_000 {
            played = bot.step(&match)
            costs.append(bot.lastStepSimulatedFrames)
            match.update()
        }
        #expect(played == whole.shot, "the spread search should play the shot whole budgets find")
        #expect(costs.reduce(0, +) == whole.simulatedFrames, "the spread search should simulate what the whole one does, no more")
        #expect(costs.allSatisfy { $0 <= MiniGolfBot.defaultBudget }, "no frame should think more than the budget")
        let busiest = costs.max() ?? 0
        print("spread search: \(whole.simulatedFrames) frames of play over \(costs.count) frames, \(costs.filter { $0 > 0 }.count) of them thinking, the busiest \(busiest); whole budgets took \(wholeFrames)")
        #expect(busiest < MiniGolfBot.defaultBudget * 3 / 4,
                "spread over \(costs.count) frames, the busiest should simulate well under the budget (\(busiest) of \(MiniGolfBot.defaultBudget))")
    }

    @Test("the same seed gives the same wobble; skill bounds it")
    func wobble() {
        var a = SeededRandom(seed: 42), b = SeededRandom(seed: 42)
        let shot = Shot(angle: 1, power: 0.5)
        for _ in 0..<100 {
            let x = BotSkill.club.wobble(shot, using: &a), y = BotSkill.club.wobble(shot, using: &b)
            #expect(x == y, "two generators with one seed should wobble alike")
            #expect(abs(x.angle - 1) <= 1.5 * Double.pi / 180 + 1e-12 && abs(x.power - 0.5) <= 0.5 * 0.06 + 1e-12,
                    "a club wobble should stay within 1.5° and 6%")
        }
        var c = SeededRandom(seed: 42)
        #expect(BotSkill.perfect.wobble(shot, using: &c) == shot, "a perfect bot should play the shot unchanged")
    }

}
