import Crease
import CreasePlaytest
import CreaseSDL
import Testing

/// A game's command line through the SDL runner: the window's own flags (`--scale`,
/// `--settings`) parse with the rest, and a bad one is one line naming it.
@Suite struct WindowFlagsTests {
    @Test func theWindowFlagsReachTheHost() throws {
        guard case .run(let plan) = GameRunner.parse(["--headless", "--scale", "1.5", "--settings", "keys.json"], executable: "g") else {
            Issue.record("the window's flags should parse with a game's")
            return
        }
        let window = try WindowFlags(plan.options.host)
        #expect(window.scale == 1.5 && window.settings == "keys.json", "got \(window)")
        #expect(GameRunner.parser(executable: "g").help(footer: "").contains("--settings PATH"), "the usage should list --settings")
    }

    @Test("a bad window flag is one line naming it", arguments: [
        (["--scale", "0"], "g: --scale: should be a number from 0.1 to 8 (got '0')"),
        (["--scale", "9"], "g: --scale: should be a number from 0.1 to 8 (got '9')"),
        (["--settings"], "g: --settings: needs a value"),
    ])
    func badWindowFlags(arguments: [String], expectedPrefix: String) {
        guard case .failure(let message) = GameRunner.parse(arguments, executable: "g") else {
            Issue.record("\(arguments) should be refused")
            return
        }
        #expect(message.hasPrefix(expectedPrefix), "\(arguments) should fail with \"\(expectedPrefix)…\", got \"\(message)\"")
    }
}
