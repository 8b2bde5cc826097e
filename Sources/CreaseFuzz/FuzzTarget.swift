import Crease
import Foundation

/// One kind of input Crease reads from a file or the command line, as a fuzz target: its name,
/// what it feeds, the function that feeds it bytes, and where its seeds come from.
///
/// `run` never crashes on bad input: a rejected input is `.rejected` with the message a program
/// would print. A trap inside it is a crash found; a thrown `FuzzFinding` is a broken promise.
public struct FuzzTarget: Sendable {
    /// The name used on the command line (`scripts/fuzz profile`).
    public let name: String
    /// What the target feeds, in a phrase (for `crease-fuzz list` and docs/reliability.md).
    public let feeds: String
    private let body: @Sendable (Data) throws(FuzzFinding) -> FuzzVerdict
    private let makeSeeds: @Sendable (URL) -> [FuzzSeed]

    /// Creates a target.
    init(name: String, feeds: String, seeds: @escaping @Sendable (URL) -> [FuzzSeed],
         body: @escaping @Sendable (Data) throws(FuzzFinding) -> FuzzVerdict) {
        self.name = name
        self.feeds = feeds
        self.body = body
        self.makeSeeds = seeds
    }

    /// Feeds one input to the target.
    ///
    /// - Throws: `FuzzFinding` when the input broke a promise the target checks.
    public func run(_ data: Data) throws(FuzzFinding) -> FuzzVerdict {
        try body(data)
    }

    /// The target's seeds, read from (or made beside) the repository at `repository`: the bundled
    /// files and inputs made in code (which must be accepted), then the bad inputs.
    public func seeds(repository: URL) -> [FuzzSeed] {
        makeSeeds(repository)
    }

    /// The checked-in inputs fuzzing found or that are worth keeping: `Tests/FuzzRegressions/<name>/`.
    public func regressionInputs(repository: URL) -> [FuzzSeed] {
        FuzzSeed.files(in: Self.regressionsFolder(repository: repository).appendingPathComponent(name), prefix: "regression", mustBeAccepted: false)
    }

    /// `Tests/FuzzRegressions` in the repository.
    public static func regressionsFolder(repository: URL) -> URL {
        repository.appendingPathComponent("Tests/FuzzRegressions", isDirectory: true)
    }

    /// Every target, in the order `scripts/fuzz` runs them.
    public static let all: [FuzzTarget] = [
        .profile, .script, .course, .save, .bestScores, .settings,
        .gameCommandLine, .viewerCommandLine, .creaseCommandLine, .soakCommandLine, .drawList, .hud, .report,
    ]

    /// The target with this name, if there is one.
    public static func named(_ name: String) -> FuzzTarget? {
        all.first { $0.name == name }
    }

    /// The checkout the seeds come from: the nearest folder, from the working directory or
    /// the executable upwards, that holds `Package.swift` and `Tests/BadInputs`.
    public static func repository() -> URL? {
        let manager = FileManager.default
        var starts = [URL(fileURLWithPath: manager.currentDirectoryPath, isDirectory: true)]
        if let executable = Bundle.main.executableURL {
            starts.append(executable.resolvingSymlinksInPath().deletingLastPathComponent())
        }
        for start in starts {
            var folder = start.standardizedFileURL
            while true {
                if manager.fileExists(atPath: folder.appendingPathComponent("Package.swift").path),
                   manager.fileExists(atPath: folder.appendingPathComponent("Tests/BadInputs").path) {
                    return folder
                }
                let parent = folder.deletingLastPathComponent()
                if parent.path == folder.path { break }
                folder = parent
            }
        }
        return nil
    }
}
