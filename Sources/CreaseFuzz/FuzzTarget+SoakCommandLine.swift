import Crease
import CreaseTools
import Foundation
import SampleGames

extension FuzzTarget {
    /// crease-soak's command line (`SoakOptions`); nothing is soaked.
    public static let soakCommandLine = FuzzTarget(
        name: "cli-soak",
        feeds: "crease-soak's command line: SoakOptions(arguments:) (frames, warm-up, game, seed); nothing is run",
        seeds: { _ in
            FuzzSeed.commandLines([
                [], ["--json"], ["--help"], ["--game", "minigolf", "--frames", "20000", "--warm-up", "2000", "--json"],
                ["--frames", "10000"], ["--seed", "7", "--game", "all"],
            ], prefix: "cli", mustBeAccepted: true)
                + FuzzSeed.commandLines([["--bogus"], ["--frames"], ["--frames", "0"], ["--game", "chess"], ["--frames", "10", "--warm-up", "10"]],
                                        prefix: "bad-cli", mustBeAccepted: false)
        },
        body: { data throws(FuzzFinding) in
            do {
                let options = try SoakOptions(arguments: FuzzArguments.split(data), gameNames: SampleGames.names)
                guard options.warmUpFrames >= 1, options.warmUpFrames < options.frames || options.frames == 1 else {
                    throw FuzzFinding("accepted a warm-up of \(options.warmUpFrames) frames for \(options.frames) frames")
                }
                return .accepted
            } catch let error as UsageError {
                return try FuzzCheck.rejectedCommandLine(SoakOptions.parser.failureMessage(for: error), program: "crease-soak")
            } catch let finding as FuzzFinding {
                throw finding
            } catch {
                throw FuzzFinding("SoakOptions threw \(error), which is not a usage error")
            }
        })
}
