import CreaseFuzz
import CreasePlaytest
import CreaseSDL
import CreaseTools
import Foundation
import Testing

/// Each program's guide documents every flag the one parser declares for it, as a row of a
/// flag table, so the usage text (generated from the declarations) and the guides cannot
/// drift apart.
@Suite struct GuideFlagsTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Each parser with the guide whose flag table lists its flags.
    static let guides: [(FlagParser, String)] = [
        (GameRunner.parser(executable: "battlefleet"), "docs/playtests.md"),
        (ReportCompareCommand.parser, "docs/playtests.md"),
        (MatrixOptions.parser(executable: "battlefleet"), "docs/playtests.md"),
        (ReportMergeCommand.parser, "docs/playtests.md"),
        (ReportHTMLCommand.parser, "docs/playtests.md"),
        (ViewerOptions.parser, "docs/emulator.md"),
        (RegionsCommand.parser, "docs/regions.md"),
        (SoakOptions.parser, "docs/reliability.md"),
    ]

    @Test("Every declared flag of the games (and their --matrix), the viewer, crease regions, crease report compare, merge and html, and crease-soak is a row of its guide's flag table",
          arguments: guides)
    func documented(parser: FlagParser, guide: String) throws {
        let text = try String(contentsOf: Self.repositoryRoot.appendingPathComponent(guide), encoding: .utf8)
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("| `") }
        for flag in parser.flags + [Flag.help] {
            #expect(rows.contains { $0.hasPrefix("| `\(flag.name)") }, "\(guide) should have a table row for \(parser.program)'s \(flag.name)")
        }
    }
}
