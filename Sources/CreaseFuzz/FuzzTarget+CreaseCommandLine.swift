import Crease
import CreaseTools
import Foundation

extension FuzzTarget {
    /// The `crease` tool's command line (`crease regions …`, `crease devices`).
    public static let creaseCommandLine = FuzzTarget(
        name: "cli-crease",
        feeds: "crease's command line: CreaseCommand.run, everything the executable does but print (regions of the named profile in every posture asked, as a table or JSON; the device list)",
        seeds: { repository in
            FuzzSeed.commandLines([
                ["regions"], ["regions", "--device", "flip", "--posture", "tabletop", "--json"], ["regions", "--camera", "--rtl"],
                ["regions", "--device", "assets/devices/dual.json", "--posture", "closed"], ["devices"], ["help"], ["regions", "--help"],
            ], prefix: "cli", mustBeAccepted: true) + FuzzSeed.badCommandLines(repository: repository, programs: ["crease"])
        },
        body: { data throws(FuzzFinding) in
            let outcome = CreaseCommand.run(FuzzArguments.split(data))
            switch outcome.status {
            case 0:
                return .accepted
            case 1, 2:
                return try FuzzCheck.rejectedCommandLine(outcome.standardError, program: "crease")
            default:
                throw FuzzFinding("crease would exit \(outcome.status), which it never should")
            }
        })
}
