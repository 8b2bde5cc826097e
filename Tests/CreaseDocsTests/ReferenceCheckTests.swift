import Foundation
import Testing

@testable import CreaseDocs

/// The staleness check: each page that differs is named with its first differing line.
@Suite struct ReferenceCheckTests {
    static let pages: [(name: String, markdown: String)] = [("README.md", "# API reference\n\n- a\n"), ("Toy.md", "# Toy\n\none\ntwo\n")]

    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("crease-reference-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("Written pages check clean; an edited line, a missing page and a page the generator does not make are each one line")
    func differences() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try ReferenceCheck.write(Self.pages, to: folder)
        #expect(ReferenceCheck.differences(Self.pages, in: folder, folderName: "docs/reference").isEmpty)

        try Data("# Toy\n\none\nTWO\n".utf8).write(to: folder.appendingPathComponent("Toy.md"))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("README.md"))
        try Data("old\n".utf8).write(to: folder.appendingPathComponent("Old.md"))
        #expect(ReferenceCheck.differences(Self.pages, in: folder, folderName: "docs/reference") == [
            "docs/reference/README.md is missing",
            "docs/reference/Toy.md:4: the code makes 'two', the file has 'TWO'",
            "docs/reference/Old.md is not a page the generator makes",
        ])

        try ReferenceCheck.write(Self.pages, to: folder)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Old.md").path), "writing removes pages the generator no longer makes")
        #expect(ReferenceCheck.differences(Self.pages, in: folder, folderName: "docs/reference").isEmpty)
    }

    @Test("The first differing line is found past either text's end too")
    func firstDifference() {
        #expect(ReferenceCheck.firstDifference(expected: "a\nb\n", found: "a\nb\n") == nil)
        let longer = ReferenceCheck.firstDifference(expected: "a\nb\nc\n", found: "a\nb\n")
        #expect(longer?.line == 3 && longer?.expected == "c" && longer?.found == "")
        let shorter = ReferenceCheck.firstDifference(expected: "a\n", found: "a\nb\n")
        #expect(shorter?.line == 2 && shorter?.expected == "" && shorter?.found == "b")
        let last = ReferenceCheck.firstDifference(expected: "a\nb", found: "a\nb\n")
        #expect(last?.line == 3 && last?.expected == nil && last?.found == "", "a missing final newline is a difference on the line after")
    }
}
