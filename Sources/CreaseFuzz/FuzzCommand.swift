import CreaseTools
import Foundation

/// `crease-fuzz`'s own commands, the same in a plain build and a libFuzzer build:
///
/// ```
/// crease-fuzz list                          the targets and what each feeds
/// crease-fuzz seeds TARGET FOLDER           write the target's seeds and regression inputs into FOLDER
/// crease-fuzz replay TARGET PATH...         feed files (every file in a folder) to a target, once each
/// ```
/// A libFuzzer build also takes `crease-fuzz TARGET [libFuzzer flags] [corpus folders or files]`.
public enum FuzzCommand {
    /// The usage text, printed for `help` and after a bad command line.
    public static var usage: String {
        """
        usage: crease-fuzz list
               crease-fuzz seeds TARGET FOLDER
               crease-fuzz replay TARGET PATH...
               crease-fuzz TARGET [libFuzzer flags] [CORPUS...]   (a build with --sanitize fuzzer: see scripts/fuzz)

        Targets: \(FuzzTarget.all.map(\.name).joined(separator: ", ")).
        replay feeds each file (each file of a folder) to the target once and prints what it made of it;
        it exits 1 if any input broke a promise the target checks or could not be read.
        """
    }

    /// The words this type handles (anything else, in a libFuzzer build, is a target to fuzz).
    public static let commands: Set<String> = ["list", "seeds", "replay", "help", "-h", "--help"]

    /// Runs a command line (without the program name); returns what to print and the exit status.
    public static func run(_ arguments: [String], repository: URL? = FuzzTarget.repository()) -> ToolOutcome {
        func usageError(_ message: String) -> ToolOutcome {
            ToolOutcome(status: 2, standardError: "crease-fuzz: \(message)\n\(usage)\n")
        }
        guard let command = arguments.first else { return usageError("which command?") }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "help", "-h", "--help":
            return ToolOutcome(status: 0, standardOutput: usage + "\n")
        case "list":
            guard rest.isEmpty else { return usageError("list takes no arguments") }
            let width = FuzzTarget.all.map(\.name.count).max() ?? 0
            return ToolOutcome(status: 0, standardOutput: FuzzTarget.all.map { $0.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + $0.feeds + "\n" }.joined())
        case "seeds":
            guard rest.count == 2 else { return usageError("seeds takes a target and a folder") }
            guard let target = FuzzTarget.named(rest[0]) else { return usageError(unknownTarget(rest[0])) }
            guard let repository else { return ToolOutcome(status: 1, standardError: "crease-fuzz: no Crease checkout found (Package.swift and Tests/BadInputs), so no seeds (run from the repository)\n") }
            return writeSeeds(target, to: URL(fileURLWithPath: rest[1], isDirectory: true), repository: repository)
        case "replay":
            guard rest.count >= 2 else { return usageError("replay takes a target and at least one path") }
            guard let target = FuzzTarget.named(rest[0]) else { return usageError(unknownTarget(rest[0])) }
            return FuzzReplay.run(target, paths: Array(rest.dropFirst()))
        default:
            return usageError("unknown command '\(command)'")
        }
    }

    /// "unknown target 'x' (known: profile, script, …)".
    public static func unknownTarget(_ name: String) -> String {
        "unknown target '\(name)' (known: \(FuzzTarget.all.map(\.name).joined(separator: ", ")))"
    }

    private static func writeSeeds(_ target: FuzzTarget, to folder: URL, repository: URL) -> ToolOutcome {
        let seeds = target.seeds(repository: repository) + target.regressionInputs(repository: repository)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for seed in seeds {
                try seed.data.write(to: folder.appendingPathComponent("seed-\(seed.name)"))
            }
        } catch {
            return ToolOutcome(status: 1, standardError: "crease-fuzz: \(folder.path): cannot write the seeds (\(error.localizedDescription))\n")
        }
        return ToolOutcome(status: 0, standardOutput: "\(seeds.count) seeds for \(target.name) in \(folder.path)\n")
    }
}
