import Foundation
import SampleGames
import Testing

/// Every sample game, on every bundled profile, in every posture, against the goldens checked
/// in under `Tests/Goldens/<game>/<profile>-<posture>.png`. A change that moves a pixel past
/// the tolerance fails here; after looking at the new pictures, refresh them with
/// `<game> --headless --script … --golden Tests/Goldens/<game> --update-golden` (see `script`).
@Suite struct CheckedGoldensTests {
    static let profiles = ["duo", "flip", "dual"]
    static let postures = ["flat", "tabletop", "book", "closed"]

    /// A script that shows each posture for 30 frames and takes one screenshot in each,
    /// once its transition has settled.
    static func script(profile: String, shotsIn folder: URL) -> String {
        var steps: [String] = []
        for (index, posture) in postures.enumerated() {
            let start = index * 30
            if index > 0 { steps.append(#"{"at": \#(start), "posture": "\#(posture)"}"#) }
            let shot = folder.appendingPathComponent("\(profile)-\(posture).png").path
            steps.append(#"{"at": \#(start + 25), "screenshot": "\#(shot)"}"#)
        }
        return #"{"device": "\#(profile)", "posture": "flat", "frames": \#(postures.count * 30), "steps": [\#(steps.joined(separator: ", "))]}"#
    }

    @Test("Each game matches its goldens in every posture on every profile", arguments: SampleGames.names)
    func matches(game: String) throws {
        let program = try #require(BuiltProgram.path(game), "\(game) is built")
        let goldens = BuiltProgram.packageRoot.appendingPathComponent("Tests/Goldens/\(game)", isDirectory: true)
        for profile in Self.profiles {
            let folder = try BuiltProgram.scratchFolder("goldens-\(game)-\(profile)")
            defer { try? FileManager.default.removeItem(at: folder) }
            let script = folder.appendingPathComponent("postures.json")
            try Data(Self.script(profile: profile, shotsIn: folder).utf8).write(to: script)
            let update = ProcessInfo.processInfo.environment["CREASE_UPDATE_GOLDENS"] == "1"
            let run = try BuiltProgram.run([program, "--headless", "--script", script.path, "--golden", goldens.path, "--passes", "1",
                                            "--report", folder.appendingPathComponent("r.json").path] + (update ? ["--update-golden"] : []),
                                           in: folder, seconds: 120)
            #expect(run.status == 0, "\(game) on \(profile): \(run.stderr)")
        }
    }
}
