import CreaseTestGames
import Foundation
import Testing
import CreasePlaytest

@Suite("PlaytestCommand")
struct PlaytestCommandTests {
    private final class Lines: @unchecked Sendable {
        var output: [String] = []
        var errors: [String] = []
    }

    private func run(_ arguments: [String]) -> (status: Int32, lines: Lines) {
        let lines = Lines()
        let status = PlaytestCommand.headlessMain(BouncingBallGame(), arguments: arguments, executable: "ball",
                                                  clock: ManualClock(), standardOutput: { lines.output.append($0) },
                                                  standardError: { lines.errors.append($0) })
        return (status, lines)
    }

    @Test("--headless --script fold-cycle.json --report r.json writes the report")
    func writesReport() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("crease-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let reportURL = folder.appendingPathComponent("r.json")
        let (status, lines) = run(["--headless", "--script", "fold-cycle.json", "--report", reportURL.path])
        #expect(status == 0, "the run should succeed, errors: \(lines.errors)")
        let report = try PlaytestReport(contentsOf: reportURL)
        #expect(report.frames == 540 && report.foldLint.violations.isEmpty && report.maxLayoutShift(between: .flat, and: .tabletop) == 0,
                "the written report should count 540 frames, no lint and zero flat ⇄ tabletop shift")
        #expect(PlaytestCommand.chartURL(forReport: reportURL).lastPathComponent == "r-frames.png",
                "the SDL runner's chart goes beside the report")
        #expect(lines.output.first?.contains("bouncing-ball on duo: 540 frames") == true, "a summary line should be printed")
        let again = run(["--headless", "--script", "fold-cycle.json", "--report", reportURL.path])
        let secondHash = try PlaytestReport(contentsOf: reportURL).stateHash
        #expect(again.status == 0 && secondHash == report.stateHash, "a second run should write the same hash")
    }

    @Test("the summary gives the shift in one orientation apart from the display's turns, and the report says which changes turn")
    func shiftApartFromTurns() throws {
        let (status, lines) = run(["--headless", "--script", "fold-cycle"])
        #expect(status == 0, "the run should succeed, errors: \(lines.errors)")
        let summary = lines.output.first ?? ""
        #expect(summary.contains("; 8 transitions, shift 0 pt (turns "), "the summary should say 0 pt in one orientation, then the turns; got '\(summary)'")
        #expect(!summary.contains("turns 0 pt"), "the turns tabletop → book and to and from closed move the HUD; got '\(summary)'")
        let report = Playtest.run(BouncingBallGame(), script: try PlaytestScript.load("fold-cycle"), clock: ManualClock()).report
        // tabletop → flat → tabletop → book (turns) → flat → book → closed (another display) → tabletop (turns) → flat
        let expected = [false, false, true, false, false, true, true, false]
        #expect(report.transitions.map(\.turnsDisplay) == expected.map { Optional($0) }, "each transition should say whether it turned the display; got \(report.transitions.map(\.turnsDisplay))")
        #expect(report.transitionTurns == expected, "got \(report.transitionTurns)")
        #expect(report.maxSameOrientationShift == 0 && (report.maxTurnShift ?? 0) > 0,
                "nothing moves in one orientation, the turns move things; got \(report.maxSameOrientationShift), \(String(describing: report.maxTurnShift))")
        var older = report
        for index in older.transitions.indices { older.transitions[index].turnsDisplay = nil }
        #expect(older.transitionTurns == expected, "a report without turnsDisplay should be worked out from its postures; got \(older.transitionTurns)")
        #expect(PlaytestCommand.summary(older) == PlaytestCommand.summary(report), "an older report should summarize alike")
    }

    @Test("flat before any half-open posture: a fold that turns the display counts among the turns")
    func turnFromNaturalFlat() {
        var script = PlaytestScript(steps: [PlaytestStep(at: 5, .posture(.tabletop)), PlaytestStep(at: 10, .posture(.flat)),
                                            PlaytestStep(at: 15, .posture(.tabletop))])
        script.frames = 20
        let report = Playtest.run(BouncingBallGame(), script: script, clock: ManualClock()).report
        #expect(report.transitions.map(\.turnsDisplay) == [true, false, false],
                "duo flat in its natural orientation turns into tabletop; tabletop ⇄ flat then turns nothing; got \(report.transitions.map(\.turnsDisplay))")
        let none = Playtest.run(BouncingBallGame(), frames: 3, clock: ManualClock()).report
        #expect(PlaytestCommand.summary(none).contains("; 0 transitions, shift 0 pt (no turns); "), "got \(PlaytestCommand.summary(none))")
    }

    @Test("bad flags print the problem and the usage to standard error and exit 2")
    func badFlags() {
        let (status, lines) = run(["--headless", "--frames", "many"])
        #expect(status == 2, "a malformed flag should exit 2")
        #expect(lines.errors.first?.hasPrefix("ball: --frames: should be a whole number") == true, "the error should name the flag, got \(lines.errors)")
        #expect(lines.errors.first?.contains("usage: ball") == true, "the usage should follow the error")
        #expect(lines.output.isEmpty, "nothing should go to standard output")
    }

    @Test("a bad script exits 2 naming the file and step")
    func badScript() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("crease-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("broken.json")
        try Data(#"{"steps": [{"at": 1, "posture": "flat"}, {"at": -1, "key": "A"}]}"#.utf8).write(to: script)
        let (status, lines) = run(["--headless", "--script", script.path])
        #expect(status == 2, "a bad script should exit 2")
        #expect(lines.errors.first == "ball: \(script.path): steps[1]: 'at' is a negative frame (-1); frames count from 0",
                "the error should name the file, the step and the problem, got \(lines.errors)")
    }

    @Test("--help prints the usage to standard output and exits 0")
    func help() {
        let (status, lines) = run(["--help"])
        #expect(status == 0 && lines.output.first?.hasPrefix("usage: ball") == true, "--help should print the usage and succeed")
    }

    @Test("an unwritable report exits 1")
    func unwritable() {
        let (status, lines) = run(["--headless", "--frames", "2", "--report", "/proc/crease-cannot-write/r.json"])
        #expect(status == 1, "a report that cannot be written should exit 1")
        #expect(lines.errors.first?.contains("cannot write the report") == true, "the error should say so, got \(lines.errors)")
    }
}
