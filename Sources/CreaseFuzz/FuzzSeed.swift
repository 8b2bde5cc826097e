import Crease
import Foundation

/// One starting input for a fuzz target: a bundled file, a bad input from `Tests/BadInputs`, or
/// an input made in code (a saved match, a command line).
public struct FuzzSeed: Sendable, Hashable {
    /// A name for the seed, usable as a file name: `devices-duo.json`, `cli-7`.
    public var name: String
    /// The bytes.
    public var data: Data
    /// True when the input is one the programs ship or produce, so the target must accept it.
    public var mustBeAccepted: Bool

    /// Creates a seed.
    public init(name: String, data: Data, mustBeAccepted: Bool) {
        self.name = name
        self.data = data
        self.mustBeAccepted = mustBeAccepted
    }

    /// Every regular file in a folder (not `README.md`), sorted by name, named `<prefix>-<file>`;
    /// none when the folder is missing.
    public static func files(in folder: URL, prefix: String, mustBeAccepted: Bool) -> [FuzzSeed] {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: folder.path) else { return [] }
        return names.sorted().compactMap { name in
            let url = folder.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            guard name != "README.md", manager.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue,
                  let data = try? InputFile.read(url) else { return nil }
            return FuzzSeed(name: "\(prefix)-\(name)", data: data, mustBeAccepted: mustBeAccepted)
        }
    }

    /// Command lines as seeds (arguments joined by NUL bytes, see `FuzzArguments`).
    public static func commandLines(_ lines: [[String]], prefix: String, mustBeAccepted: Bool) -> [FuzzSeed] {
        lines.enumerated().map { index, arguments in
            FuzzSeed(name: "\(prefix)-\(index + 1)", data: FuzzArguments.join(arguments), mustBeAccepted: mustBeAccepted)
        }
    }

    /// The bad command lines of one program in `Tests/BadInputs/cli.json` (none if it cannot be read).
    public static func badCommandLines(repository: URL, programs: Set<String>) -> [FuzzSeed] {
        struct Line: Decodable {
            var program: String
            var arguments: [String]
        }
        let file = repository.appendingPathComponent("Tests/BadInputs/cli.json")
        guard let data = try? InputFile.read(file), let lines = try? JSONDecoder().decode([Line].self, from: data) else { return [] }
        return commandLines(lines.filter { programs.contains($0.program) }.map(\.arguments), prefix: "bad-cli", mustBeAccepted: false)
    }
}
