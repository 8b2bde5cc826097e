import Crease

/// The command line every game built on the runner shares, parsed.
///
/// `--headless --device NAME|PATH --posture flat|tabletop|book|closed --frames N
/// --script PATH --report PATH --seed N --autoplay --screenshot PATH --scale S --hz N --help`.
/// Values may follow their flag (`--frames 600`) or be joined to it (`--frames=600`); a
/// repeated flag keeps its last value. Every field is optional here: what is not given
/// comes from the script, then from the defaults (see `RunPlan`).
public struct RunOptions: Sendable, Hashable {
    /// No window: nothing rendered, one fixed step per frame.
    public var headless = false
    /// Device profile name or path.
    public var device: String?
    /// The starting posture.
    public var posture: Posture?
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
    /// Save the last frame (window) as an image here.
    public var screenshot: String?
    /// Window pixels per display point.
    public var scale: Double?
    /// Update rate (and frame budget) in Hz.
    public var hz: Double?
    /// Print the usage and exit 0.
    public var help = false

    /// Creates options with nothing set.
    public init() {}

    /// Flags that take a value.
    static let valueFlags: Set<String> = ["--device", "--posture", "--frames", "--script", "--report", "--seed",
                                          "--screenshot", "--scale", "--hz"]
    /// Flags that stand alone.
    static let switchFlags: Set<String> = ["--headless", "--autoplay", "--help", "-h"]

    /// Parses arguments (without the program name).
    ///
    /// - Throws: `UsageError` naming the flag and the problem: unknown flag, missing value,
    ///   value given to a switch, malformed number, bad posture, stray argument.
    public static func parse(_ arguments: [String]) throws(UsageError) -> RunOptions {
        var options = RunOptions()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            var flag = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                flag = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if switchFlags.contains(flag) {
                if inlineValue != nil { throw UsageError(flag: flag, problem: "takes no value") }
                switch flag {
                case "--headless": options.headless = true
                case "--autoplay": options.autoplay = true
                default: options.help = true
                }
                continue
            }
            guard valueFlags.contains(flag) else {
                if argument.hasPrefix("-") {
                    throw UsageError(flag: flag, problem: "unknown flag (see --help)")
                }
                throw UsageError(flag: argument, problem: "unexpected argument; every value follows its flag (see --help)")
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else {
                guard index < arguments.count, !(arguments[index].hasPrefix("--") && arguments[index].count > 2) else {
                    throw UsageError(flag: flag, problem: "needs a value")
                }
                value = arguments[index]
                index += 1
            }
            guard !value.isEmpty else { throw UsageError(flag: flag, problem: "needs a value") }
            try options.set(flag, value)
        }
        return options
    }

    private mutating func set(_ flag: String, _ value: String) throws(UsageError) {
        switch flag {
        case "--device": device = value
        case "--script": script = value
        case "--report": report = value
        case "--screenshot": screenshot = value
        case "--posture":
            guard let parsed = Posture(rawValue: value) else {
                throw UsageError(flag: flag, problem: "should be one of \(Posture.allCases.map(\.rawValue).joined(separator: ", ")) (got '\(value)')")
            }
            posture = parsed
        case "--frames":
            guard let count = Int(value), count >= 1 else {
                throw UsageError(flag: flag, problem: "should be a whole number of frames, at least 1 (got '\(value)')")
            }
            frames = count
        case "--seed":
            guard let number = UInt64(value) else {
                throw UsageError(flag: flag, problem: "should be a whole number from 0 to \(UInt64.max) (got '\(value)')")
            }
            seed = number
        case "--scale":
            guard let number = Double(value), number.isFinite, number > 0, number <= 16 else {
                throw UsageError(flag: flag, problem: "should be a number above 0 and at most 16 (got '\(value)')")
            }
            scale = number
        default:
            guard let number = Double(value), number.isFinite, number >= 1, number <= 1000 else {
                throw UsageError(flag: flag, problem: "should be a rate from 1 to 1000 Hz (got '\(value)')")
            }
            hz = number
        }
    }

    /// The usage text, for `--help` (standard output) and errors (standard error).
    public static func usage(executable: String) -> String {
        """
        Usage: \(executable) [options]

          --headless            no window: nothing rendered, one fixed step per frame
          --device NAME|PATH    device profile (default duo; see assets/devices)
          --posture POSTURE     start posture: flat, tabletop, book or closed
          --frames N            run N frames, then quit (headless default: the script's, or 600)
          --script PATH|NAME    playtest script (a .json file, or fold-cycle, hinge-sweep)
          --report PATH         write a JSON report of the run (frame times, transitions, lint)
          --seed N              random seed (default 1)
          --autoplay            the game plays itself
          --screenshot PATH     save the last frame as a PNG (window only)
          --scale S             window pixels per point (default: fit the screen)
          --hz N                update rate and frame budget (default 60)
          --help                print this and exit

        Flags override the script's fields. Exit status: 0 done, 1 run failed, 2 bad flags or script.
        """
    }
}
