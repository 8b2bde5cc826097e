// crease-bench — what Crease costs a frame, measured side by side in one run: HUD layout and
// lint by element count, region queries, the HUD stress scene and each sample game's headless
// frame (damage tracking on, on with another thread spinning on a core, and off) against SDL's
// bare clear + present, with memory over a long run. Release builds only mean much:
//   swift build -c release --product crease-bench && .build/release/crease-bench [--json]
import Crease
import CreaseSDL
import Foundation

/// The flags, read by the one `FlagParser`.
struct BenchOptions {
    var json = false
    var help = false
    var gameFrames = 600
    var longRunFrames = 100_000
    var layoutIterations = 2_000
    var repeats = 1

    static let quickFlag = Flag(switch: "--quick", "fewer iterations and frames (a smoke run, e.g. in CI)")
    static let framesFlag = Flag("--frames", "N", "rendered headless frames per game and for its empty baseline (default 600)")
    static let longRunFlag = Flag("--long-run", "N", "unrendered frames per game for the memory figure (default 100000)")
    static let repeatFlag = Flag("--repeat", "N", "measure every timed row N times, round robin, and keep each row's best (default 1)")
    static let parser = FlagParser(program: "crease-bench", flags: [.json, quickFlag, framesFlag, longRunFlag, repeatFlag])
    static var usage: String { parser.help() }

    init(arguments: [String]) throws(UsageError) {
        let values = try Self.parser.parse(arguments)
        help = values.help
        json = values.isSet(.json)
        if values.isSet(Self.quickFlag) {
            gameFrames = 120
            longRunFrames = 2_000
            layoutIterations = 200
        }
        gameFrames = try values.int(Self.framesFlag) ?? gameFrames
        longRunFrames = try values.int(Self.longRunFlag) ?? longRunFrames
        repeats = try values.int(Self.repeatFlag, in: 1...50) ?? repeats
    }
}

/// Everything one run measured.
struct BenchReport: Codable {
    struct Layout: Codable {
        var elements: Int
        var medianMicroseconds: Double
        var p99Microseconds: Double
    }
    var build: String
    /// Passes each timed row was measured in (its best is reported).
    var repeats: Int
    var layoutAndLint: [Layout]
    var regionQueryMedianMicroseconds: Double
    /// SDL's bare clear + present of the same 720 × 951 window: what every ratio divides by.
    var floorP50Ms: Double
    var floorP99Ms: Double
    /// The host's own empty frame (poll, an empty draw list, present).
    var hostEmptyP50Ms: Double
    var hostEmptyP99Ms: Double
    var hostEmptyRatio: Double
    var stress: [StressBench.Result]
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
    var device = Device(profile: .duo)
    device.posture = .tabletop
    let size = device.displaySize
    // Each pass measures every timed row once, the floor first; with `--repeat` the passes
    // take turns, so no row gets a quiet or a busy stretch of the machine to itself, and each
    // row (the floor too) keeps its best pass.
    var floors: [TimingStatistics] = [], empties: [TimingStatistics] = []
    // Each timed row is measured each way: damage tracking on a quiet machine, the same with
    // another thread spinning on a core (`BusyCore`), and every pixel every frame.
    let ways: [(damageTracking: Bool, busy: Bool)] = [(true, false), (true, true), (false, false)]
    var stressPasses: [[StressBench.Result]] = [], gamePasses: [[GameBench.Result]] = []
    for pass in 0..<options.repeats {
        // The physical floor: SDL's bare clear + present of a window of the same size, SDL calls only.
        let floor = TimingStatistics(samples: try HostTiming.bareClearAndPresent(width: Int(size.width), height: Int(size.height),
                                                                                 frames: options.gameFrames * 2))
        floors.append(floor)
        empties.append(try GameBench.emptyFrames(device: device, count: options.gameFrames * 2))
        var stress: [StressBench.Result] = []
        for widgets in [16, 64, 256] {
            for (tracking, busy) in ways {
                stress.append(try StressBench.measure(widgets: widgets, frames: options.gameFrames, damageTracking: tracking, busy: busy,
                                                      floor: floor, clock: clock))
            }
        }
        stressPasses.append(stress)
        var games: [GameBench.Result] = []
        for entry in BenchGames.all {
            for (index, (tracking, busy)) in ways.enumerated() {
                let longRun = index == 0 && pass == 0 ? options.longRunFrames : 0
                games.append(try GameBench.measure(entry, frames: options.gameFrames, longRunFrames: longRun,
                                                   damageTracking: tracking, busy: busy, floor: floor, clock: clock))
            }
        }
        gamePasses.append(games)
    }
    let floor = best(of: floors), empty = best(of: empties)
    var stress = bestRows(of: stressPasses, floor: floor)
    var games = bestRows(of: gamePasses, floor: floor)
    // Each busy row beside its quiet twin (the row before it).
    for index in stress.indices.dropFirst() where stress[index].busy {
        stress[index].busyOverQuietP99 = stress[index].frameP99Ms / max(stress[index - 1].frameP99Ms, 1e-9)
    }
    for index in games.indices.dropFirst() where games[index].busy {
        games[index].busyOverQuietP99 = games[index].frameP99Ms / max(games[index - 1].frameP99Ms, 1e-9)
    }
    #if DEBUG
    let build = "debug"
    #else
    let build = "release"
    #endif
    return BenchReport(build: build, repeats: options.repeats, layoutAndLint: layouts, regionQueryMedianMicroseconds: query.median,
                       floorP50Ms: floor.p50, floorP99Ms: floor.p99, hostEmptyP50Ms: empty.p50, hostEmptyP99Ms: empty.p99,
                       hostEmptyRatio: empty.p50 / max(floor.p50, 1e-9), stress: stress, games: games, peakMemoryMiB: ProcessMemory.peakMiB)
}

