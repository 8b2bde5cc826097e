import Foundation
import Testing

/// `--golden DIR` / `--update-golden`: a script's screenshots against checked images.
@Suite struct GoldenImagesTests {
    @Test("Goldens written, then matched; an altered golden fails with one line and a diff image; a missing one fails")
    func writeMatchAndMismatch() throws {
        let program = try #require(BuiltProgram.path("battlefleet"), "battlefleet is built")
        let folder = try BuiltProgram.scratchFolder("golden")
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldens = folder.appendingPathComponent("goldens")
        let script = folder.appendingPathComponent("shots.json")
        try Data("""
        {"device": "duo", "posture": "tabletop", "frames": 30, "steps": [
          {"at": 10, "screenshot": "\(folder.appendingPathComponent("tabletop.png").path)"}, {"at": 15, "posture": "flat"},
          {"at": 25, "screenshot": "\(folder.appendingPathComponent("flat.png").path)"}]}
        """.utf8).write(to: script)
        let report = folder.appendingPathComponent("r.json").path
        let write = try BuiltProgram.run([program, "--headless", "--script", script.path, "--golden", goldens.path, "--update-golden"], in: folder)
        #expect(write.status == 0, "\(write.summary)")
        #expect(FileManager.default.fileExists(atPath: goldens.appendingPathComponent("flat.png").path))
        let match = try BuiltProgram.run([program, "--headless", "--script", script.path, "--golden", goldens.path, "--passes", "1", "--report", report], in: folder)
        #expect(match.status == 0, "the same run matches its goldens: \(match.summary)")

        // Alter one golden: a block of another colour.
        try FileManager.default.removeItem(at: goldens.appendingPathComponent("tabletop.png"))
        try FileManager.default.copyItem(at: goldens.appendingPathComponent("flat.png"), to: goldens.appendingPathComponent("tabletop.png"))
        let mismatch = try BuiltProgram.run([program, "--headless", "--script", script.path, "--golden", goldens.path, "--passes", "1", "--report", report], in: folder)
        #expect(mismatch.status == 1, "\(mismatch.summary)")
        #expect(mismatch.errorLines.count == 1 && mismatch.errorLines.first?.contains("tabletop:") == true
                    && mismatch.errorLines.first?.contains("pixels differ") == true, "one line naming the image: \(mismatch.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("tabletop.diff.png").path))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("tabletop.actual.png").path))

        try FileManager.default.removeItem(at: goldens.appendingPathComponent("flat.png"))
        let missing = try BuiltProgram.run([program, "--headless", "--script", script.path, "--golden", goldens.path, "--passes", "1", "--report", report], in: folder)
        #expect(missing.status == 1 && missing.stderr.contains("flat: no golden"), "\(missing.summary)")
    }
}
