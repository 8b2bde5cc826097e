import Crease
import Foundation
import Testing
@testable import MiniGolfCore

@Suite("MiniGolfMatch: strokes, penalties, holes in order and the state bytes")
struct MiniGolfMatchTests {
    /// A box with a pond straight ahead of the tee.
    static let pondCourse = Course(
        name: "Pond", par: 3, size: Size(width: 400, height: 250), tee: Point(x: 60, y: 125), cup: Point(x: 340, y: 60),
        boundary: [Point(x: 20, y: 20), Point(x: 380, y: 20), Point(x: 380, y: 230), Point(x: 20, y: 230)],
        surfaces: [Surface(kind: .water, polygon: [Point(x: 150, y: 100), Point(x: 250, y: 100), Point(x: 250, y: 150), Point(x: 150, y: 150)])])

    static func rollToRest(_ match: inout MiniGolfMatch) -> [GolfEvent] {
        var events: [GolfEvent] = []
        var frames = 0
        while match.phase == .rolling, frames < 5000 {
            events += match.update()
            frames += 1
        }
        return events
    }

    @Test("water costs a penalty stroke and puts the ball back where it was struck from")
    func waterPenalty() {
        var match = MiniGolfMatch(courses: [Self.pondCourse])
        let accepted = match.putt(Shot(angle: 0, power: 0.8))
        #expect(accepted, "a stroke should be accepted while aiming")
        let events = Self.rollToRest(&match)
        #expect(events.contains(.water), "a shot straight at the pond should splash")
        #expect(match.strokes == 2, "the stroke plus one penalty should count 2, counted \(match.strokes)")
        #expect(match.ball.position == Self.pondCourse.tee, "the ball should be back on the tee")
        #expect(match.phase == .aiming, "the player should be aiming again")
    }

    @Test("a stroke is refused while the ball rolls")
    func noStrokeWhileRolling() {
        var match = MiniGolfMatch(courses: [Self.pondCourse])
        match.putt(Shot(angle: Double.pi / 2, power: 0.5))
        match.update()
        let accepted = match.putt(Shot(angle: 0, power: 1))
        #expect(!accepted, "a second stroke while rolling should be refused")
        #expect(match.strokes == 1, "only the first stroke should count")
    }

    @Test("restarting a hole puts the ball back on the tee and keeps the strokes taken")
    func restart() {
        var match = MiniGolfMatch(courses: [Self.pondCourse])
        match.putt(Shot(angle: Double.pi / 2, power: 0.3))
        _ = Self.rollToRest(&match)
        match.restartHole()
        #expect(match.strokes == 1 && match.ball.position == Self.pondCourse.tee && match.phase == .aiming,
                "after a restart the ball should rest on the tee, its stroke still counted: \(match.strokes)")
    }

    @Test("a hole not holed by the stroke limit is picked up at the limit")
    func strokeLimit() {
        var match = MiniGolfMatch(courses: [Self.pondCourse, .builtIn], maxStrokes: 3)
        for _ in 0..<3 {
            match.putt(Shot(angle: Double.pi / 2, power: 0.05))
            _ = Self.rollToRest(&match)
        }
        #expect(match.phase == .holeComplete, "three strokes at a limit of three should complete the hole")
        #expect(match.scorecard.lines[0].strokes == 3 && !match.scorecard.lines[0].holed, "the card should show 3, picked up")
        match.nextHole()
        #expect(match.holeIndex == 1 && match.course == .builtIn && match.strokes == 0, "nextHole should move on to the second hole")
    }

    @Test("the bot plays the bundled round to the end; the outcome adds up")
    func fullRound() throws {
        let courses = try TestSupport.bundledCourses()
        var match = MiniGolfMatch(courses: courses)
        while match.phase != .finished {
            _ = TestSupport.playHoleWithBot(&match)
            match.nextHole()
        }
        let outcome = match.outcome
        #expect(outcome.finished, "the round should be finished")
        #expect(outcome.holes.count == 9, "the outcome should list nine holes")
        #expect(outcome.totalStrokes == outcome.holes.map(\.strokes).reduce(0, +), "the total should add the holes")
        #expect(outcome.totalPar == courses.map(\.par).reduce(0, +), "the par should add the holes' pars")
        #expect(outcome.versusPar == outcome.totalStrokes - outcome.totalPar, "versus par should be strokes minus par")
        #expect(outcome.holes.allSatisfy { $0.strokes <= $0.par + 3 }, "every hole should be within par + 3: \(outcome.holes.map(\.strokes))")
    }

    /// Plays a fixed script of shots and frames on the bundled holes 5 (windmill) and 7 (sliders).
    static func scripted(_ shots: [Shot]) throws -> MiniGolfMatch {
        let courses = try TestSupport.bundledCourses()
        var match = MiniGolfMatch(courses: [courses[4], courses[6]])
        for shot in shots {
            for _ in 0..<17 { match.update() }
            if match.phase == .holeComplete { match.nextHole() }
            match.putt(shot)
            _ = rollToRest(&match)
        }
        return match
    }

    static let script = [Shot(angle: 0, power: 0.9), Shot(angle: 0.3, power: 0.6), Shot(angle: -0.2, power: 1), Shot(angle: 2, power: 0.4)]

    @Test("the same shots give the same state bytes; a different shot gives different ones")
    func determinism() throws {
        let first = try Self.scripted(Self.script), second = try Self.scripted(Self.script)
        #expect(first.stateBytes() == second.stateBytes(), "the same script should give identical state bytes")
        #expect(first.stateHash == second.stateHash, "the same script should give the same hash")
        var changed = Self.script
        changed[1].power = 0.61
        #expect(try Self.scripted(changed).stateBytes() != first.stateBytes(), "a different shot should change the state bytes")
    }

    @Test("the state bytes move with the clock even while the ball rests")
    func clockInState() {
        var match = MiniGolfMatch(courses: [.builtIn])
        let before = match.stateBytes()
        match.update()
        #expect(match.stateBytes() != before, "a frame should advance the clock recorded in the state bytes")
        #expect(match.tick == match.substepsPerFrame, "one frame should be \(match.substepsPerFrame) substeps")
    }

    @Test("a round saved mid-roll and restored plays on to the same state")
    func codableRoundTrip() throws {
        var match = try Self.scripted(Array(Self.script.prefix(2)))
        match.putt(Shot(angle: 0.1, power: 0.7))
        for _ in 0..<10 { match.update() }
        var restored = try JSONDecoder().decode(MiniGolfMatch.self, from: try JSONEncoder().encode(match))
        #expect(restored == match, "the restored round should equal the saved one")
        _ = Self.rollToRest(&match)
        _ = Self.rollToRest(&restored)
        #expect(restored.stateBytes() == match.stateBytes(), "the restored round should roll on exactly as the original")
    }
}
