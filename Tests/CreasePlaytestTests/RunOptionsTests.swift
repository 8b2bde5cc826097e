import Testing
import CreasePlaytest

@Suite("RunOptions")
struct RunOptionsTests {
    @Test("every shared flag parses, spaced or joined with =")
    func everyFlag() throws {
        let options = try RunOptions.parse(["--headless", "--device", "flip", "--posture=tabletop", "--frames", "300",
                                            "--script", "fold-cycle", "--report=out/r.json", "--seed", "18446744073709551615",
                                            "--autoplay", "--screenshot", "s.png", "--scale", "1.5", "--hz=144",
                                            "--camera", "--rtl", "--settings", "keys.json"])
        var expected = RunOptions()
        expected.headless = true
        expected.device = "flip"
        expected.posture = .tabletop
        expected.frames = 300
        expected.script = "fold-cycle"
        expected.report = "out/r.json"
        expected.seed = .max
        expected.autoplay = true
        expected.screenshot = "s.png"
        expected.scale = 1.5
        expected.hz = 144
        expected.camera = true
        expected.rightToLeft = true
        expected.settings = "keys.json"
        #expect(options == expected, "every flag should land in its field, got \(options)")
        #expect(try RunOptions.parse([]) == RunOptions(), "no flags should set nothing")
        #expect(try RunOptions.parse(["--help"]).help && RunOptions.parse(["-h"]).help, "--help and -h should ask for help")
    }

    @Test("a bad command line names the flag and the problem", arguments: [
        (["--fast"], "--fast: unknown flag"),
        (["--frames"], "--frames: needs a value"),
        (["--frames", "--headless"], "--frames: needs a value"),
        (["--frames", "ten"], "--frames: should be a whole number of at least 1 (got 'ten')"),
        (["--frames", "0"], "--frames: should be a whole number of at least 1 (got '0')"),
        (["--seed", "-1"], "--seed: should be a whole number"),
        (["--posture", "open"], "--posture: should be one of flat, tabletop, book, closed (got 'open')"),
        (["--scale", "0"], "--scale: should be a number from 0.1 to 8 (got '0')"),
        (["--scale", "9"], "--scale: should be a number from 0.1 to 8 (got '9')"),
        (["--hz", "nan"], "--hz: should be a number from 1 to 1000 (got 'nan')"),
        (["--headless=yes"], "--headless: takes no value"),
        (["--report="], "--report: needs a value"),
        (["game.json"], "game.json: unexpected argument"),
    ])
    func badFlags(arguments: [String], expectedPrefix: String) {
        do {
            _ = try RunOptions.parse(arguments)
            Issue.record("\(arguments) should be refused with \"\(expectedPrefix)…\"")
        } catch {
            #expect(error.description.hasPrefix(expectedPrefix), "\(arguments) should fail with \"\(expectedPrefix)…\", got \"\(error)\"")
        }
    }

    @Test("the usage lists every flag")
    func usage() {
        let text = RunOptions.usage(executable: "minigolf")
        for flag in ["--headless", "--device", "--posture", "--frames", "--script", "--report", "--seed", "--autoplay",
                     "--screenshot", "--scale", "--hz", "--camera", "--rtl", "--settings", "--help"] {
            #expect(text.contains(flag), "the usage should mention \(flag)")
        }
        #expect(text.hasPrefix("usage: minigolf"), "the usage should name the executable")
    }
}
