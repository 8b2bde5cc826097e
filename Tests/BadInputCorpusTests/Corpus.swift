import Foundation
import Testing

/// The bad-input corpus in `Tests/BadInputs`: one folder per kind of input, plus cases made at
/// test time that would be wasteful or impossible to check in (a 100,000-deep document, a
/// folder where a file belongs, a path that does not exist, a named pipe, /dev/zero).
enum Corpus {
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let folder = repositoryRoot.appendingPathComponent("Tests/BadInputs")

    /// The kinds of input, each a subfolder.
    enum Kind: String, CaseIterable, Sendable {
        case profiles, scripts, settings, courses, saves, bestScores = "best-scores"
    }

    /// A bad input: a checked-in file or one made when the test runs.
    struct Case: Sendable, CustomTestStringConvertible {
        var kind: Kind
        var name: String
        var testDescription: String { "\(kind.rawValue)/\(name)" }

        /// Puts the input in `scratch` and returns its path (checked-in files are copied, so a
        /// program that sets a file aside never moves one out of the corpus).
        func materialize(in scratch: URL, as fileName: String? = nil) throws -> URL {
            let target = scratch.appendingPathComponent(fileName ?? name)
            switch name {
            case Corpus.missing:
                return target
            case Corpus.directory:
                try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
                return target
            case Corpus.pipe:
                // Nothing ever writes to it: a program that opens it to read waits forever.
                guard mkfifo(target.path, 0o600) == 0 else { throw CocoaError(.fileWriteUnknown) }
                return target
            case Corpus.endless:
                try FileManager.default.createSymbolicLink(atPath: target.path, withDestinationPath: "/dev/zero")
                return target
            case Corpus.veryDeep:
                let depth = 100_000
                try Data(("{\"steps\": " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}").utf8)
                    .write(to: target)
                return target
            default:
                try FileManager.default.copyItem(at: Corpus.folder.appendingPathComponent(kind.rawValue).appendingPathComponent(name), to: target)
                return target
            }
        }
    }

    /// Made at test time: a path with nothing there.
    static let missing = "(missing).json"
    /// Made at test time: a folder where the file should be.
    static let directory = "(directory).json"
    /// Made at test time: a named pipe no one writes to (opening it blocks).
    static let pipe = "(named-pipe).json"
    /// Made at test time: a link to /dev/zero, which never ends.
    static let endless = "(dev-zero).json"
    /// Made at test time: 100,000 nested arrays (200 KB), deeper than any recursive parser's stack.
    static let veryDeep = "(100k-deep).json"

    /// Every case of a kind: the checked-in files, sorted, then the three made at test time.
    static func cases(_ kind: Kind) -> [Case] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(kind.rawValue).path)) ?? []
        return (files.filter { $0.hasSuffix(".json") }.sorted() + [missing, directory, pipe, endless, veryDeep]).map { Case(kind: kind, name: $0) }
    }

    /// A fresh empty folder under the temporary directory.
    static func scratchFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("crease-bad-inputs-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A bad command line from `cli.json`.
    struct CommandLineCase: Decodable, Sendable, CustomTestStringConvertible {
        var program: String
        var arguments: [String]
        /// What stderr's first line must contain: the flag or value at fault.
        var names: String
        /// What is wrong with it.
        var why: String
        var testDescription: String { "\(program) \(arguments.joined(separator: " ")) (\(why))" }
    }

    /// The command lines in `cli.json` (empty if it cannot be read; a test checks that it can).
    static let commandLines: [CommandLineCase] = {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("cli.json")) else { return [] }
        return (try? JSONDecoder().decode([CommandLineCase].self, from: data)) ?? []
    }()
}
