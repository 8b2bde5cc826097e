import Crease
import Foundation
import Testing
@testable import MiniGolfCore

@Suite("CourseLibrary: nine holes, with the built-in hole for bad files")
struct CourseLibraryTests {
    @Test("the bundled folder gives nine holes and no problems")
    func bundled() {
        let library = CourseLibrary(directory: TestSupport.coursesDirectory)
        #expect(library.courses.count == 9, "the library should always hold nine holes")
        #expect(library.problems.isEmpty, "the bundled files should load cleanly, got: \(library.problems)")
        #expect(!library.courses.contains(.builtIn), "no bundled hole should fall back to the built-in one")
    }

    @Test("a bad or missing file is reported and replaced by the built-in hole; the rest still load")
    func fallback() throws {
        let folder = try TestSupport.temporaryFolder()
        for number in 1...9 where number != 4 && number != 7 {
            let name = CourseLibrary.fileName(hole: number)
            try FileManager.default.copyItem(at: TestSupport.coursesDirectory.appendingPathComponent(name),
                                             to: folder.appendingPathComponent(name))
        }
        try Data("{\"name\": \"broken\"".utf8).write(to: folder.appendingPathComponent("hole4.json"))
        let library = CourseLibrary(directory: folder)
        #expect(library.courses.count == 9, "the library should still hold nine holes")
        #expect(library.courses[3] == .builtIn && library.courses[6] == .builtIn, "holes 4 and 7 should be the built-in hole")
        #expect(library.courses[0] != .builtIn, "hole 1 should load from its file")
        #expect(library.problems.count == 2, "two problems should be reported, got: \(library.problems)")
        let lines = library.problems.map(\.description)
        #expect(lines.contains { $0.hasPrefix(folder.appendingPathComponent("hole4.json").path + ": is not valid JSON") },
                "the broken hole 4 should be reported with its path, got: \(lines)")
        #expect(lines.contains { $0.hasPrefix(folder.appendingPathComponent("hole7.json").path + ": cannot be read") },
                "the missing hole 7 should be reported with its path, got: \(lines)")
    }

    @Test("with no folder at all, every hole is the built-in one and that is reported")
    func noFolder() {
        let library = CourseLibrary(directory: nil)
        #expect(library.courses == Array(repeating: .builtIn, count: 9), "every hole should be the built-in one")
        #expect(library.problems.count == 1, "the missing folder should be reported once")
    }
}
