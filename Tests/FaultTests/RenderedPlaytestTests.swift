import BattlefleetScene
import CreasePlaytest
import CreaseSDL
import Foundation
import Testing

/// `Playtest.rendered`: a game's own tests render a script and get the golden mismatches back.
@MainActor
@Suite struct RenderedPlaytestTests {
    private func script(in folder: URL, tolerance: String = "") throws -> URL {
        let url = folder.appendingPathComponent("shots\(tolerance.isEmpty ? "" : "-tolerant").json")
        let golden = tolerance.isEmpty ? "" : #""golden": \#(tolerance), "#
        try Data("""
        {"device": "duo", "posture": "tabletop", "frames": 30, \(golden)"steps": [
          {"at": 10, "screenshot": "\(folder.appendingPathComponent("tabletop.png").path)"}, {"at": 15, "posture": "flat"},
          {"at": 25, "screenshot": "\(folder.appendingPathComponent("flat.png").path)"}]}
        """.utf8).write(to: url)
        return url
    }

    @Test func goldensWrittenMatchedAndMismatchedFromSwift() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rendered-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldens = folder.appendingPathComponent("goldens").path, report = folder.appendingPathComponent("r.json").path
        let shots = try script(in: folder).path
        let environment = ["CREASE_DATA_DIR": folder.path]
        let written = try Playtest.rendered(BattlefleetGame(environment: environment), arguments: ["--script", shots, "--golden", goldens, "--update-golden"])
        #expect(written.goldenMismatches.isEmpty && written.report.frames == 30)
        let matched = try Playtest.rendered(BattlefleetGame(environment: environment), arguments: ["--script", shots, "--golden", goldens, "--report", report])
        #expect(matched.goldenMismatches.isEmpty, "the same run matches its goldens: \(matched.goldenMismatches)")

        // The flat golden in place of the tabletop one: one mismatch, named, with the report.
        let tabletop = URL(fileURLWithPath: goldens).appendingPathComponent("tabletop.png")
        try FileManager.default.removeItem(at: tabletop)
        try FileManager.default.copyItem(at: URL(fileURLWithPath: goldens).appendingPathComponent("flat.png"), to: tabletop)
        let mismatched = try Playtest.rendered(BattlefleetGame(environment: environment), arguments: ["--script", shots, "--golden", goldens, "--report", report])
        #expect(mismatched.goldenMismatches.count == 1 && mismatched.goldenMismatches[0].hasPrefix("tabletop:"), "\(mismatched.goldenMismatches)")
        #expect(mismatched.report.frames == 30)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("tabletop.diff.png").path))

        // A script that tolerates anything passes the same pair.
        let tolerant = try script(in: folder, tolerance: #"{"threshold": 255, "differing": 1}"#).path
        let tolerated = try Playtest.rendered(BattlefleetGame(environment: environment), arguments: ["--script", tolerant, "--golden", goldens])
        #expect(tolerated.goldenMismatches.isEmpty, "\(tolerated.goldenMismatches)")
    }

    @Test func badArgumentsThrowTheCommandLinesMessage() {
        #expect(throws: PlaytestUsageFailure.self) { try Playtest.rendered(BattlefleetGame(environment: [:]), arguments: ["--frames", "zero"]) }
    }
}
