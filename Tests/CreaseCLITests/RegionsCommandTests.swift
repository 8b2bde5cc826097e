import Foundation
import Testing

/// Runs the built `crease` executable the way a user does.
@Suite("crease regions")
struct RegionsCommandTests {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static let binary: URL = {
        let folder = Bundle.main.executableURL?.deletingLastPathComponent()
            ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../.build/debug")
        return folder.appendingPathComponent("crease")
    }()

    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func run(_ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = repositoryRoot
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                   stderr: String(decoding: stderr, as: UTF8.self))
    }

    @Test("prints the duo's regions for all four postures with the published numbers")
    func table() throws {
        let run = try Self.run(["regions"])
        #expect(run.status == 0, "crease regions should exit 0; stderr: \(run.stderr)")
        for posture in ["flat", "tabletop", "book", "closed"] {
            #expect(run.stdout.contains("\n\(posture) · display"), "the table should have a \(posture) section")
        }
        #expect(run.stdout.contains("outerCamera      occlusion  yes     (399, 29, 37 × 37)"), "the outer camera should be 37 × 37 at (399, 29)")
        #expect(run.stdout.contains("(382, 0, 84 × 170)"), "the status area should be 84 × 170 at (382, 0)")
        #expect(run.stdout.contains("fold         division   no      (475.5, 0, 0 × 720)"), "flat, the fold should be an inactive line at 475.5")
    }

    @Test("--json gives every posture's regions to scripts")
    func json() throws {
        let run = try Self.run(["regions", "--device", "flip", "--posture", "tabletop", "--json"])
        #expect(run.status == 0, "crease regions --json should exit 0; stderr: \(run.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let postures = object?["postures"] as? [[String: Any]]
        #expect(postures?.count == 1, "one posture was asked for")
        let regions = postures?.first?["regions"] as? [[String: Any]]
        #expect(regions?.compactMap { $0["id"] as? String } == ["fold", "innerCamera"], "the flip's regions should be fold and innerCamera")
    }

    @Test("bad flags print usage and exit 2", arguments: [["regions", "--bogus"], ["regions", "--posture", "sideways"], ["regions", "--device"], ["frobnicate"]])
    func badFlags(arguments: [String]) throws {
        let run = try Self.run(arguments)
        #expect(run.status == 2, "\(arguments) should exit 2; got \(run.status)")
        #expect(run.stderr.contains("usage: crease"), "\(arguments) should print usage on stderr; got \(run.stderr)")
    }

    @Test("a bad profile exits 1 with one line naming the file")
    func badProfile() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("crease-bad-\(UUID().uuidString).json")
        try Data(#"{"name": "x"}"#.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try Self.run(["regions", "--device", file.path])
        #expect(run.status == 1, "a bad profile should exit 1; got \(run.status)")
        #expect(run.stderr.contains(file.path) && run.stderr.contains("missing field 'inner'"), "the error should name the file and the field; got \(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1, "the error should be one line; got \(run.stderr)")
    }
}
