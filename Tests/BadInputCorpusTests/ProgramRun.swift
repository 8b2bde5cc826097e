import Crease
import Foundation

/// One run of a built executable: how it ended, what it printed, and whether it had to be killed.
struct ProgramRun {
    var program: String
    var arguments: [String]
    var reason: Process.TerminationReason
    var status: Int32
    var stdout: String
    var stderr: String
    var timedOut: Bool

    /// The programs' folder: the build folder the test bundle sits in (`.build/debug`).
    static let buildFolder: URL = {
        Bundle.main.executableURL?.deletingLastPathComponent()
            ?? Corpus.repositoryRoot.appendingPathComponent(".build/debug")
    }()

    /// Longest a bad input may take before the run counts as a hang and is killed.
    static let timeLimit: TimeInterval = 20

    /// The executable's path, or nil when it has not been built.
    static func executable(_ program: String) -> URL? {
        let url = buildFolder.appendingPathComponent(program)
        return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
    }

    /// Runs a program from the repository root with a scratch data and config folder (so no
    /// real save or settings is read or written); kills it after `timeLimit`.
    ///
    /// Output goes to files rather than pipes, so a chatty program can never block on a full
    /// pipe while the test waits for it to exit.
    static func run(_ program: String, _ arguments: [String], environment extra: [String: String] = [:]) throws -> ProgramRun {
        guard let executable = executable(program) else { throw NotBuilt(program: program, folder: buildFolder.path) }
        let scratch = try Corpus.scratchFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout"), errURL = scratch.appendingPathComponent("stderr")
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        defer { try? out.close(); try? err.close() }

        var environment = ProcessInfo.processInfo.environment
        environment["CREASE_DATA_DIR"] = scratch.appendingPathComponent("data").path
        environment["XDG_DATA_HOME"] = scratch.appendingPathComponent("data").path
        environment["XDG_CONFIG_HOME"] = scratch.appendingPathComponent("config").path
        environment["CREASE_SETTINGS"] = nil
        environment.merge(extra) { _, new in new }

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = Corpus.repositoryRoot
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let deadline = Date().addingTimeInterval(timeLimit)
        var timedOut = false
        while process.isRunning {
            if Date() > deadline {
                timedOut = true
                kill(process.processIdentifier, SIGKILL)
                break
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        process.waitUntilExit()
        return ProgramRun(program: program, arguments: arguments, reason: process.terminationReason, status: process.terminationStatus,
                          stdout: String(decoding: (try? InputFile.read(outURL)) ?? Data(), as: UTF8.self),
                          stderr: String(decoding: (try? InputFile.read(errURL)) ?? Data(), as: UTF8.self),
                          timedOut: timedOut)
    }

    /// The command as typed, for failure messages.
    var commandLine: String { ([program] + arguments).joined(separator: " ") }

    /// stderr's lines that are not blank.
    var errorLines: [Substring] { stderr.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) } }

    /// Signs that the program crashed rather than reported: a Swift runtime trap or a backtrace.
    var crashSigns: [String] {
        ["Fatal error", "Stack dump", "Backtrace", "Current stack trace", "Segmentation fault", "💣"]
            .filter { stderr.contains($0) || stdout.contains($0) }
    }
}

/// A program the tests need has not been built.
struct NotBuilt: Error, CustomStringConvertible {
    var program: String
    var folder: String
    var description: String {
        "\(program) is not in \(folder); run `swift build --build-tests` first (it builds the executables the bad-input corpus runs)"
    }
}
