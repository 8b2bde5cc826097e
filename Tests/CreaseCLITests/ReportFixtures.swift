import CreasePlaytest
import Foundation

/// Synthetic playtest reports for the `crease report` tests: frame times shaped like a real
/// run's (a narrow body and a few long frames), deterministic from a seed, written with
/// `PlaytestReport.write(to:)` as a game would.
enum ReportFixtures {
    /// A small deterministic generator (SplitMix64), so the tests need no `Crease` import.
    struct Generator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }

        /// A uniform value in [0, 1).
        mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
    }

    /// `count` frame times in ms around `median`: ±15% jitter, and one frame in fifty 10 to 40
    /// times longer, rounded to 0.1 µs as reports round them (so there are ties).
    static func frameTimes(count: Int = 600, median: Double = 0.2, seed: UInt64 = 1) -> [Double] {
        var generator = Generator(state: seed)
        return (0..<count).map { _ in
            var value = median * (0.85 + 0.3 * generator.unit())
            if generator.unit() < 0.02 { value *= 10 + 30 * generator.unit() }
            return (value * 10_000).rounded() / 10_000
        }
    }

    /// Each frame split into phases as a HUD game's are: input and update tiny (under 0.01 ms
    /// at a 0.2 ms frame), layout 35%, draw 10%, present the rest.
    static func phases(of frames: [Double]) -> PlaytestReport.PhaseSamples {
        func share(_ fraction: Double) -> [Double] { frames.map { ($0 * fraction * 10_000).rounded() / 10_000 } }
        return PlaytestReport.PhaseSamples(input: share(0.003), update: share(0.004), layout: share(0.35),
                                           draw: share(0.10), present: share(0.543))
    }

    /// A report of a run with these frame times; without samples when `samples` is false (as
    /// reports written before they were kept).
    static func report(frameCpuMs frames: [Double], game: String = "battlefleet", samples: Bool = true) -> PlaytestReport {
        let phases = phases(of: frames)
        let statistics = PlaytestReport.PhaseStatistics(
            input: TimingStatistics(samples: phases.input), update: TimingStatistics(samples: phases.update),
            layout: TimingStatistics(samples: phases.layout), draw: TimingStatistics(samples: phases.draw),
            present: TimingStatistics(samples: phases.present))
        let cpu = TimingStatistics(samples: frames)
        var report = PlaytestReport(
            game: game, device: "duo", seed: 1, frames: frames.count, targetHz: 60, budgetMs: 1000.0 / 60,
            frameCpuMs: cpu, phases: statistics, jankFrames: frames.filter { $0 > 1000.0 / 60 }.count,
            overrunMs: OverrunStatistics(p50: cpu.p50 - 1000.0 / 60, p99: cpu.p99 - 1000.0 / 60),
            steps: frames.count, droppedSteps: 0, wallSeconds: Double(frames.count) / 60, transitions: [],
            foldLint: PlaytestReport.LintSection(violations: []), postureTimeline: [], screenshots: [],
            script: "fold-cycle", stateHash: "00000000deadbeef", outcome: .null)
        if samples { report.samples = PlaytestReport.Samples(frameCpuMs: frames, phases: phases) }
        return report
    }

    /// A fresh temporary folder for one test's files.
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("crease-report-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Writes a report into `folder` as `name` and returns its path.
    static func write(_ report: PlaytestReport, named name: String, in folder: URL) throws -> String {
        let url = folder.appendingPathComponent(name)
        try report.write(to: url)
        return url.path
    }
}
