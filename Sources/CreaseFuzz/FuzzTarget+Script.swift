import CreasePlaytest
import Foundation

extension FuzzTarget {
    /// Playtest scripts (`--script PATH`, `assets/playtests/*.json`).
    public static let script = FuzzTarget(
        name: "script",
        feeds: "playtest scripts: PlaytestScript(data:source:); an accepted script is expanded into its timeline, as every run does, and each step's first and last frames are read from it",
        seeds: { repository in
            FuzzSeed.files(in: repository.appendingPathComponent("assets/playtests"), prefix: "playtests", mustBeAccepted: true)
                + BuiltInScripts.names.map { FuzzSeed(name: "built-in-\($0).json", data: Data((BuiltInScripts.byName[$0] ?? "").utf8), mustBeAccepted: true) }
                + FuzzSeed.files(in: repository.appendingPathComponent("Tests/BadInputs/scripts"), prefix: "bad", mustBeAccepted: false)
        },
        body: { data throws(FuzzFinding) in
            let script: PlaytestScript
            do {
                script = try PlaytestScript(data: data, source: "fuzz.json")
            } catch {
                return try FuzzCheck.rejected(error, input: "script")
            }
            let timeline = ScriptTimeline(script)
            guard timeline.endFrame <= script.lastStepFrame else {
                throw FuzzFinding("the timeline runs to frame \(timeline.endFrame), past the script's last step frame \(script.lastStepFrame)")
            }
            // Every step acts in its first and last frame, and nothing happens after the end.
            for step in script.steps {
                for frame in [step.at, step.at + step.action.duration] where timeline.actions(at: frame).isEmpty {
                    throw FuzzFinding("frame \(frame) of a step at \(step.at) has no action")
                }
            }
            guard timeline.actions(at: timeline.endFrame).isEmpty else {
                throw FuzzFinding("the timeline has actions at its end frame \(timeline.endFrame)")
            }
            return .accepted
        })
}
