import CreaseFuzz
import CreasePlaytest
import CreaseSDL
import CreaseTools
import Foundation
import Testing

/// The README documents every flag the one parser declares, for every program that uses it,
/// so the usage text (generated from the declarations) and the README cannot drift apart.
@Suite struct ReadmeFlagsTests {
    static let readme: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
    }()

    @Test("Every declared flag of the games, the viewer, crease regions and crease-soak is in the README", arguments: [
        RunOptions.parser(executable: "battlefleet"), ViewerOptions.parser, RegionsCommand.parser, SoakOptions.parser,
        ReportCompareCommand.parser,
    ])
    func documented(parser: FlagParser) {
        #expect(!Self.readme.isEmpty, "README.md should be readable")
        for flag in parser.flags {
            #expect(Self.readme.contains("`\(flag.name)"), "README.md should document \(parser.program)'s \(flag.name)")
        }
    }
}
