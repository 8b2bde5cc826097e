import Crease
import Foundation

/// `crease-reference`'s command line: writes the reference's pages from the symbol graphs, or
/// with `--check` says whether the committed pages are what the code makes.
public enum ReferenceCommand {
    /// `--graphs DIR`.
    public static let graphs = Flag("--graphs", "DIR", "the folder of symbol graphs (scripts/docs builds them in .build/docs/symbol-graphs)")
    /// `--output DIR`.
    public static let output = Flag("--output", "DIR", "the reference's folder (default docs/reference)")
    /// `--sources DIR`.
    public static let sources = Flag("--sources", "DIR", "the folder of the modules' catalogs, for their summaries (default Sources)")
    /// `--check`.
    public static let check = Flag(switch: "--check", "write nothing; exit 1 naming the first differing line of each page that is not what the code makes")

    /// The parser.
    public static let parser = FlagParser(program: "crease-reference", flags: [graphs, output, sources, check])

    /// The command to run for fresh pages, which a stale check prints.
    static let regenerate = "scripts/docs --write-reference"

    /// Runs a command line (without the program's name): the exit status, standard output and
    /// standard error's text.
    public static func run(_ arguments: [String]) -> (status: Int32, output: String, error: String) {
        let values: FlagValues
        do { values = try parser.parse(arguments) } catch { return (2, "", parser.failureMessage(for: error) + "\n") }
        if values.help { return (0, parser.help() + "\n", "") }
        guard let graphsPath = values.string(graphs) else {
            return (2, "", parser.failureMessage(for: UsageError(flag: graphs.name, problem: "is required (the folder of symbol graphs)")) + "\n")
        }
        let outputPath = values.string(output) ?? "docs/reference"
        let sourcesPath = values.string(sources) ?? "Sources"
        do {
            let generator = try ReferenceGenerator.load(graphs: URL(fileURLWithPath: graphsPath), sources: URL(fileURLWithPath: sourcesPath))
            let pages = try generator.pages()
            let folder = URL(fileURLWithPath: outputPath)
            if values.isSet(check) {
                let problems = ReferenceCheck.differences(pages, in: folder, folderName: outputPath)
                guard problems.isEmpty else {
                    let lines = problems.map { "crease-reference: stale: \($0)" } + ["crease-reference: the API reference in \(outputPath) is not what the code makes; regenerate it with \(regenerate)"]
                    return (1, "", lines.joined(separator: "\n") + "\n")
                }
                return (0, "", "crease-reference: \(outputPath): \(pages.count) pages, up to date\n")
            }
            try ReferenceCheck.write(pages, to: folder)
            return (0, "", "crease-reference: wrote \(pages.count) pages to \(outputPath)\n")
        } catch {
            return (1, "", "crease-reference: \(error)\n")
        }
    }
}
