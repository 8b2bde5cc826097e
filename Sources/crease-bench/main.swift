// crease-bench — what Crease costs a frame, measured side by side in one run: HUD layout and
// lint by element count, region queries, and each sample game's headless frame beside an
// empty frame of the same display, with memory over a long run. Release builds only mean much:
//   swift build -c release --product crease-bench && .build/release/crease-bench [--json]
import CreaseSDL
import Foundation

/// The flags.
struct BenchOptions {
    var json = false
    var gameFrames = 600
    var longRunFrames = 100_000
    var layoutIterations = 2_000

    static let usage = """
        usage: crease-bench [--json] [--quick] [--frames N] [--long-run N]

          --json        one JSON document instead of the table
          --quick       fewer iterations and frames (a smoke run, e.g. in CI)
          --frames N    rendered headless frames per game and for its empty baseline (default 600)
          --long-run N  unrendered frames per game for the memory figure (default 100000)
        """

    init(arguments: [String]) throws {
        var rest = arguments[...]
        func count(_ flag: String) throws -> Int {
            guard let text = rest.popFirst(), let value = Int(text), value >= 1 else {
                throw BenchUsageError(message: "\(flag) needs a whole number of at least 1")
            }
            return value
        }
        while let flag = rest.popFirst() {
            switch flag {
            case "--json": json = true
            case "--quick":
                gameFrames = 120
                longRunFrames = 2_000
                layoutIterations = 200
            case "--frames": gameFrames = try count(flag)
            case "--long-run": longRunFrames = try count(flag)
            case "-h", "--help": throw BenchUsageError(message: nil)
            default: throw BenchUsageError(message: "unknown flag '\(flag)'")
            }
        }
    }
}

/// A flag problem (nil: `--help`).
struct BenchUsageError: Error {
    var message: String?
}

/// Everything one run measured.
struct BenchReport: Codable {
    struct Layout: Codable {
        var elements: Int
        var medianMicroseconds: Double
        var p99Microseconds: Double
    }
    var build: String
    var layoutAndLint: [Layout]
    var regionQueryMedianMicroseconds: Double
    var games: [GameBench.Result]
    var peakMemoryMiB: Double?
}

@MainActor
func runBench(_ options: BenchOptions) throws -> BenchReport {
    let clock = SDLClock()
    var layouts: [BenchReport.Layout] = []
    for count in [16, 64, 256, 1024] {
        let iterations = count >= 1024 ? Swift.max(20, options.layoutIterations / 4) : options.layoutIterations
        let samples = HUDBench.layoutAndLint(elements: count, iterations: iterations, clock: clock)
        layouts.append(.init(elements: count, medianMicroseconds: samples.median, p99Microseconds: samples.p99))
    }
    let query = HUDBench.regionQuery(iterations: options.layoutIterations * 10, clock: clock)
    var games: [GameBench.Result] = []
    for entry in BenchGames.all {
        games.append(try GameBench.measure(entry, frames: options.gameFrames, longRunFrames: options.longRunFrames, clock: clock))
    }
    #if DEBUG
    let build = "debug"
    #else
    let build = "release"
    #endif
    return BenchReport(build: build, layoutAndLint: layouts, regionQueryMedianMicroseconds: query.median,
                       games: games, peakMemoryMiB: ProcessMemory.peakMiB)
}

/// The table for people.
func table(_ report: BenchReport) -> String {
    func f(_ value: Double, _ digits: Int = 2) -> String { String(format: "%.\(digits)f", value) }
    var lines = ["crease-bench (\(report.build) build)", "", "HUD layout + fold lint (duo, flat ⇄ tabletop):",
                 "  elements   median µs   p99 µs"]
    for layout in report.layoutAndLint {
        lines.append("  " + "\(layout.elements)".padding(toLength: 9, withPad: " ", startingAt: 0)
                     + f(layout.medianMicroseconds, 1).padding(toLength: 12, withPad: " ", startingAt: 0) + f(layout.p99Microseconds, 1))
    }
    lines.append("")
    lines.append("reservedRegions query: median \(f(report.regionQueryMedianMicroseconds, 3)) µs")
    lines.append("")
    lines.append("Headless frames on a tabletop duo, autoplay, beside clear + present of the same display:")
    lines.append("  game          frame p50 ms  p99 ms   empty p50 ms  p99 ms   p50 ratio  p99 ratio  RSS warm → long run (frames)")
    for game in report.games {
        let memory = [game.memoryAfterWarmUpMiB, game.memoryAfterLongRunMiB].map { $0.map { f($0, 1) + " MiB" } ?? "?" }
        lines.append("  " + game.game.padding(toLength: 14, withPad: " ", startingAt: 0)
                     + f(game.frameP50Ms, 3).padding(toLength: 14, withPad: " ", startingAt: 0)
                     + f(game.frameP99Ms, 3).padding(toLength: 9, withPad: " ", startingAt: 0)
                     + f(game.emptyP50Ms, 3).padding(toLength: 14, withPad: " ", startingAt: 0)
                     + f(game.emptyP99Ms, 3).padding(toLength: 9, withPad: " ", startingAt: 0)
                     + (f(game.p50Ratio) + "×").padding(toLength: 11, withPad: " ", startingAt: 0)
                     + (f(game.p99Ratio) + "×").padding(toLength: 11, withPad: " ", startingAt: 0)
                     + "\(memory[0]) → \(memory[1]) (\(game.longRunFrames))")
    }
    lines.append("")
    lines.append("peak resident memory: \(report.peakMemoryMiB.map { f($0, 1) + " MiB" } ?? "?")")
    return lines.joined(separator: "\n")
}

do {
    let options = try BenchOptions(arguments: Array(CommandLine.arguments.dropFirst()))
    let report = try MainActor.assumeIsolated { try runBench(options) }
    if options.json {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        print(String(decoding: try encoder.encode(report), as: UTF8.self))
    } else {
        print(table(report))
    }
} catch let error as BenchUsageError {
    if let message = error.message {
        FileHandle.standardError.write(Data("crease-bench: \(message)\n\(BenchOptions.usage)\n".utf8))
        exit(2)
    }
    print(BenchOptions.usage)
} catch {
    FileHandle.standardError.write(Data("crease-bench: \(error)\n".utf8))
    exit(1)
}
