import Crease
import CreasePlaytest
import Foundation

/// `crease report merge DIR… --out DIR`: joins the folders of a matrix's shards (`GAME
/// --matrix --shard i/n --out DIR`) into one matrix folder, with the `matrix.json` and
/// `index.html` a single run of the whole matrix writes and every cell's files copied in.
public struct ReportMergeCommand: Sendable, Hashable {
    /// The shards' folders.
    public var folders: [String] = []
    /// Where the merged matrix goes.
    public var out = ""
    /// `--help` was asked for: print `usage` and exit 0.
    public var help = false

    /// `--out DIR`.
    static let outFlag = Flag("--out", "DIR", "where the merged matrix.json, index.html and cells/ go (required)")
    /// The flags of `crease report merge`.
    public static let parser = FlagParser(program: "crease report merge", flags: [outFlag])
    /// The flags and the folders.
    static let operands = ReportOperands(parser: parser, names: ["DIR"], what: "merge takes the folders of a matrix's shards", repeats: true)

    /// "usage: crease report merge DIR [DIR]… [--out DIR] [--help]".
    public static var usageLine: String { operands.usageLine }

    /// The usage text.
    public static var usage: String {
        operands.help(footer: """
            Merges the output folders of a matrix's shards (GAME --matrix --shard i/n --out DIR) into one: the
            matrix.json and index.html a single run writes (timings aside), each cell's folder copied under
            cells/. Shards of different matrices, cells in more than one shard and cells no shard played are
            errors naming them. Exit status: 0 every cell held, 1 a cell failed (named), 2 bad flags, an
            unreadable or unmergeable shard, or a folder that could not be written.
            """)
    }

    /// The message for a bad command line: the problem, the usage line, "see … --help".
    public static func failureMessage(for error: UsageError) -> String { operands.failureMessage(for: error) }

    /// Parses the arguments after `merge`.
    ///
    /// - Throws: `UsageError` for a bad flag, no folder, or no `--out`.
    public init(arguments: [String]) throws(UsageError) {
        let (paths, values) = try Self.operands.parse(arguments)
        help = values.help
        if help { return }
        folders = paths
        guard let out = values.string(Self.outFlag) else { throw UsageError(flag: Self.outFlag.name, problem: "missing (where the merged matrix goes)") }
        self.out = out
    }

    /// Reads, checks and merges the shards, copies their cells and writes the matrix.
    public func run() -> ToolOutcome {
        let program = Self.parser.program
        var shards: [(folder: String, document: MatrixDocument)] = []
        do {
            for folder in folders { shards.append((folder, try MatrixDocument(folder: URL(fileURLWithPath: folder, isDirectory: true)))) }
        } catch {
            return ToolOutcome(status: 2, standardError: "\(program): \(error)\n")
        }
        let merged: MatrixDocument
        do {
            merged = try MatrixMerge.merge(shards)
        } catch {
            return ToolOutcome(status: 2, standardError: "\(program): \(error)\n")
        }
        let target = URL(fileURLWithPath: out, isDirectory: true)
        do {
            let manager = FileManager.default
            try manager.createDirectory(at: target.appendingPathComponent("cells"), withIntermediateDirectories: true)
            for (folder, document) in shards {
                let source = URL(fileURLWithPath: folder, isDirectory: true)
                guard source.standardizedFileURL.path != target.standardizedFileURL.path else { continue }
                for row in document.rows {
                    let cell = MatrixDocument.cellFolder(row.id)
                    let destination = target.appendingPathComponent(cell)
                    if manager.fileExists(atPath: destination.path) { try manager.removeItem(at: destination) }
                    try manager.copyItem(at: source.appendingPathComponent(cell), to: destination)
                }
            }
            try MatrixPageWriter.write(merged, toFolder: target)
        } catch {
            return ToolOutcome(status: 2, standardError: "\(program): cannot write the merged matrix to \(out.escapingControlCharacters): \(error)\n")
        }
        let lines = MatrixTable.lines(merged) + ["matrix: \(target.appendingPathComponent(MatrixDocument.fileName).path), page: \(target.appendingPathComponent(MatrixDocument.pageName).path)"]
        return ToolOutcome(status: merged.passed ? 0 : 1, standardOutput: lines.joined(separator: "\n") + "\n")
    }
}