/// A timed row of the table: its p50 and p99 and their ratios on the floor.
protocol TimedRow {
    var frameP50Ms: Double { get set }
    var frameP99Ms: Double { get set }
    var p50Ratio: Double { get set }
    var p99Ratio: Double { get set }
}

extension StressBench.Result: TimedRow {}
extension GameBench.Result: TimedRow {}

/// Each row at its best over the passes (the smallest p50 and p99 any pass gave), its ratios
/// taken on the floor's best.
func bestRows<Row: TimedRow>(of passes: [[Row]], floor: TimingStatistics) -> [Row] {
    guard let first = passes.first else { return [] }
    return first.indices.map { row in
        var best = first[row]
        best.frameP50Ms = passes.map { $0[row].frameP50Ms }.min() ?? best.frameP50Ms
        best.frameP99Ms = passes.map { $0[row].frameP99Ms }.min() ?? best.frameP99Ms
        best.p50Ratio = best.frameP50Ms / max(floor.p50, 1e-9)
        best.p99Ratio = best.frameP99Ms / max(floor.p99, 1e-9)
        return best
    }
}

/// Each statistic at its best (smallest) over several passes of one measurement.
func best(of passes: [TimingStatistics]) -> TimingStatistics {
    func smallest(_ field: KeyPath<TimingStatistics, Double>) -> Double { passes.map { $0[keyPath: field] }.min() ?? 0 }
    return TimingStatistics(p50: smallest(\.p50), p90: smallest(\.p90), p95: smallest(\.p95), p99: smallest(\.p99),
                            max: smallest(\.max), mean: smallest(\.mean))
}

