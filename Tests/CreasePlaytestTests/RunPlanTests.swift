import Crease
import Testing
import CreasePlaytest

@Suite("RunPlan")
struct RunPlanTests {
    @Test("flags override the script's fields")
    func flagsOverride() throws {
        var options = try RunOptions.parse(["--headless", "--script", "fold-cycle", "--seed", "9", "--frames", "120",
                                            "--posture", "book", "--hz", "30"])
        let plan = try RunPlan(options: options)
        #expect(plan.seed == 9 && plan.frames == 120 && plan.targetHz == 30, "flags should win over the script, got \(plan.seed) \(String(describing: plan.frames)) \(plan.targetHz)")
        #expect(plan.device.posture == .book, "--posture book should override the script's tabletop")
        options = try RunOptions.parse(["--headless", "--script", "fold-cycle"])
        let scripted = try RunPlan(options: options)
        #expect(scripted.frames == 540 && scripted.device.posture == .tabletop && scripted.seed == RunPlan.defaultSeed,
                "without flags the script's frames and posture and the default seed should apply")
    }

    @Test("a game's default of flat starts in tabletop's orientation; --posture flat keeps the natural one", arguments: ["duo", "dual", "flip"])
    func defaultFlatIsReadyForTabletop(profile: String) throws {
        let plan = try RunPlan(options: RunOptions.parse(["--device", profile]), defaultPosture: .flat)
        var folded = plan.device
        folded.posture = .tabletop
        #expect(plan.device.posture == .flat && folded.displaySize == plan.device.displaySize,
                "on \(profile), folding the game's flat start to tabletop should not turn the display: \(plan.device.displaySize) → \(folded.displaySize)")
        let asked = try RunPlan(options: RunOptions.parse(["--device", profile, "--posture", "flat"]), defaultPosture: .flat)
        #expect(asked.device == Device(profile: asked.device.profile), "--posture flat starts as a new device does, in its natural orientation")
        let tabletop = try RunPlan(options: RunOptions.parse(["--device", profile]), defaultPosture: .tabletop)
        #expect(tabletop.device.posture == .tabletop, "a game's default of tabletop starts in tabletop")
    }

    @Test("defaults: duo, flat, seed 1, 60 Hz; headless runs 600 frames, a window runs until closed")
    func defaults() throws {
        let headless = try RunPlan(options: RunOptions.parse(["--headless"]))
        #expect(headless.device.profile.name == "duo" && headless.device.posture == .flat && headless.seed == 1
                && headless.targetHz == 60 && headless.frames == 600, "headless defaults are duo, flat, seed 1, 60 Hz, 600 frames")
        let window = try RunPlan(options: RunOptions())
        #expect(window.frames == nil, "a window run without --frames should not stop by itself")
        #expect(window.setUp.headless == false && headless.setUp.headless, "the set-up should say whether the run is headless")
    }

    @Test("an unknown device or script is refused with its name")
    func unknowns() {
        #expect(throws: DeviceProfileError.self, "an unknown device should be a DeviceProfileError") {
            try RunPlan(options: RunOptions.parse(["--device", "brick"]))
        }
        #expect(throws: PlaytestScriptError.self, "an unknown script should be a PlaytestScriptError") {
            try RunPlan(options: RunOptions.parse(["--script", "no-such"]))
        }
    }
}
