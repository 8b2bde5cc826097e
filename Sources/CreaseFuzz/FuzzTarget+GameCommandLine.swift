import Crease
import CreasePlaytest
import CreaseSDL
import Foundation
import SampleGames

extension FuzzTarget {
    /// The command line every game shares (`battlefleet`, `minigolf`: `RunOptions`, `RunPlan`).
    public static let gameCommandLine = FuzzTarget(
        name: "cli-game",
        feeds: "the games' command line (battlefleet, minigolf): GameRunner.parse, which parses the flags and resolves the plan, loading the script and the profile they name; an accepted plan is expanded into its timeline",
        seeds: { repository in
            FuzzSeed.commandLines([
                [], ["--headless"], ["--help"],
                ["--headless", "--autoplay", "--script", "battlefleet-fold-cycle", "--report", "out/battlefleet.json"],
                ["--headless", "--script", "fold-cycle", "--seed", "7", "--report", "out/minigolf.json"],
                ["--device", "flip", "--posture", "book"],
                ["--device", "assets/devices/dual.json", "--script", "assets/playtests/hinge-sweep.json", "--frames=600"],
                ["--headless", "--autoplay", "--script", "minigolf-fold-cycle", "--hz", "120", "--scale", "2", "--screenshot", "out/last.png"],
                ["--seed=18446744073709551615", "--posture=closed", "--script=hinge-sweep.json"],
                ["--headless", "--script", "fold-cycle", "--passes", "3", "--report", "out/r.json"],
            ], prefix: "cli", mustBeAccepted: true) + FuzzSeed.badCommandLines(repository: repository, programs: Set(SampleGames.names))
        },
        body: { data throws(FuzzFinding) in
            switch GameRunner.parse(FuzzArguments.split(data), executable: "game") {
            case .help:
                return .accepted
            case .failure(let message):
                return try FuzzCheck.rejectedCommandLine(message, program: "game")
            case .run(let plan):
                let timeline = plan.timeline
                _ = plan.setUp
                if let frames = plan.frames, frames < 1 { throw FuzzFinding("the plan runs \(frames) frames") }
                _ = timeline.endFrame
                return .accepted
            }
        })
}
