import Crease
import Foundation
import Testing


@Suite("AtomicFile")
struct AtomicFileTests {
    @Test("a failed write leaves the target as it was and no temporary file behind")
    func failedWrite() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("crease-atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A folder where the file should go: the rename over it must fail.
        let target = folder.appendingPathComponent("r.json")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: target.appendingPathComponent("inside"))
        #expect(throws: (any Error).self, "renaming a file over a non-empty folder should fail") {
            try AtomicFile.write(Data("new".utf8), to: target)
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(files == ["r.json"], "the temporary file should be removed after a failure, found \(files)")
        #expect(try String(contentsOf: target.appendingPathComponent("inside"), encoding: .utf8) == "keep", "the target should be untouched")
    }

    @Test("a successful write replaces the whole file")
    func replaces() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("crease-atomic-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("f.txt")
        try AtomicFile.write(Data("a much longer first version".utf8), to: target)
        try AtomicFile.write(Data("short".utf8), to: target)
        #expect(try String(contentsOf: target, encoding: .utf8) == "short", "the second write should replace the first entirely")
    }
}
