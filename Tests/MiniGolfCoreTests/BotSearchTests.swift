import Crease
import Foundation
import Testing
@testable import MiniGolfCore

@Suite("BotSearch: the autoplay bot")
struct BotSearchTests {
    @Test("the bot holes every bundled hole within par + 3", arguments: 1...CourseLibrary.holeCount)
    func holesEveryHole(number: Int) throws {
        let course = try TestSupport.bundledCourses()[number - 1]
        var match = MiniGolfMatch(courses: [course])
        let strokes = TestSupport.playHoleWithBot(&match)
        print("hole \(number) \(course.name): \(strokes) strokes, par \(course.par)")
        #expect(match.scorecard.lines[0].holed, "hole \(number) (\(course.name)) should be holed by the bot, not picked up")
        #expect(strokes <= course.par + 3, "hole \(number) (\(course.name)) took \(strokes) strokes; the bot should need at most par \(course.par) + 3")
    }
}
