import CreasePlaytest
import Foundation
import Testing

/// `crease report compare` run as a user runs it, on reports written by `PlaytestReport.write`:
/// exit codes, the last line, the chart, and every error's shape.
@Suite("crease report compare")
struct ReportCompareCommandTests {
    static let frames = ReportFixtures.frameTimes(count: 900, seed: 5)

    /// Writes a base report and a new one whose every frame is `factor` times the base's.
    static func pair(factor: Double, in folder: URL) throws -> (base: String, new: String) {
        let base = try ReportFixtures.write(ReportFixtures.report(frameCpuMs: frames), named: "base.json", in: folder)
        let slower = frames.map { ($0 * factor * 10_000).rounded() / 10_000 }
        let new = try ReportFixtures.write(ReportFixtures.report(frameCpuMs: slower), named: "new.json", in: folder)
        return (base, new)
    }

    @Test("a run 30% slower in every frame regresses: exit 1 and a last line naming frame CPU")
    func regression() throws {
        let folder = try ReportFixtures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (base, new) = try Self.pair(factor: 1.3, in: folder)
        let run = try RegionsCommandTests.run(["report", "compare", base, new])
        #expect(run.status == 1, "a regression should exit 1; got \(run.status), stderr \(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let last = lines.last ?? ""
        #expect(last.hasPrefix("regressed: frame CPU +30% (p50 "), "the last line should name frame CPU's change; got '\(last)'")
        #expect(last.contains(" → ") && last.contains(" ms)"), "the last line should give both medians; got '\(last)'")
        let cpuRow = lines.first { $0.hasPrefix("frame CPU") } ?? ""
        #expect(cpuRow.hasSuffix("regressed") && cpuRow.contains("+30.0%"), "the frame CPU row should say +30.0% and regressed; got '\(cpuRow)'")
        for phase in ["input", "update"] {
            let row = lines.first { $0.hasPrefix(phase + " ") } ?? ""
            #expect(row.hasSuffix("same*"), "\(phase) is under 0.01 ms: same, with the footnote mark; got '\(row)'")
        }
        #expect(run.stdout.contains("* p50 under 0.010 ms in both runs"), "the footnote should explain the mark")
        #expect(run.stderr.isEmpty, "a verdict is not an error; stderr: \(run.stderr)")
    }

