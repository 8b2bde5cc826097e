import Foundation
import Testing

/// `battlefleet --matrix` as the built game runs it: its cells played two processes at once
/// (the default from a game's executable) give the matrix one process gives, timings aside.
@Suite struct MatrixJobsTests {
    /// matrix.json with every row's times taken out.
    static func withoutTimings(_ url: URL) throws -> NSDictionary {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any], "\(url.path) should be a JSON object")
        var copy = object
        copy["rows"] = (object["rows"] as? [[String: Any]] ?? []).map { row in
            var row = row
            row["frameCpuMs"] = nil
            return row
        }
        return copy as NSDictionary
    }

    @Test func twoJobsPlayTheSameMatrixAsOne() throws {
        let program = try #require(BuiltProgram.path("battlefleet"), "battlefleet should be built")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("crease-matrix-jobs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let matrix = ["--matrix", "--profiles", "duo,flip", "--postures", "book,tabletop", "--camera", "off"]
        let two = try BuiltProgram.run([program] + matrix + ["--out", "two"], in: folder, seconds: 240)
        let one = try BuiltProgram.run([program] + matrix + ["--jobs", "1", "--out", "one"], in: folder, seconds: 240)
        #expect(two.status == 0 && one.status == 0, "both runs should hold every cell:\n\(two.summary)\n\(one.summary)")
        #expect(two.stdout.contains("8 cells: 8 held"), "the two-job run should report all 8 cells; got \(two.stdout.suffix(300))")
        let merged = try Self.withoutTimings(folder.appendingPathComponent("two/matrix.json"))
        let single = try Self.withoutTimings(folder.appendingPathComponent("one/matrix.json"))
        #expect(merged == single, "two jobs should write the matrix.json one job writes, timings aside")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("two").path).filter { $0.hasPrefix(".job") }
        #expect(left.isEmpty, "no job folder should be left behind; found \(left)")
        let cells = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("two/cells").path)
        #expect(cells.count == 8, "every cell's folder should be in the matrix folder; found \(cells.count)")
    }
}
