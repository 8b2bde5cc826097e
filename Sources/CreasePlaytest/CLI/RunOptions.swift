import Crease

/// The command line every game built on the runner shares, parsed: the device's flags
/// (`Flag.deviceGroup`), `--headless`, the host's own (`hostFlags`, which the SDL runner hands
/// in: `--scale`, `--settings`) and the playtest's (`RunOptions.playtestGroup`: frames, script,
/// report, passes, seed, autoplay, screenshot, hz, mute), read by the one `FlagParser`. Every
/// field is optional here: what is not given comes from the script, then from the defaults
/// (see `RunPlan`).
public struct RunOptions: Sendable, Hashable {
    /// No window: rendered offscreen, one fixed step per frame.
    public var headless = false
    /// Device profile name or path.
    public var device: String?
    /// The starting posture.
    public var posture: Posture?
    /// Start with the inner camera in use.
    public var camera = false
    /// Start right-to-left.
    public var rightToLeft = false
    /// Frames to run (then quit).
    public var frames: Int?
    /// A playtest script's path or built-in name.
    public var script: String?
    /// Where to write the JSON report.
    public var report: String?
    /// The game's seed.
    public var seed: UInt64?
    /// Ask the game to play itself.
    public var autoplay = false
    /// Save the last frame as an image here.
    public var screenshot: String?
    /// Write a Chrome/Perfetto trace of the run here.
    public var trace: String?
    /// Record the session as a playtest script here.
    public var record: String?
    /// Compare the script's screenshots with the goldens in this folder.
    public var golden: String?
    /// Write the goldens instead of comparing.
    public var updateGolden = false
    /// The host's own flags as given (`hostFlags` of `parse`), for the host to read.
    public var host = FlagValues()
    /// Update rate (and frame budget) in Hz.
    public var hz: Double?
    /// Start with the sound off (the emulator's Ctrl+M turns it on).
    public var mute = false
    /// How many times a headless run plays its frames to time them (see `RunPlan.timingPasses`).
    public var passes: Int?
    /// Print the usage and exit 0.
    public var help = false

    /// Creates options with nothing set.
    public init() {}

    /// `--script PATH|NAME`.
    public static let scriptFlag = Flag("--script", "PATH|NAME", "playtest script: a .json file, or fold-cycle, hinge-sweep")
    /// `--report PATH`.
    public static let reportFlag = Flag("--report", "PATH", "write a JSON report of the run (frame times, transitions, lint) and its chart")
    /// `--autoplay`.
    public static let autoplayFlag = Flag(switch: "--autoplay", "the game plays itself")
    /// `--trace PATH`.
    public static let traceFlag = Flag("--trace", "PATH", "write a trace of the run (Chrome Trace Event JSON: open it in ui.perfetto.dev)")
    /// `--record PATH`.
    public static let recordFlag = Flag("--record", "PATH", "record the session as a playtest script (replay it with --headless --script PATH)")
    /// `--golden DIR`.
    public static let goldenFlag = Flag("--golden", "DIR", "compare each screenshot the script takes with DIR/NAME.png (exit 1 on a mismatch)")
    /// `--update-golden`.
    public static let updateGoldenFlag = Flag(switch: "--update-golden", "write the goldens in --golden DIR instead of comparing")
    /// `--hz N`.
    public static let hzFlag = Flag("--hz", "N", "update rate and frame budget, 1 to 1000 (default 60)")
    /// `--mute`.
    public static let muteFlag = Flag(switch: "--mute", "start with the sound off (Ctrl+M toggles it)")
    /// `--frames N` for a game (the headless default differs from the viewer's).
    public static let framesFlag = Flag("--frames", "N", "run N frames, then quit (headless default: the script's, or 600)")

    /// `--passes N`.
    public static let passesFlag = Flag("--passes", "N", "headless: play the frames N times, each frame timed by its fastest, 1 to 100 (default with --report: passes for 10 s; else 1)")
    /// The most passes `--passes` takes.
    public static let passesRange = 1...100

    /// The playtest's flags.
    public static let playtestGroup: [Flag] = [framesFlag, scriptFlag, reportFlag, passesFlag, traceFlag, recordFlag, goldenFlag, updateGoldenFlag, .seed, autoplayFlag, .screenshot, hzFlag, muteFlag]

    /// A game's whole command line, with the host's own flags after `--headless`.
    public static func parser(executable: String, hostFlags: [Flag] = []) -> FlagParser {
        FlagParser(program: executable, flags: Flag.deviceGroup + [.headless] + hostFlags + playtestGroup)
    }

    /// Parses arguments (without the program name).
    ///
    /// - Throws: `UsageError` naming the flag and the problem: unknown flag, missing value,
    ///   value given to a switch, malformed number, bad posture, stray argument.
    public static func parse(_ arguments: [String], executable: String = "game", hostFlags: [Flag] = []) throws(UsageError) -> RunOptions {
        let values = try parser(executable: executable, hostFlags: hostFlags).parse(arguments)
        var options = RunOptions()
        options.help = values.help
        options.headless = values.isSet(.headless)
        options.autoplay = values.isSet(autoplayFlag)
        options.camera = values.isSet(.camera)
        options.rightToLeft = values.isSet(.rightToLeft)
        options.device = values.string(.device)
        options.script = values.string(scriptFlag)
        options.report = values.string(reportFlag)
        options.screenshot = values.string(.screenshot)
        options.trace = values.string(traceFlag)
        options.record = values.string(recordFlag)
        options.golden = values.string(goldenFlag)
        options.updateGolden = values.isSet(updateGoldenFlag)
        options.mute = values.isSet(muteFlag)
        if options.updateGolden && options.golden == nil {
            throw UsageError(flag: updateGoldenFlag.name, problem: "needs --golden DIR (where to write them)")
        }
        options.posture = try values.posture()
        options.frames = try values.int(framesFlag)
        options.passes = try values.int(passesFlag, in: passesRange)
        if let passes = options.passes, passes > 1, !options.headless {
            throw UsageError(flag: passesFlag.name, problem: "needs --headless (a window plays its frames once, as they happen)")
        }
        options.seed = try values.uint64(.seed)
        options.hz = try values.double(hzFlag, in: 1...1000)
        let hostNames = Set(hostFlags.map(\.name))
        options.host.switches = values.switches.filter(hostNames.contains)
        options.host.values = values.values.filter { hostNames.contains($0.key) }
        return options
    }

    /// The refusal of `--passes` over 1 where frames are played once (the pure headless
    /// path, `Playtest.run`), or nil when the options ask for one pass.
    public static func passesRefusal(_ options: RunOptions) -> UsageError? {
        guard let passes = options.passes, passes > 1 else { return nil }
        return UsageError(flag: passesFlag.name, problem: "needs the SDL runner (GameRunner, Playtest.rendered); an unrendered playtest plays once")
    }

    /// The usage text, for `--help` (standard output).
    public static func usage(executable: String, hostFlags: [Flag] = []) -> String {
        parser(executable: executable, hostFlags: hostFlags).help(footer: "Flags override the script's fields. Exit status: 0 done, 1 run failed, 2 bad flags or script.")
    }
}
