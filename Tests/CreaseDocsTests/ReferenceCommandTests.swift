import Crease
import CreaseDocs
import Foundation
import Testing

/// `crease-reference`'s command line: one line and exit 2 for bad usage, exit 1 for graphs it
/// cannot read, and every flag documented in docs/development.md's table.
@Suite struct ReferenceCommandTests {
    @Test("crease-reference: a bad flag is exit 2 with the usage; a folder without graphs is exit 1 naming it")
    func commandLine() {
        let bad = ReferenceCommand.run(["--graph", "x"])
        #expect(bad.status == 2 && bad.error.hasPrefix("crease-reference: --graph: unknown flag\nusage: crease-reference"), "\(bad.error)")
        let missing = ReferenceCommand.run([])
        #expect(missing.status == 2 && missing.error.hasPrefix("crease-reference: --graphs: is required"), "\(missing.error)")
        let empty = ReferenceCommand.run(["--graphs", "/nonexistent-crease-graphs", "--check"])
        #expect(empty.status == 1 && empty.error.hasPrefix("crease-reference: /nonexistent-crease-graphs: cannot list the symbol graphs"), "\(empty.error)")
        #expect(empty.error.split(separator: "\n").count == 1)
    }

    @Test("Every flag of crease-reference is a row of docs/development.md's flag table")
    func documented() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("docs/development.md"), encoding: .utf8)
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("| `") }
        for flag in ReferenceCommand.parser.flags + [.help] {
            #expect(rows.contains { $0.hasPrefix("| `\(flag.name)") }, "docs/development.md should have a table row for crease-reference's \(flag.name)")
        }
    }
}
