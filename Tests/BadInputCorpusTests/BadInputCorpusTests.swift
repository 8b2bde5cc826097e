import BattlefleetRules
import SampleGames
import Foundation
import MiniGolfCore
import Testing

/// Every bad input in `Tests/BadInputs`, fed to the program that reads it.
///
/// Profiles, scripts, key settings and command lines go to the built executables, the way a
/// user would give them: each must end with exit status 1 or 2 (never a signal), within the
/// time limit, with one line on stderr naming the input and saying what is wrong, and no stack
/// trace. Saves and best scores are read only where a test cannot reach them through the command
/// line, so they go through the library calls the games make: each must come back as one line
/// naming the file, with the file set aside. Courses go both ways: through `Course` and
/// `CourseLibrary`, and to minigolf through `$CREASE_ASSETS`, which must report the file in one
/// line and play the built-in hole instead.
@Suite("Bad-input corpus")
struct BadInputCorpusTests {
    static let programs = ["crease", "crease-viewer"] + SampleGames.names
    static let games = SampleGames.names

    // MARK: - The corpus itself

    @Test("the corpus is there and the programs are built")
    func corpusAndProgramsArePresent() throws {
        for kind in Corpus.Kind.allCases {
            #expect(Corpus.cases(kind).count > 5, "Tests/BadInputs/\(kind.rawValue) should hold checked-in bad files")
        }
        #expect(Corpus.commandLines.count >= 20, "Tests/BadInputs/cli.json should decode to a list of bad command lines")
        let readme = (try? String(contentsOf: Corpus.folder.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
        for kind in Corpus.Kind.allCases {
            for file in Corpus.cases(kind) where !file.name.hasPrefix("(") {
                #expect(readme.contains("`\(kind.rawValue)/\(file.name)`"), "Tests/BadInputs/README.md should say what is wrong with \(kind.rawValue)/\(file.name)")
            }
        }
        for program in Self.programs {
            #expect(ProgramRun.executable(program) != nil, "\(NotBuilt(program: program, folder: ProgramRun.buildFolder.path))")
        }
    }

    // MARK: - Files given on the command line

    @Test("a bad device profile: one line naming it, exit 1 or 2", arguments: Corpus.cases(.profiles), programs)
    func profile(_ input: Corpus.Case, program: String) throws {
        let scratch = try Corpus.scratchFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let path = try input.materialize(in: scratch).path
        let arguments: [String]
        switch program {
        case "crease": arguments = ["regions", "--device", path]
        case "crease-viewer": arguments = ["--headless", "--device", path]
        default: arguments = ["--headless", "--frames", "2", "--device", path]
        }
        try expectOneLineError(ProgramRun.run(program, arguments), naming: path)
    }

    @Test("a bad playtest script: one line naming it, exit 1 or 2", arguments: Corpus.cases(.scripts), games)
    func script(_ input: Corpus.Case, program: String) throws {
        let scratch = try Corpus.scratchFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let path = try input.materialize(in: scratch).path
        try expectOneLineError(ProgramRun.run(program, ["--headless", "--frames", "2", "--script", path]), naming: path)
    }

    @Test("a bad settings file given with --settings: one line naming it, exit 1 or 2", arguments: Corpus.cases(.settings))
    func explicitSettings(_ input: Corpus.Case) throws {
        let scratch = try Corpus.scratchFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let path = try input.materialize(in: scratch).path
        try expectOneLineError(ProgramRun.run("crease-viewer", ["--headless", "--settings", path]), naming: path)
    }

    @Test("a bad settings file found through $CREASE_SETTINGS: one line naming it, and the game runs on the default keys",
          arguments: Corpus.cases(.settings))
    func environmentSettings(_ input: Corpus.Case) throws {
        let scratch = try Corpus.scratchFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let path = try input.materialize(in: scratch).path
        let run = try ProgramRun.run("battlefleet", ["--headless", "--frames", "2"], environment: ["CREASE_SETTINGS": path])
        try expectNoCrash(run)
        #expect(run.status == 0, "\(run.commandLine) with CREASE_SETTINGS=\(path) should still run (exit 0) on the default keys; got \(run.status), stderr: \(run.stderr)")
        #expect(run.errorLines.count == 1 && run.stderr.contains(path) && run.stderr.contains("default keys"),
                "a bad settings file should be reported in one line naming \(path) and saying the default keys are used; got: \(run.stderr)")
    }

    // MARK: - Command lines

    @Test("a bad command line: one line naming the flag (then the usage), exit 1 or 2", arguments: Corpus.commandLines)
    func commandLine(_ input: Corpus.CommandLineCase) throws {
        let run = try ProgramRun.run(input.program, input.arguments)
        try expectNoCrash(run)
        #expect(run.reason == .exit && (run.status == 1 || run.status == 2),
                "\(run.commandLine) (\(input.why)) should exit 1 or 2; got \(run.reason == .exit ? "status" : "signal") \(run.status)")
        let lines = run.errorLines
        #expect(lines.first?.contains(input.names) == true,
                "the first line on stderr for \(run.commandLine) should name '\(input.names)'; got: \(run.stderr)")
        // At most three lines: the error, then for a flag error a one-line usage and where to read more.
        #expect(lines.count <= 3, "\(run.commandLine) should print at most three lines; got: \(run.stderr)")
        if lines.count > 1 {
            #expect(lines.count == 3 && lines[1].hasPrefix("usage: ") && lines[2].hasPrefix("see '") && lines[2].hasSuffix("--help'"),
                    "after its one-line error, \(run.commandLine) should print a usage line and \"see '… --help'\"; got: \(run.stderr)")
        }
    }

    // MARK: - Files the games read on their own

    @Test("a bad Battlefleet save: one line naming it, the file set aside", arguments: Corpus.cases(.saves))
    func save(_ input: Corpus.Case) throws {
        let scratch = try Corpus.scratchFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let file = try input.materialize(in: scratch, as: "battlefleet-save.json")
        let result = SaveStore(fileURL: file).load()
        if input.name == Corpus.missing {
            #expect(result == .noSave, "a missing save should mean no save, not a problem; got \(result)")
            return
        }
        guard case .setAside(let problem) = result else {
            Issue.record("\(input.testDescription) should be reported and set aside; got \(result)")
            return
        }
        expectOneLine(problem.description, naming: file.path, input: input)
        #expect(problem.setAsidePath.map { FileManager.default.fileExists(atPath: $0) } == true,
                "\(input.testDescription) should have been moved aside, not lost; got \(problem)")
        #expect(!FileManager.default.fileExists(atPath: file.path), "the bad save should no longer be at \(file.path)")
    }

    @Test("a bad best-scores file: one line naming it, the file set aside", arguments: Corpus.cases(.bestScores))
    func bestScores(_ input: Corpus.Case) throws {
        let scratch = try Corpus.scratchFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let file = try input.materialize(in: scratch, as: "minigolf-best.json")
        let loaded = BestScoresStore(url: file).load()
        #expect(loaded.scores == BestScores(), "\(input.testDescription) should give empty scores")
        if input.name == Corpus.missing {
            #expect(loaded.problem == nil, "a missing best-scores file should be no problem; got \(loaded.problem ?? "")")
            return
        }
        expectOneLine(loaded.problem ?? "", naming: file.path, input: input)
        #expect(!FileManager.default.fileExists(atPath: file.path), "the bad best-scores file should have been set aside from \(file.path)")
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: scratch.path)) ?? []
        #expect(contents.contains { $0.hasPrefix("minigolf-best.json.corrupt-") }, "the bad best-scores file should be kept as minigolf-best.json.corrupt-N; the folder holds \(contents)")
    }

    @Test("a bad course file: one line naming it, the built-in hole played instead", arguments: Corpus.cases(.courses))
    func course(_ input: Corpus.Case) throws {
        let scratch = try Corpus.scratchFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let file = try input.materialize(in: scratch, as: CourseLibrary.fileName(hole: 1))
        do {
            let course = try Course(contentsOf: file)
            Issue.record("\(input.testDescription) should be refused; it loaded as '\(course.name)'")
        } catch {
            expectOneLine("\(error)", naming: file.path, input: input)
        }
        let library = CourseLibrary(directory: scratch)
        #expect(library.courses.count == CourseLibrary.holeCount && library.courses.first == .builtIn,
                "with \(input.testDescription) as hole 1, the library should still have \(CourseLibrary.holeCount) holes, the first the built-in one")
        let problem = library.problems.first { $0.path == file.path }?.description ?? ""
        expectOneLine(problem, naming: file.path, input: input)
    }

    @Test("a bad course file in minigolf's assets: one line naming it, and the round is played", arguments: Corpus.cases(.courses))
    func courseInTheGame(_ input: Corpus.Case) throws {
        // A copy of assets/ (links) whose hole 1 is the bad file, found through $CREASE_ASSETS.
        let scratch = try Corpus.scratchFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let assets = Corpus.repositoryRoot.appendingPathComponent("assets")
        let courses = scratch.appendingPathComponent("courses")
        try FileManager.default.createDirectory(at: courses, withIntermediateDirectories: true)
        for folder in ["devices", "fonts", "playtests"] {
            try FileManager.default.createSymbolicLink(at: scratch.appendingPathComponent(folder), withDestinationURL: assets.appendingPathComponent(folder))
        }
        for hole in 2...CourseLibrary.holeCount {
            let name = CourseLibrary.fileName(hole: hole)
            try FileManager.default.createSymbolicLink(at: courses.appendingPathComponent(name), withDestinationURL: assets.appendingPathComponent("courses/\(name)"))
        }
        let path = try input.materialize(in: courses, as: CourseLibrary.fileName(hole: 1)).path
        let run = try ProgramRun.run("minigolf", ["--headless", "--frames", "2"], environment: ["CREASE_ASSETS": scratch.path])
        try expectNoCrash(run)
        #expect(run.status == 0, "minigolf should play the built-in hole in place of \(input.testDescription) and exit 0; got \(run.status), stderr: \(run.stderr)")
        #expect(run.errorLines.count == 1 && run.stderr.contains(path) && run.stderr.contains("built-in hole"),
                "minigolf should report \(input.testDescription) in one line naming \(path) and the built-in hole; got: \(run.stderr)")
        expectPlainWords(run.stderr, input: input.name.hasPrefix("(") ? input.name : path)
    }

    // MARK: - Checks

    /// The run ended by itself, in time, without a crash report.
    func expectNoCrash(_ run: ProgramRun) throws {
        #expect(!run.timedOut, "\(run.commandLine) should finish within \(Int(ProgramRun.timeLimit)) s; it was killed")
        #expect(run.reason == .exit, "\(run.commandLine) should exit, not die of signal \(run.status); stderr: \(run.stderr)")
        #expect(run.crashSigns.isEmpty, "\(run.commandLine) should report, not crash (found \(run.crashSigns)); stderr: \(run.stderr)")
    }

    /// Exit 1 or 2 and exactly one line on stderr naming the input.
    func expectOneLineError(_ run: ProgramRun, naming input: String) throws {
        try expectNoCrash(run)
        #expect(run.reason == .exit && (run.status == 1 || run.status == 2),
                "\(run.commandLine) should exit 1 or 2; got \(run.reason == .exit ? "status" : "signal") \(run.status); stderr: \(run.stderr)")
        #expect(run.errorLines.count == 1, "\(run.commandLine) should print exactly one line on stderr; got \(run.errorLines.count): \(run.stderr)")
        #expect(run.stderr.contains(input), "the error from \(run.commandLine) should name \(input); got: \(run.stderr)")
        expectPlainWords(run.stderr, input: input)
    }

    /// The problem is said in words a player can act on, not as a Foundation error code; a
    /// missing file and a folder are called what they are.
    func expectPlainWords(_ text: String, input: String) {
        #expect(!text.contains("NSCocoaErrorDomain"), "the problem with \(input) should be said in words, not as an error code; got: \(text)")
        if input.hasSuffix(Corpus.missing) {
            #expect(text.contains("no such file"), "a missing \(input) should be called missing ('no such file'); got: \(text)")
        }
        if input.hasSuffix(Corpus.directory) {
            #expect(text.contains("folder"), "\(input) should be called a folder; got: \(text)")
        }
    }

    /// A problem reported by a library call: one line, naming the file.
    func expectOneLine(_ text: String, naming path: String, input: Corpus.Case) {
        #expect(!text.isEmpty && !text.contains("\n"), "\(input.testDescription) should be described in one line; got: \(text)")
        #expect(text.contains(path), "the problem with \(input.testDescription) should name \(path); got: \(text)")
        expectPlainWords(text, input: input.name == Corpus.missing || input.name == Corpus.directory ? input.name : path)
    }
}
