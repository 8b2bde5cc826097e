import Crease
import CreaseHUD
import CreasePlaytest
import Foundation
import MiniGolfCore
import Testing
@testable import MiniGolfScene

@Suite("Mini-golf: the whole course headless through the fold cycle")
struct MiniGolfPlaytestTests {
    @Test("autoplay completes the course through minigolf-fold-cycle with a clean, reproducible report")
    func wholeCourseFoldCycle() throws {
        let arguments = ["--script", "minigolf-fold-cycle", "--autoplay", "--seed", "7"]
        let first = try Playtest.run(MiniGolfGame(bestScoresURL: nil), arguments: arguments)
        let report = first.report
        print("minigolf fold cycle: \(report.frames) frames, outcome \(report.outcome)")
        #expect(report.outcome["finished"] == .bool(true), "the bot should finish all nine holes within the script (ran \(report.frames) frames)")
        if case .array(let holes)? = report.outcome["holes"] {
            #expect(holes.count == CourseLibrary.holeCount, "the outcome should list a result for each of the nine holes")
        } else {
            Issue.record("the outcome should hold the holes played")
        }
        #expect(report.outcome["totalStrokes"] != nil && report.outcome["versusPar"] != nil, "the outcome should hold the total and the score against par")
        #expect(report.foldLint.violations.isEmpty, "nothing should break a fold rule; got \(report.foldLint.violations.prefix(5))")
        let postures = report.postureTimeline.map(\.posture)
        for posture in Posture.allCases {
            #expect(postures.contains(posture), "the fold cycle should visit \(posture)")
        }
        for transition in report.transitions where Set([transition.from, transition.to]) == Set([Posture.flat, .tabletop]) {
            #expect(transition.layoutShift.max == 0, "flat ⇄ tabletop should move nothing; frame \(transition.frame) moved \(transition.layoutShift)")
        }
        let second = try Playtest.run(MiniGolfGame(bestScoresURL: nil), arguments: arguments)
        #expect(second.report.stateHash == report.stateHash, "the same seed and script should give the same state hash")
    }
}
