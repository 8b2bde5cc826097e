import CreaseFuzz
import Foundation
import Testing

/// `crease-fuzz list | seeds | replay`, in-process.
@Suite("crease-fuzz's commands")
struct FuzzCommandTests {
    static let repository = FuzzTargetTests.repository

    @Test("list names every target and what it feeds")
    func list() {
        let outcome = FuzzCommand.run(["list"], repository: Self.repository)
        #expect(outcome.status == 0, "list should exit 0")
        for target in FuzzTarget.all {
            #expect(outcome.standardOutput.contains(target.name + " "), "list should name \(target.name)")
        }
    }

    @Test("bad usage prints the problem and the usage and exits 2",
          arguments: [[], ["fuzz"], ["replay", "profile"], ["replay", "toaster", "x.json"], ["seeds", "profile"], ["list", "extra"]])
    func badUsage(arguments: [String]) {
        let outcome = FuzzCommand.run(arguments, repository: Self.repository)
        #expect(outcome.status == 2, "\(arguments) should exit 2; got \(outcome.status)")
        #expect(outcome.standardError.hasPrefix("crease-fuzz: ") && outcome.standardError.contains("usage: crease-fuzz"),
                "\(arguments) should name the problem, then the usage; got \(outcome.standardError)")
    }

    @Test("seeds writes every seed of a target into a folder")
    func seeds() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("crease-fuzz-seeds-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = FuzzCommand.run(["seeds", "profile", folder.path], repository: Self.repository)
        #expect(outcome.status == 0, "seeds should exit 0; stderr: \(outcome.standardError)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(files.contains("seed-devices-duo.json") && files.contains("seed-bad-nan.json"),
                "the profile seeds should hold duo.json and the bad nan.json; got \(files.sorted())")
    }

    @Test("replay feeds each file of a folder once and says what became of it")
    func replay() throws {
        let devices = Self.repository.appendingPathComponent("assets/devices").path
        let bad = Self.repository.appendingPathComponent("Tests/BadInputs/profiles/nan.json").path
        let outcome = FuzzCommand.run(["replay", "profile", devices, bad], repository: Self.repository)
        #expect(outcome.status == 0, "replaying good and bad profiles should exit 0; stderr: \(outcome.standardError)")
        #expect(outcome.standardOutput.contains("duo.json: accepted"), "duo.json should be accepted; got \(outcome.standardOutput)")
        #expect(outcome.standardOutput.contains("nan.json: rejected ("), "nan.json should be rejected; got \(outcome.standardOutput)")
        #expect(!outcome.standardOutput.contains("README.md"), "replaying a folder should not feed its README to a profile target")
    }

    @Test("replaying a path that cannot be read exits 1 naming it")
    func replayMissing() {
        let outcome = FuzzCommand.run(["replay", "save", "/nonexistent/save.json"], repository: Self.repository)
        #expect(outcome.status == 1, "a missing input should exit 1")
        #expect(outcome.standardError.contains("/nonexistent/save.json"), "the error should name the path; got \(outcome.standardError)")
    }
}
