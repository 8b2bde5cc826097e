import Crease
import CreaseSDL
import Foundation

extension FuzzTarget {
    /// crease-viewer's command line (`ViewerOptions` over the host's shared `HostArguments`).
    public static let viewerCommandLine = FuzzTarget(
        name: "cli-viewer",
        feeds: "crease-viewer's command line: ViewerOptions(arguments:) over HostArguments, which load the profile and the --settings file they name (no window is opened)",
        seeds: { repository in
            FuzzSeed.commandLines([
                [], ["--headless"], ["--help"],
                ["--device", "flip", "--posture", "tabletop", "--headless", "--frames", "3", "--screenshot", "out/v.png"],
                ["--panel", "--no-overlay", "--press", "F3,F10,Tab", "--camera", "--rtl", "--scale=2"],
                ["--device=assets/devices/dual.json", "--posture=book", "--scale", "0.5"],
            ], prefix: "cli", mustBeAccepted: true) + FuzzSeed.badCommandLines(repository: repository, programs: ["crease-viewer"])
        },
        body: { data throws(FuzzFinding) in
            do {
                _ = try ViewerOptions(arguments: FuzzArguments.split(data))
                return .accepted
            } catch let error as UsageError {
                return try FuzzCheck.rejectedCommandLine(ViewerOptions.parser.failureMessage(for: error), program: "crease-viewer")
            } catch {
                return try FuzzCheck.rejectedCommandLine(String(describing: error), program: "crease-viewer")
            }
        })
}
