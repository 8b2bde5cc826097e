import Crease
import CreasePlaytest
import CreaseTools
import Foundation

/// The playtest reports and matrices the report target starts from, made in code as
/// `Tests/CreaseCLITests/ReportFixtures` makes them: frame times shaped like a real run's
/// (a narrow body and a few long frames), deterministic from a seed, with lint, postures and
/// screenshots; and a matrix whose rows are made from them as `--matrix` makes its rows.
enum ReportFuzzing {
    /// `count` frame times in ms around `median`: ±15% jitter, and one frame in fifty 10 to 40
    /// times longer, rounded to 0.1 µs as reports round them.
    static func frameTimes(count: Int, median: Double, seed: UInt64) -> [Double] {
        var random = SeededRandom(seed: seed)
        return (0..<count).map { _ in
            var value = median * (0.85 + 0.3 * random.double())
            if random.double() < 0.02 { value *= 10 + 30 * random.double() }
            return (value * 10_000).rounded() / 10_000
        }
    }

    /// A report of a run with these frame times (with its per-frame samples unless told not),
    /// a lint finding, a fold cycle of postures and a screenshot.
    static func report(frames: [Double], game: String, samples: Bool = true) -> PlaytestReport {
        func share(_ fraction: Double) -> [Double] { frames.map { ($0 * fraction * 10_000).rounded() / 10_000 } }
        let phases = PlaytestReport.PhaseSamples(input: share(0.003), update: share(0.004), layout: share(0.35), draw: share(0.10), present: share(0.543))
        let cpu = TimingStatistics(samples: frames)
        let budget = 1000.0 / 60
        var report = PlaytestReport(
            game: game, device: "duo", seed: 7, frames: frames.count, targetHz: 60, budgetMs: budget, frameCpuMs: cpu,
            phases: PlaytestReport.PhaseStatistics(input: TimingStatistics(samples: phases.input), update: TimingStatistics(samples: phases.update),
                                                   layout: TimingStatistics(samples: phases.layout), draw: TimingStatistics(samples: phases.draw),
                                                   present: TimingStatistics(samples: phases.present)),
            jankFrames: frames.filter { $0 > budget }.count, overrunMs: OverrunStatistics(p50: cpu.p50 - budget, p99: cpu.p99 - budget),
            steps: frames.count, droppedSteps: 0, wallSeconds: Double(frames.count) / 60, transitions: [],
            foldLint: PlaytestReport.LintSection(violations: [PlaytestReport.LintViolation(frame: 90, element: "score", rule: "crossesFold")]),
            postureTimeline: [PlaytestReport.PostureMark(frame: 0, posture: .flat), PlaytestReport.PostureMark(frame: 60, posture: .tabletop),
                              PlaytestReport.PostureMark(frame: 120, posture: .book)],
            screenshots: [PlaytestReport.Screenshot(frame: 150, path: "out/\(game)-150.png")],
            script: "fold-cycle", stateHash: "00000000deadbeef", outcome: .null)
        if samples { report.samples = PlaytestReport.Samples(frameCpuMs: frames, phases: phases) }
        return report
    }

    /// The report every fuzzed one is compared against: 300 frames of battlefleet around 0.2 ms.
    static let base = report(frames: frameTimes(count: 300, median: 0.2, seed: 1), game: "battlefleet")

    /// The seed reports: a run like the base and a slower one, one without samples, a short one.
    static var reports: [(name: String, report: PlaytestReport)] {
        [("battlefleet", base), ("minigolf-slower", report(frames: frameTimes(count: 240, median: 0.26, seed: 2), game: "minigolf")),
         ("no-samples", report(frames: frameTimes(count: 120, median: 0.2, seed: 3), game: "battlefleet", samples: false)),
         ("three-frames", report(frames: [0.1, 0.2, 4.5], game: "minigolf"))]
    }

    /// A matrix of two cells made from the seed reports, as a shard's `matrix.json`.
    static func matrix() -> MatrixDocument {
        let cells = [MatrixCell(profile: "duo", posture: .flat, direction: .leftToRight, camera: false, script: "fold-cycle"),
                     MatrixCell(profile: "flip", posture: .tabletop, direction: .rightToLeft, camera: true, script: "hinge-sweep.json")]
        let rows = zip(cells, reports).map { cell, seed in MatrixRow(cell: cell, report: seed.report, screenshots: [], golden: nil, timing: nil) }
        return MatrixDocument(game: "battlefleet", cells: cells.map(\.id), shard: nil, timing: false, rows: rows)
    }
}

extension ReportFuzzing {
    /// Runs `crease report …` in-process, as the executable does (no chart writer), and checks
    /// its outcome: an exit status in `exits`, or 2 with exactly one line on standard error.
    static func run(_ arguments: [String], exits: Set<Int32>) throws(FuzzFinding) -> ToolOutcome {
        let outcome = CreaseCommand.run(["report"] + arguments)
        let command = "crease report \(arguments[0])"
        if exits.contains(outcome.status) { return outcome }
        guard outcome.status == 2 else { throw FuzzFinding("\(command) would exit \(outcome.status): \(outcome.standardError.prefix(300))") }
        guard outcome.standardError.hasSuffix("\n") else { throw FuzzFinding("\(command)'s error does not end its line: \(outcome.standardError.debugDescription.prefix(300))") }
        try FuzzCheck.oneLine(String(outcome.standardError.dropLast()), what: "\(command)'s error for a bad file")
        return outcome
    }

    /// Broken files: truncated, empty, not JSON, a report with a field of the wrong type, NaN
    /// written as the report writer writes it, a matrix whose cell names climb out of its folder.
    static func badSeeds() -> [FuzzSeed] {
        let good = (try? base.jsonData()) ?? Data()
        let text = String(decoding: good, as: UTF8.self)
        let matrix = String(decoding: (try? ReportFuzzing.matrix().jsonData()) ?? Data(), as: UTF8.self)
        let cell = ReportFuzzing.matrix().rows[0].id
        return [("truncated.json", String(text.prefix(text.count / 2))), ("empty.json", ""), ("not-json.json", "frames: 12\n"),
                ("frames-string.json", text.replacingOccurrences(of: "\"frames\" : 300", with: "\"frames\" : \"300\"")),
                ("nan-p50.json", text.replacingOccurrences(of: "\"p50\" : ", with: "\"p50\" : \"nan\", \"x\" : ")),
                ("matrix-truncated.json", String(matrix.prefix(matrix.count / 3))),
                ("matrix-cell-climbs-out.json", matrix.replacingOccurrences(of: cell, with: "../../shard"))]
            .map { FuzzSeed(name: "bad-\($0.0)", data: Data($0.1.utf8), mustBeAccepted: false) }
    }
}