/// The table for people.
func table(_ report: BenchReport) -> String {
    func f(_ value: Double, _ digits: Int = 2) -> String { String(format: "%.\(digits)f", value) }
    /// One table row: each cell padded to its column's width, the last one as it is.
    func row(_ cells: [(String, Int)], _ last: String) -> String {
        "  " + cells.map { $0.0.padding(toLength: $0.1, withPad: " ", startingAt: 0) }.joined() + last
    }
    /// The columns both timing tables share: p50, p99, both ratios, pixels redrawn.
    func timing(_ p50: Double, _ p99: Double, _ p50Ratio: Double, _ p99Ratio: Double, _ redrawn: Double, widths: (Int, Int)) -> [(String, Int)] {
        [(f(p50, 3), widths.0), (f(p99, 3), widths.1), (f(p50Ratio, 1) + "×", 11), (f(p99Ratio, 1) + "×", 11), ("\(Int(redrawn))", 18)]
    }
    var lines = ["crease-bench (\(report.build) build\(report.repeats > 1 ? ", each timed row the best of \(report.repeats) passes" : ""))", "", "HUD layout + fold lint (duo, flat ⇄ tabletop):",
                 "  elements   median µs   p99 µs"]
    for layout in report.layoutAndLint {
        lines.append("  " + "\(layout.elements)".padding(toLength: 9, withPad: " ", startingAt: 0)
                     + f(layout.medianMicroseconds, 1).padding(toLength: 12, withPad: " ", startingAt: 0) + f(layout.p99Microseconds, 1))
    }
    lines.append("")
    lines.append("reservedRegions query: median \(f(report.regionQueryMedianMicroseconds, 3)) µs")
    lines.append("")
    lines.append("The floor (SDL's bare clear + present of a 720 × 951 window, software renderer): p50 \(f(report.floorP50Ms, 3)) ms, p99 \(f(report.floorP99Ms, 3)) ms")
    lines.append("The host's empty frame (poll, empty draw list, present): p50 \(f(report.hostEmptyP50Ms, 3)) ms, p99 \(f(report.hostEmptyP99Ms, 3)) ms = \(f(report.hostEmptyRatio))× the floor")
    lines.append("")
    lines.append("HUD stress scene (duo tabletop; every label and bar changes every frame), whole frame against the floor:")
    lines.append("  widgets  damage  machine  p50 ms   p99 ms   p50 ratio  p99 ratio  px redrawn/frame  busy/quiet p99  glyphs rasterized after warm-up")
    func busyCells(_ busy: Bool, _ ratio: Double?) -> (String, String) {
        (busy ? "busy" : "quiet", ratio.map { f($0) + "×" } ?? "-")
    }
    for scene in report.stress {
        let (machine, ratio) = busyCells(scene.busy, scene.busyOverQuietP99)
        lines.append(row([("\(scene.widgets)", 9), (scene.damageTracking ? "on" : "off", 8), (machine, 9)]
                         + timing(scene.frameP50Ms, scene.frameP99Ms, scene.p50Ratio, scene.p99Ratio, scene.pixelsRedrawnPerFrame, widths: (9, 9))
                         + [(ratio, 16)],
                         "\(scene.glyphRasterizationsAfterWarmUp)"))
    }
    lines.append("")
    lines.append("Headless game frames on a tabletop duo, autoplay, against the floor:")
    lines.append("  game          damage  machine  frame p50 ms  p99 ms   p50 ratio  p99 ratio  px redrawn/frame  busy/quiet p99  RSS warm → long run (frames)")
    for game in report.games {
        let memory = [game.memoryAfterWarmUpMiB, game.memoryAfterLongRunMiB].map { $0.map { f($0, 1) + " MiB" } ?? "?" }
        let (machine, ratio) = busyCells(game.busy, game.busyOverQuietP99)
        lines.append(row([(game.game, 14), (game.damageTracking ? "on" : "off", 8), (machine, 9)]
                         + timing(game.frameP50Ms, game.frameP99Ms, game.p50Ratio, game.p99Ratio, game.pixelsRedrawnPerFrame, widths: (14, 9))
                         + [(ratio, 16)],
                         game.longRunFrames > 0 ? "\(memory[0]) → \(memory[1]) (\(game.longRunFrames))" : "-"))
    }
    lines.append("")
    lines.append("peak resident memory: \(report.peakMemoryMiB.map { f($0, 1) + " MiB" } ?? "?")")
    return lines.joined(separator: "\n")
}

do {
    let options = try BenchOptions(arguments: Array(CommandLine.arguments.dropFirst()))
    if options.help {
        print(BenchOptions.usage)
        exit(0)
    }
    let report = try MainActor.assumeIsolated { try runBench(options) }
    if options.json {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        print(String(decoding: try encoder.encode(report), as: UTF8.self))
    } else {
        print(table(report))
    }
} catch let error as UsageError {
    FileHandle.standardError.write(Data((BenchOptions.parser.failureMessage(for: error) + "\n").utf8))
    exit(2)
} catch {
    FileHandle.standardError.write(Data("crease-bench: \(error)\n".utf8))
    exit(1)
}
