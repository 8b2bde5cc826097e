import Crease
import Foundation

/// A program built beside the tests (`.build/debug`), run the way a player or a script would:
/// output to files (never a pipe that could fill and stall it), a scratch environment, and a
/// time limit after which it is killed.
struct BuiltProgram {
    /// The checkout (two folders up from this file).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The build folder the test bundle sits in.
    static let buildFolder: URL = {
        Bundle.main.executableURL?.deletingLastPathComponent() ?? packageRoot.appendingPathComponent(".build/debug")
    }()

    /// The executable's path, or nil when it has not been built.
    static func path(_ program: String) -> String? {
        for folder in [buildFolder, packageRoot.appendingPathComponent(".build/debug")] {
            let url = folder.appendingPathComponent(program)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url.path }
        }
        return nil
    }

    /// A program's path on $PATH, or nil.
    static func tool(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return (path.split(separator: ":").map { "\($0)/\(name)" } + ["/usr/bin/\(name)", "/usr/sbin/\(name)"])
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// How a run ended and what it printed.
    struct Result {
        var status: Int32
        var signalled: Bool
        var timedOut: Bool
        var stdout: String
        var stderr: String

        /// stderr's lines that are not blank.
        var errorLines: [Substring] { stderr.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) } }

        /// The run as text, for failure messages.
        var summary: String {
            "exit \(status)\(signalled ? " (signal)" : "")\(timedOut ? " (killed after the time limit)" : "")\nstdout: \(stdout.suffix(1500))\nstderr: \(stderr.suffix(1500))"
        }
    }

    /// Runs `arguments` (the first is the executable) to the end, or kills it after `seconds`;
    /// `whileRunning` is called with its stderr file every 20 ms while it runs.
    static func run(_ arguments: [String], environment extra: [String: String] = [:], in folder: URL,
                    seconds: TimeInterval = 40, whileRunning: ((URL) -> Void)? = nil) throws -> Result {
        let outURL = folder.appendingPathComponent("stdout-\(UUID().uuidString)")
        let errURL = folder.appendingPathComponent("stderr-\(UUID().uuidString)")
        try Data().write(to: outURL)
        try Data().write(to: errURL)
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        defer { try? out.close(); try? err.close() }
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = folder.appendingPathComponent("config").path
        environment["CREASE_SETTINGS"] = nil
        // No sound card here: SDL's dummy audio driver, as headless runs use, keeps stderr to the game's own lines.
        environment["SDL_AUDIODRIVER"] = "dummy"
        environment.merge(extra) { _, new in new }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        process.currentDirectoryURL = folder
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let deadline = Date().addingTimeInterval(seconds)
        var timedOut = false
        while process.isRunning {
            if Date() > deadline {
                timedOut = true
                kill(process.processIdentifier, SIGKILL)
                break
            }
            whileRunning?(errURL)
            Thread.sleep(forTimeInterval: 0.02)
        }
        process.waitUntilExit()
        return Result(status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal, timedOut: timedOut,
                      stdout: String(decoding: (try? InputFile.read(outURL)) ?? Data(), as: UTF8.self),
                      stderr: String(decoding: (try? InputFile.read(errURL)) ?? Data(), as: UTF8.self))
    }

    /// A fresh scratch folder under the system's temporary folder.
    static func scratchFolder(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("crease-faults-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
