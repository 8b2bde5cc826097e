import Crease
import Testing
@testable import MiniGolfCore

@Suite("Scorecard: strokes per hole against par")
struct ScorecardTests {
    static let courses: [Course] = [2, 3, 4].map { par in
        var course = Course.builtIn
        course.name = "Par \(par)"
        course.par = par
        return course
    }

    @Test("totals count only completed holes")
    func totals() {
        var card = Scorecard(courses: Self.courses)
        card.record(hole: 0, strokes: 3, holed: true)
        card.record(hole: 2, strokes: 3, holed: true)
        #expect(card.totalStrokes == 6, "two holes of 3 strokes should total 6")
        #expect(card.completedPar == 6, "par over holes 1 and 3 should be 2 + 4")
        #expect(card.coursePar == 9, "the course par should be 2 + 3 + 4")
        #expect(card.versusPar == 0 && !card.isComplete, "the card should be level with par and not complete")
    }

    @Test("scores against par read +2, even and −1, never golf's \"E\"",
          arguments: [(0, "even"), (2, "+2"), (-1, "−1")])
    func versusParText(value: Int, text: String) {
        #expect(Scorecard.versusParText(value) == text, "\(value) against par should read \(text)")
    }

    @Test("the outcome reads the completed holes off the card")
    func outcome() {
        var card = Scorecard(courses: Self.courses)
        for hole in 0..<3 { card.record(hole: hole, strokes: hole + 2, holed: hole != 1) }
        let outcome = MiniGolfOutcome(scorecard: card)
        #expect(outcome.finished && outcome.totalStrokes == 9 && outcome.totalPar == 9 && outcome.versusPar == 0,
                "three holes of 2, 3, 4 on pars 2, 3, 4 should be level par and finished")
        #expect(outcome.holes.map(\.holed) == [true, false, true], "the outcome should keep which holes were picked up")
    }
}
