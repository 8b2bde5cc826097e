import Foundation
import SampleGames
import Testing

/// Runs the built `crease-soak` the way CI does: a short soak of both games on every change.
@Suite("crease-soak")
struct SoakCommandTests {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Frames per game in CI: the issue's 10,000, after a 2,000-frame warm-up. A debug build
    /// renders about 26 ms a frame on the 2-core CI machine, so each game takes about 4–5
    /// minutes; the two games are separate test cases, which Swift Testing runs side by side.
    /// The full 100,000-frame soak is the release-build command in docs/reliability.md.
    static let ciFrames = 10_000
    static let ciWarmUp = 2_000

    /// Set by `scripts/sanitize`: a sanitizer's allocator keeps freed memory in quarantine, so
    /// resident growth means nothing there, and instrumented frames are several times slower.
    static let sanitizer = ProcessInfo.processInfo.environment["CREASE_SANITIZER"].flatMap { $0.isEmpty ? nil : $0 }

    /// The soak's flags for one game: 10,000 frames, or 3,000 without the memory check under a sanitizer.
    static func soakArguments(game: String) -> [String] {
        guard sanitizer != nil else { return ["--game", game, "--frames", "\(ciFrames)", "--warm-up", "\(ciWarmUp)"] }
        return ["--game", game, "--frames", "3000", "--warm-up", "1000", "--no-memory-check"]
    }

    static let binary: URL = {
        let folder = Bundle.main.executableURL?.deletingLastPathComponent()
            ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../.build/debug")
        return folder.appendingPathComponent("crease-soak")
    }()

    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func run(_ arguments: [String]) throws -> Run {
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw MissingBinary(path: binary.path)
        }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = repositoryRoot
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read standard error on another thread so a chatty run cannot fill its pipe and stall.
        let errors = ErrorReader(handle: err.fileHandleForReading)
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: errors.text())
    }

    @Test("the short soak passes and prints its table", arguments: SampleGames.names)
    func shortSoak(game: String) throws {
        let arguments = Self.soakArguments(game: game)
        let run = try Self.run(arguments)
        #expect(run.status == 0, "crease-soak \(arguments.joined(separator: " ")) should exit 0 (no crash, no growth, caches bounded); it printed:\n\(run.stdout)\n\(run.stderr)")
        let frames = arguments[arguments.index(after: arguments.firstIndex(of: "--frames") ?? 0)]
        #expect(run.stdout.contains("\n  " + game.padding(toLength: 14, withPad: " ", startingAt: 0) + frames),
                "the table should have a \(game) row with \(frames) frames; it printed:\n\(run.stdout)")
        #expect(run.stdout.contains("Caches, largest held during the run / bound:"), "the table should list the caches against their bounds")
        #expect(run.stdout.contains("PASS:"), "the table should end by saying the soak passed")
    }

    @Test("--no-memory-check still runs and says the growth was not checked")
    func withoutMemoryCheck() throws {
        let run = try Self.run(["--frames", "200", "--game", "minigolf", "--no-memory-check"])
        #expect(run.status == 0, "a 200-frame minigolf soak without the memory check should pass; stderr: \(run.stderr)")
        #expect(run.stdout.contains("resident growth not checked"), "the verdict should say resident growth was not checked; it printed:\n\(run.stdout)")
    }

    @Test("--json gives scripts the figures")
    func json() throws {
        // Under a sanitizer the allocator quarantines freed memory, so resident growth says
        // nothing about leaks there: the memory check is off, as in `soakArguments(game:)`.
        let run = try Self.run(["--frames", "300", "--game", "minigolf", "--json"] + (Self.sanitizer == nil ? [] : ["--no-memory-check"]))
        #expect(run.status == 0, "a 300-frame minigolf soak should pass; stderr: \(run.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let results = object?["results"] as? [[String: Any]]
        #expect(results?.count == 1, "one game was asked for")
        #expect(results?.first?["frames"] as? Int == 300, "the result should say 300 frames were run")
        #expect(results?.first?["cachesWithinBounds"] as? Bool == true, "the caches should stay within bounds")
    }

    @Test("bad flags print usage and exit 2", arguments: [["--bogus"], ["--frames"], ["--frames", "0"], ["--game", "chess"], ["--frames", "10", "--warm-up", "10"]])
    func badFlags(arguments: [String]) throws {
        let run = try Self.run(arguments)
        #expect(run.status == 2, "crease-soak \(arguments.joined(separator: " ")) should exit 2")
        #expect(run.stderr.contains("usage: crease-soak"), "a bad flag should print the usage")
    }
}

/// The executable was not built.
struct MissingBinary: Error, CustomStringConvertible {
    var path: String
    var description: String {
        "crease-soak is not built at \(path); build first: swift build --build-tests (or swift build --product crease-soak)"
    }
}

/// Drains a pipe on a background thread.
final class ErrorReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func text() -> String {
        done.wait()
        return String(decoding: data, as: UTF8.self)
    }
}
