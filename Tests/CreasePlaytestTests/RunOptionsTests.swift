import Crease
import Testing
import CreasePlaytest

@Suite("RunOptions")
struct RunOptionsTests {
    @Test("every shared flag parses, spaced or joined with =")
    func everyFlag() throws {
        let options = try RunOptions.parse(["--headless", "--device", "flip", "--posture=tabletop", "--frames", "300",
                                            "--script", "fold-cycle", "--report=out/r.json", "--seed", "18446744073709551615",
                                            "--autoplay", "--screenshot", "s.png", "--hz=144",
                                            "--camera", "--rtl"])
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
        expected.hz = 144
        expected.camera = true
        expected.rightToLeft = true
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
        (["--scale", "2"], "--scale: unknown flag"),
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
                     "--screenshot", "--hz", "--camera", "--rtl", "--help"] {
            #expect(text.contains(flag), "the usage should mention \(flag)")
        }
        #expect(text.hasPrefix("usage: minigolf"), "the usage should name the executable")
    }

    @Test("the host's own flags are parsed with the rest and kept for the host to read")
    func hostFlags() throws {
        let zoom = Flag("--zoom", "Z", "a host's own flag")
        let options = try RunOptions.parse(["--headless", "--zoom", "3", "--frames", "5"], hostFlags: [zoom])
        #expect(options.host.string(zoom) == "3" && options.frames == 5 && options.headless, "got \(options)")
        #expect(RunOptions.usage(executable: "g", hostFlags: [zoom]).contains("--zoom Z"), "the usage should list the host's flag")
    }
}