    @Test("the same report twice, or a faster one, exits 0 with no regressed line")
    func noRegression() throws {
        let folder = try ReportFixtures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (base, _) = try Self.pair(factor: 1, in: folder)
        let same = try RegionsCommandTests.run(["report", "compare", base, base])
        #expect(same.status == 0, "a run against itself should exit 0; got \(same.status)")
        #expect(!same.stdout.contains("\nregressed: "), "no line should name a regression; got \(same.stdout)")
        let names = ["frame CPU", "input", "update", "layout", "draw", "present"]
        let rows = same.stdout.split(separator: "\n").filter { line in names.contains { line.hasPrefix($0 + " ") } }
        #expect(rows.count == 6 && rows.allSatisfy { $0.hasSuffix("same") || $0.hasSuffix("same*") }, "six rows, all same; got \(rows)")
        let (faster, _) = try Self.pair(factor: 1, in: folder)
        let (_, slower) = try Self.pair(factor: 1.3, in: folder)
        let improved = try RegionsCommandTests.run(["report", "compare", slower, faster])
        #expect(improved.status == 0, "an improvement exits 0; got \(improved.status)")
        #expect(improved.stdout.split(separator: "\n").first { $0.hasPrefix("frame CPU") }?.hasSuffix("improved") == true,
                "30% faster should say improved; got \(improved.stdout)")
    }

    /// Writes a report whose every frame is `factor` times the fixture's, named `name`.
    static func run(factor: Double, named name: String, in folder: URL) throws -> String {
        let frames = Self.frames.map { ($0 * factor * 10_000).rounded() / 10_000 }
        return try ReportFixtures.write(ReportFixtures.report(frameCpuMs: frames), named: name, in: folder)
    }

    @Test("with reruns each side is its fastest run: a slow stretch of the machine is quiet, a 30% slower build is not")
    func reruns() throws {
        let folder = try ReportFixtures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The same build four times, two of the runs in a stretch where the machine ran 1.8× slower.
        let sameBuild = try [1.0, 1.8, 1.8, 1.0].enumerated().map { try Self.run(factor: $1, named: "same\($0).json", in: folder) }
        let single = try RegionsCommandTests.run(["report", "compare", sameBuild[0], sameBuild[1]])
        #expect(single.status == 1, "one pair caught in a slow stretch looks like a regression; got \(single.status)")
        let rerun = try RegionsCommandTests.run(["report", "compare"] + sameBuild)
        #expect(rerun.status == 0, "with reruns each side's fastest run agrees; got \(rerun.status): \(rerun.stdout)")
        #expect(rerun.stdout.contains("same0.json") && rerun.stdout.contains("same3.json") && rerun.stdout.contains("fastest of 2 runs"),
                "the header should name each side's fastest run; got \(rerun.stdout)")
        #expect(rerun.stdout.contains("Each side is its fastest of 2 runs") && !rerun.stdout.contains("One run per side"),
                "the footnote should say the sides are reruns; got \(rerun.stdout)")
        // A build 30% slower, rerun the same way, is still a regression.
        let slower = try [1.0, 1.3 * 1.8, 1.8, 1.3].enumerated().map { try Self.run(factor: $1, named: "slow\($0).json", in: folder) }
        let regressed = try RegionsCommandTests.run(["report", "compare"] + slower)
        #expect(regressed.status == 1, "a 30% slower build regresses with reruns too; got \(regressed.status)")
        #expect(regressed.stdout.split(separator: "\n").last?.hasPrefix("regressed: frame CPU +30%") == true,
                "the last line should name frame CPU; got \(regressed.stdout)")
    }

    @Test("--threshold moves the smallest effect: 30% slower is same under --threshold 50")
    func threshold() throws {
        let folder = try ReportFixtures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (base, new) = try Self.pair(factor: 1.3, in: folder)
        let run = try RegionsCommandTests.run(["report", "compare", "--threshold", "50", base, new])
        #expect(run.status == 0, "30% is under a 50% threshold; got \(run.status): \(run.stdout)")
        #expect(run.stdout.contains("at least 50% slower"), "the footnote should give the threshold used")
        let equals = try RegionsCommandTests.run(["report", "compare", base, new, "--threshold=25"])
        #expect(equals.status == 1, "--threshold=25 should parse and 30% is past it; got \(equals.status)")
    }

    @Test("--min-change moves the smallest change in ms: 30% of a 0.2 ms frame is same under --min-change 0.1")
    func minChange() throws {
        let folder = try ReportFixtures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (base, new) = try Self.pair(factor: 1.3, in: folder)
        let run = try RegionsCommandTests.run(["report", "compare", "--min-change", "0.1", base, new])
        #expect(run.status == 0, "0.06 ms is under a 0.1 ms smallest change; got \(run.status): \(run.stdout)")
        #expect(run.stdout.contains("moved by under 0.100 ms"), "the footnote should give the smallest change used; got \(run.stdout)")
        let none = try RegionsCommandTests.run(["report", "compare", base, new, "--min-change=0"])
        #expect(none.status == 1, "--min-change=0 should parse and judge by percent alone; got \(none.status)")
    }

    @Test("reports of several passes say so in the header and the footnote, and one pass against many is noted")
    func passes() throws {
        let folder = try ReportFixtures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var many = ReportFixtures.report(frameCpuMs: Self.frames)
        many.samples?.passes = 40
        let base = try ReportFixtures.write(many, named: "many.json", in: folder)
        let once = try Self.run(factor: 1, named: "once.json", in: folder)
        let run = try RegionsCommandTests.run(["report", "compare", base, once])
        #expect(run.status == 0, "the same frames should not regress; got \(run.status): \(run.stdout)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasSuffix("frames, each its fastest of 40 passes") == true,
                "the base header should say its passes; got \(lines.first ?? "")")
        #expect(lines.contains { $0.contains("the runs differ in passes (40 against 1)") }, "one pass against 40 should be noted; got \(lines)")
        #expect(lines.contains { $0.hasPrefix("Each frame is its fastest of 40 passes (base) and 1 pass (new)") },
                "the footnote should give both sides' passes; got \(lines)")
        let same = try RegionsCommandTests.run(["report", "compare", base, base])
        #expect(same.stdout.contains("fastest of 40 passes (base) and 40 passes (new)") && !same.stdout.contains("differ in passes"),
                "40 against 40 is not noted; got \(same.stdout)")
    }

    @Test("a built-in script is the same script by name or by an older report's path in a build folder; another script is noted")
    func scriptByName() throws {
        let folder = try ReportFixtures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func written(script: String, named name: String) throws -> String {
            var report = ReportFixtures.report(frameCpuMs: Self.frames)
            report.script = script
            return try ReportFixtures.write(report, named: name, in: folder)
        }
        let debugPath = try written(script: "/home/me/taps/.build/x86_64-unknown-linux-gnu/debug/Taps_Crease.resources/Assets/playtests/fold-cycle.json",
                                    named: "debug.json")
        let releasePath = try written(script: "/home/me/taps/.build/x86_64-unknown-linux-gnu/release/Taps_Crease.resources/Assets/playtests/fold-cycle.json",
                                      named: "release.json")
        let byName = try written(script: "fold-cycle", named: "name.json")
        let other = try written(script: "hinge-sweep", named: "other.json")
        let mine = try written(script: "plays/fold-cycle.json", named: "mine.json")
        for (base, new) in [(debugPath, releasePath), (debugPath, byName), (byName, byName)] {
            let run = try RegionsCommandTests.run(["report", "compare", base, new])
            #expect(run.status == 0 && !run.stdout.contains("differ in"),
                    "the same built-in script should not be noted as a difference; got \(run.stdout)")
        }
        for (base, new) in [(byName, other), (byName, mine)] {
            let run = try RegionsCommandTests.run(["report", "compare", base, new])
            #expect(run.stdout.contains("note: the runs differ in script:"), "another script should be noted; got \(run.stdout)")
        }
    }

    @Test("a report without samples is one line naming it, exit 2")
    func missingSamples() throws {
        let folder = try ReportFixtures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let base = try ReportFixtures.write(ReportFixtures.report(frameCpuMs: Self.frames), named: "base.json", in: folder)
        let old = try ReportFixtures.write(ReportFixtures.report(frameCpuMs: Self.frames, samples: false), named: "old.json", in: folder)
        let run = try RegionsCommandTests.run(["report", "compare", base, old])
        #expect(run.status == 2, "a report without samples should exit 2; got \(run.status)")
        #expect(run.stderr.split(separator: "\n").count == 1, "the error should be one line; got \(run.stderr)")
        #expect(run.stderr.hasPrefix("crease report compare: \(old): has no per-frame samples"), "the error should name the file; got \(run.stderr)")
        #expect(run.stdout.isEmpty, "nothing is compared")
    }

    @Test("an unreadable or invalid report is one line naming it, exit 2", arguments: ["missing", "not-json", "not-a-report"])
    func badFile(kind: String) throws {
        let folder = try ReportFixtures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let base = try ReportFixtures.write(ReportFixtures.report(frameCpuMs: Self.frames), named: "base.json", in: folder)
        let bad = folder.appendingPathComponent("\(kind).json")
        switch kind {
        case "not-json": try Data("frames: 12\n".utf8).write(to: bad)
        case "not-a-report": try Data(#"{"game": "battlefleet"}"#.utf8).write(to: bad)
        default: break
        }
        let run = try RegionsCommandTests.run(["report", "compare", bad.path, base])
        #expect(run.status == 2, "\(kind) should exit 2; got \(run.status)")
        #expect(run.stderr.split(separator: "\n").count == 1 && run.stderr.hasPrefix("crease report compare: \(bad.path): "),
                "\(kind): one line naming the file; got \(run.stderr)")
    }

    @Test("a bad command line is three lines (problem, usage, see --help) and exit 2", arguments: [
        (["report", "compare"], "BASE.json NEW.json: missing"),
        (["report", "compare", "a.json"], "NEW.json: missing"),
        (["report", "compare", "a.json", "b.json", "c.json"], "NEW.json: missing"),
        (["report", "compare", "a.json", "b.json", "--threshold", "2000"], "--threshold: should be a number from 0 to 1000"),
        (["report", "compare", "a.json", "b.json", "--threshold", "ten"], "--threshold: should be a number"),
        (["report", "compare", "a.json", "b.json", "--min-change", "-1"], "--min-change: should be a number from 0 to 1000"),
        (["report", "compare", "a.json", "b.json", "--threshold"], "--threshold: needs a value"),
        (["report", "compare", "a.json", "b.json", "--chart", "--threshold", "5"], "--chart: needs a value"),
        (["report", "compare", "a.json", "b.json", "--bogus"], "--bogus: unknown flag"),
        (["report", "show"], "R.json: missing"),
        (["report", "show", "a.json", "b.json"], "b.json: unexpected argument"),
        (["report", "show", "a.json", "--json"], "--json: unknown flag"),
    ])
    func usageErrors(arguments: [String], problem: String) throws {
        let run = try RegionsCommandTests.run(arguments)
        #expect(run.status == 2, "\(arguments) should exit 2; got \(run.status)")
        let lines = run.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        let program = "crease report \(arguments[1])"
        #expect(lines.count == 3, "\(arguments): three lines; got \(run.stderr)")
        #expect(lines.first?.hasPrefix("\(program): \(problem)") == true, "\(arguments): the first line should say '\(problem)'; got \(lines.first ?? "")")
        let operands = arguments[1] == "compare" ? "BASE.json NEW.json" : "R.json"
        #expect(lines.dropFirst().first?.hasPrefix("usage: \(program) \(operands) [") == true, "\(arguments): the usage line with the paths; got \(run.stderr)")
        #expect(lines.last == "see '\(program) --help'", "\(arguments): then where to read more; got \(run.stderr)")
    }

    @Test("a missing or unknown report command is three lines and exit 2", arguments: [["report"], ["report", "frobnicate"]])
    func badCommand(arguments: [String]) throws {
        let run = try RegionsCommandTests.run(arguments)
        #expect(run.status == 2 && run.stderr.split(separator: "\n").count == 3, "\(arguments): exit 2, three lines; got \(run.status): \(run.stderr)")
        #expect(run.stderr.hasPrefix("crease report: ") && run.stderr.contains("(compare, show, merge or html)"), "\(arguments): names the commands; got \(run.stderr)")
    }

    @Test("--help prints usage and exits 0, even without the paths", arguments: [
        ["report", "--help"], ["report", "help"], ["report", "compare", "--help"], ["report", "compare", "-h"], ["report", "show", "--help"],
    ])
    func help(arguments: [String]) throws {
        let run = try RegionsCommandTests.run(arguments)
        #expect(run.status == 0, "\(arguments) should exit 0; got \(run.status): \(run.stderr)")
        #expect(run.stdout.hasPrefix("usage: crease report "), "\(arguments) should print usage; got \(run.stdout)")
        if arguments.count > 2 && arguments[1] == "compare" {
            #expect(run.stdout.contains("--threshold PCT") && run.stdout.contains("--chart PATH") && run.stdout.contains("Exit status"),
                    "compare's usage should list its flags and exit codes")
        }
        let general = try RegionsCommandTests.run(["help"])
        #expect(general.stdout.contains("crease report compare BASE.json NEW.json"), "crease help should mention report; got \(general.stdout)")
    }

    @Test("--chart writes a PNG of both runs and says where; a chart that cannot be written is exit 2 with the table still printed")
    func chart() throws {
        let folder = try ReportFixtures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (base, new) = try Self.pair(factor: 1.3, in: folder)
        let chart = folder.appendingPathComponent("charts/compare.png")
        let run = try RegionsCommandTests.run(["report", "compare", base, new, "--chart", chart.path])
        #expect(run.status == 1, "the verdict still decides the status; got \(run.status): \(run.stderr)")
        let data = try Data(contentsOf: chart)
        #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "the chart should be a PNG")
        #expect(run.stdout.contains("chart: \(chart.path) ("), "the output should say where the chart is")
        #expect(run.stdout.split(separator: "\n").last?.hasPrefix("regressed: ") == true, "the regressed line stays last")
        let blocked = try RegionsCommandTests.run(["report", "compare", base, new, "--chart", "\(base)/chart.png"])
        #expect(blocked.status == 2, "a chart under a file cannot be written: exit 2; got \(blocked.status)")
        #expect(blocked.stderr.split(separator: "\n").count == 1 && blocked.stderr.contains("cannot write the chart"), "one line; got \(blocked.stderr)")
        #expect(blocked.stdout.contains("frame CPU"), "the table is printed all the same")
    }
}
