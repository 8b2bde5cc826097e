import Crease
import CreasePlaytest
@testable import CreaseTools
import Foundation
import Testing

/// `crease report show` on reports written by `PlaytestReport.write`.
@Suite("crease report show")
struct ReportShowCommandTests {
    @Test("prints the summary line a game prints, then the setup, the phases and the samples")
    func show() throws {
        let folder = try ReportFixtures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = ReportFixtures.report(frameCpuMs: ReportFixtures.frameTimes(count: 300))
        let path = try ReportFixtures.write(report, named: "r.json", in: folder)
        let run = try RegionsCommandTests.run(["report", "show", path])
        #expect(run.status == 0, "show should exit 0; got \(run.status): \(run.stderr)")
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == PlaytestCommand.summary(report), "the first line should be PlaytestCommand.summary; got \(lines.first ?? "")")
        #expect(lines.dropFirst().first?.hasPrefix("script fold-cycle · seed 1 · 60 Hz (budget 16.67 ms)") == true, "then the setup; got \(lines)")
        for phase in FramePhase.allCases {
            #expect(lines.contains { $0.hasPrefix("  \(phase.rawValue) ") }, "a line for \(phase.rawValue)")
        }
        #expect(lines.contains("samples: 300 frames of frame CPU and each phase, one pass (for 'crease report compare')"), "the samples line; got \(lines)")
        #expect(lines.contains("postures: none recorded"), "the synthetic report has no timeline")
    }

    @Test("the largest shift in one orientation and the largest turning the display are shown apart")
    func shifts() throws {
        var report = ReportFixtures.report(frameCpuMs: ReportFixtures.frameTimes(count: 50))
        func transition(_ frame: Int, _ from: Posture, _ to: Posture, _ shift: Double, turns: Bool?) -> PlaytestReport.Transition {
            PlaytestReport.Transition(frame: frame, from: from, to: to, layoutShift: LayoutShift(sum: shift, max: shift), settledFrame: frame,
                                      turnsDisplay: turns)
        }
        report.transitions = [transition(60, .tabletop, .flat, 0, turns: false), transition(120, .flat, .tabletop, 0, turns: false),
                              transition(180, .tabletop, .book, 510.88, turns: true), transition(240, .book, .flat, 0, turns: false)]
        let lines = ReportShowCommand.lines(report)
        #expect(lines.first?.contains("; 4 transitions, shift 0 pt (turns 510.88 pt); ") == true, "the summary line; got \(lines.first ?? "")")
        #expect(lines.contains("largest shift in one orientation: 0 pt (of 3 transitions)"), "got \(lines)")
        #expect(lines.contains("largest shift turning the display: 510.88 pt, tabletop → book at frame 180 (of 1 transition)"), "got \(lines)")
        report.transitions[3].layoutShift = LayoutShift(sum: 4, max: 2.5)
        let moved = ReportShowCommand.lines(report)
        #expect(moved.first?.contains("; 4 transitions, shift 2.5 pt (turns 510.88 pt); ") == true, "got \(moved.first ?? "")")
        #expect(moved.contains("largest shift in one orientation: 2.5 pt, book → flat at frame 240 (of 3 transitions)"), "got \(moved)")
    }

    @Test("an older report without samples still shows, and says so")
    func older() throws {
        let folder = try ReportFixtures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try ReportFixtures.write(ReportFixtures.report(frameCpuMs: ReportFixtures.frameTimes(count: 50), samples: false),
                                            named: "old.json", in: folder)
        let run = try RegionsCommandTests.run(["report", "show", path])
        #expect(run.status == 0, "show needs no samples; got \(run.status): \(run.stderr)")
        #expect(run.stdout.contains("samples: none (an older report"), "it should say the samples are missing; got \(run.stdout)")
    }

    @Test("a missing file is one line naming it, exit 2")
    func missing() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("crease-no-such-report-\(UUID().uuidString).json").path
        let run = try RegionsCommandTests.run(["report", "show", path])
        #expect(run.status == 2, "a missing report should exit 2; got \(run.status)")
        #expect(run.stderr == "crease report show: \(path): cannot be read (no such file)\n", "one line naming it; got \(run.stderr)")
    }

    @Test("the posture timeline lists the changes, the long ones cut short")
    func timeline() throws {
        let postures = ["tabletop", "flat", "book", "closed"]
        let json = "[" + (0..<15).map { #"{"frame": \#($0 * 60), "posture": "\#(postures[$0 % 4])"}"# }.joined(separator: ",") + "]"
        let marks = try JSONDecoder().decode([PlaytestReport.PostureMark].self, from: Data(json.utf8))
        let text = ReportShowCommand.timeline(marks)
        #expect(text.hasPrefix("tabletop (0) → flat (60) → book (120) → closed (180) → tabletop (240)"), "in order, frame in brackets; got \(text)")
        #expect(text.hasSuffix("→ … 3 more"), "past twelve marks, the rest are counted; got \(text)")
    }
}
