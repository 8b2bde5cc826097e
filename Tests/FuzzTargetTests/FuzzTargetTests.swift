import CreaseFuzz
import Foundation
import Testing

/// Every fuzz target over its seeds and over the checked-in regression inputs, in-process: each
/// input must come back as accepted or rejected (a trap would end the test run), the bundled
/// good files must be accepted, and no input may break a promise a target checks.
@Suite("Fuzz targets: seeds and regression inputs")
struct FuzzTargetTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let names = FuzzTarget.all.map(\.name)

    /// The target named, or a failed expectation.
    private func target(_ name: String) throws -> FuzzTarget {
        try #require(FuzzTarget.named(name), "expected a fuzz target named \(name)")
    }

    @Test("every seed returns, and every bundled or made-in-code input is accepted", arguments: names)
    func seeds(name: String) throws {
        let target = try target(name)
        let seeds = target.seeds(repository: Self.repository)
        #expect(seeds.contains { $0.mustBeAccepted }, "\(name) should have good seeds (bundled files or inputs made in code)")
        #expect(seeds.contains { !$0.mustBeAccepted }, "\(name) should have bad seeds from Tests/BadInputs")
        for seed in seeds {
            let verdict: FuzzVerdict
            do {
                verdict = try target.run(seed.data)
            } catch {
                Issue.record("\(name): seed \(seed.name) broke a promise: \(error.message)")
                continue
            }
            if seed.mustBeAccepted {
                #expect(verdict == .accepted, "\(name): the good seed \(seed.name) should be accepted; got \(verdict)")
            }
        }
    }

    @Test("every checked-in regression input returns without breaking a promise", arguments: names)
    func regressions(name: String) throws {
        let target = try target(name)
        for input in target.regressionInputs(repository: Self.repository) {
            do {
                _ = try target.run(input.data)
            } catch {
                Issue.record("\(name): \(input.name) broke a promise again: \(error.message)")
            }
        }
    }

    @Test("the bad files of Tests/BadInputs are rejected by the file targets, each with one line",
          arguments: ["profile", "script", "course", "save", "best-scores", "settings"])
    func badFilesAreRejected(name: String) throws {
        let target = try target(name)
        // The script names a device that only a run looks up (`RunPlan`), so the script itself parses.
        let parsedByDesign: Set<String> = ["bad-unknown-device.json"]
        for seed in target.seeds(repository: Self.repository) where !seed.mustBeAccepted && !parsedByDesign.contains(seed.name) {
            let verdict = try target.run(seed.data)
            #expect(!verdict.isAccepted, "\(name): the bad input \(seed.name) should be rejected")
        }
    }

    @Test("every folder in Tests/FuzzRegressions is a target, and every file in them is listed in its README")
    func regressionsAreDocumented() throws {
        let folder = FuzzTarget.regressionsFolder(repository: Self.repository)
        let readme = try String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8)
        let entries = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != "README.md" }
        for entry in entries {
            #expect(Self.names.contains(entry), "Tests/FuzzRegressions/\(entry) should be named for a fuzz target (\(Self.names))")
            for file in (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(entry).path)) ?? [] {
                #expect(readme.contains("`\(entry)/\(file)`"), "Tests/FuzzRegressions/README.md should say what \(entry)/\(file) is")
            }
        }
    }

    @Test("target names are unique and each says what it feeds")
    func targetsAreDescribed() {
        #expect(Set(Self.names).count == Self.names.count, "target names should be unique: \(Self.names)")
        for target in FuzzTarget.all {
            #expect(!target.feeds.isEmpty && !target.feeds.contains("\n"), "\(target.name) should say in one line what it feeds")
        }
    }
}
