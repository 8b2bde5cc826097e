// crease-soak — each sample game played for a long time, headless but rendered through the
// emulator window: autoplay, a posture, hinge, camera, direction or profile change every
// 30 frames, and random taps, drags, keys and gamepad input every frame. It passes when
// nothing crashes, resident memory grows by less than 2 MB after the warm-up (beyond the text
// cache's own growth toward its bound), and the text,
// glyph, measurement and image caches stay within their bounds.
//   swift build -c release --product crease-soak && .build/release/crease-soak [--frames N] [--json]
import Crease
import CreaseTools
import Foundation
import SampleGames

/// Everything one run measured.
struct SoakReport: Codable {
    var build: String
    var results: [SoakResult]
    var failures: [String]
    var passed: Bool
}

/// The table for people.
func table(_ report: SoakReport) -> String {
    func f(_ value: Double?) -> String { value.map { String(format: "%.1f", $0) } ?? "?" }
    func g(_ value: Double?) -> String { value.map { String(format: "%+.2f", $0) } ?? "?" }
    // At least one space after every cell, so a wide figure (a sanitizer build's RSS) never runs into the next.
    func column(_ text: String, _ width: Int) -> String { text.padding(toLength: Swift.max(width, text.count + 1), withPad: " ", startingAt: 0) }
    var lines = ["crease-soak (\(report.build) build): headless frames through the emulator window, autoplay,",
                 "a device change every 30 frames, random input every frame", "",
                 "  game          frames   games  changes  events   RSS warm-up → end MiB    growth MiB  peak MiB"]
    for result in report.results {
        lines.append("  " + result.game.padding(toLength: 14, withPad: " ", startingAt: 0)
                     + "\(result.frames)".padding(toLength: 9, withPad: " ", startingAt: 0)
                     + "\(result.games)".padding(toLength: 7, withPad: " ", startingAt: 0)
                     + "\(result.deviceChanges)".padding(toLength: 9, withPad: " ", startingAt: 0)
                     + "\(result.inputEvents)".padding(toLength: 9, withPad: " ", startingAt: 0)
                     + column("\(f(result.residentAfterWarmUpMiB)) (frame \(result.warmUpFrames)) → \(f(result.residentAtEndMiB))", 25)
                     + column(g(result.growthMiB), 12)
                     + f(result.peakResidentMiB))
    }
    lines.append("")
    lines.append("Caches, largest held during the run / bound:")
    for result in report.results {
        lines.append("  " + result.game.padding(toLength: 14, withPad: " ", startingAt: 0) + cacheLine(result.cachesLargest)
                     + (result.cachesWithinBounds ? "  ok" : "  OVER"))
        lines.append("  " + "".padding(toLength: 14, withPad: " ", startingAt: 0)
                     + "text rasterized \(result.textStatistics.rasterizations), hits \(result.textStatistics.hits), evicted \(result.textStatistics.evictions)"
                     + (result.textCacheFullAtFrame.map { ", full from frame \($0)" } ?? ""))
    }
    lines.append("")
    lines.append("Growth after the warm-up, MiB: resident, the glyph atlas's and the coverage masks' own (toward their bounds), "
                 + "resident beyond them (limit 1.91), heap in use:")
    for result in report.results {
        let heapGrowth = result.heapAtEndMiB.flatMap { end in result.heapAfterWarmUpMiB.map { end - $0 } }
        lines.append("  " + result.game.padding(toLength: 14, withPad: " ", startingAt: 0)
                     + "\(g(result.growthMiB)), glyph atlas \(g(result.glyphAtlasGrowthMiB)), coverage masks \(g(result.coverageMaskGrowthMiB)), "
                     + "beyond them \(g(result.unexplainedGrowthMiB)), "
                     + "heap \(f(result.heapAfterWarmUpMiB)) → \(f(result.heapAtEndMiB)) (\(g(heapGrowth)))")
    }
    lines.append("")
    lines.append("Resident / heap in use MiB every tenth of the run:")
    for result in report.results {
        lines.append("  " + result.game.padding(toLength: 14, withPad: " ", startingAt: 0)
                     + result.residentSamples.map { "\($0.frame): \(f($0.residentMiB))/\(f($0.heapInUseMiB))" }.joined(separator: "  "))
    }
    for result in report.results where !result.problems.isEmpty {
        lines.append("")
        lines.append("\(result.game) reported: " + result.problems.joined(separator: "; "))
    }
    lines.append("")
    if report.passed && report.results.contains(where: { !$0.checksMemory }) {
        lines.append("PASS: no crash, caches within bounds (resident growth not checked: --no-memory-check)")
    } else if report.passed {
        lines.append("PASS: no crash, memory growth beyond the glyph atlas and coverage masks under 2 MB after warm-up, caches within bounds")
    } else {
        lines.append("FAIL:")
        lines += report.failures.map { "  " + $0 }
    }
    return lines.joined(separator: "\n")
}

do {
    let options = try SoakOptions(arguments: Array(CommandLine.arguments.dropFirst()), gameNames: SampleGames.names)
    if options.help {
        print(SoakOptions.usage)
        exit(0)
    }
    let results = try MainActor.assumeIsolated { try options.games.map { try SoakGames.soak($0, options: options) } }
    #if DEBUG
    let build = "debug"
    #else
    let build = "release"
    #endif
    let failures = results.flatMap(\.failures)
    let report = SoakReport(build: build, results: results, failures: failures, passed: failures.isEmpty)
    if options.json {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        print(String(decoding: try encoder.encode(report), as: UTF8.self))
        // The JSON holds the failures for scripts; a person reading the terminal gets them too.
        for failure in failures { FileHandle.standardError.write(Data("crease-soak: FAIL: \(failure)\n".utf8)) }
    } else {
        print(table(report))
    }
    exit(report.passed ? 0 : 1)
} catch let error as UsageError {
    FileHandle.standardError.write(Data((SoakOptions.parser.failureMessage(for: error) + "\n").utf8))
    exit(2)
} catch {
    FileHandle.standardError.write(Data("crease-soak: \(error)\n".utf8))
    exit(1)
}
