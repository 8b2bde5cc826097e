import Crease
import SampleGames

/// crease-soak's flags.
public struct SoakOptions: Sendable, Hashable {
    /// The games a soak can play, in the order `all` plays them: the sample game catalog's.
    public static var gameNames: [String] { SampleGames.names }

    /// Rendered headless frames per game (`--frames`, default 100,000).
    public var frames = 100_000
    /// Frames before the first memory reading (`--warm-up`, default 2,000, at most half of `frames`).
    public var warmUpFrames = 2_000
    /// The games to soak (`--game`, default all).
    public var games: [String] = SampleGames.names
    /// The seed for input, device changes and games (`--seed`, default 1).
    public var seed: UInt64 = 1
    /// One JSON document instead of the table (`--json`).
    public var json = false
    /// Whether resident growth is held to the 2 MB limit (`--no-memory-check` turns it off, for
    /// sanitizer builds, whose allocators keep freed memory in quarantine so RSS says nothing about leaks).
    public var checksMemory = true

    /// `--frames N`.
    static let framesFlag = Flag("--frames", "N", "rendered headless frames per game (default 100000)")
    /// `--warm-up N`.
    static let warmUpFlag = Flag("--warm-up", "N", "frames before the first memory reading (default 2000, at most half of --frames)")
    /// `--game NAME`.
    static let gameFlag = Flag("--game", "NAME", "battlefleet, minigolf or all (default all)")
    /// `--seed N`.
    static let seedFlag = Flag("--seed", "N", "the seed for input, device changes and games (default 1)")
    /// `--no-memory-check`.
    static let noMemoryCheckFlag = Flag(switch: "--no-memory-check",
                                        "fail on a crash or a cache past its bound, not on resident growth (sanitizer builds)")

    /// crease-soak's command line.
    public static let parser = FlagParser(program: "crease-soak", flags: [framesFlag, warmUpFlag, gameFlag, seedFlag, .json, noMemoryCheckFlag])

    /// The usage text.
    public static var usage: String {
        parser.help(footer: "The first device changes tour every profile in every posture. Exit status: 0 passed, 1 failed, 2 bad flags.")
    }

    /// `--help` was asked for: print `usage` and exit 0.
    public var help = false

    /// Parses the flags (without the program name).
    ///
    /// - Throws: `UsageError` naming the flag and the problem.
    public init(arguments: [String]) throws(UsageError) {
        let values = try Self.parser.parse(arguments)
        help = values.help
        json = values.isSet(.json)
        checksMemory = !values.isSet(Self.noMemoryCheckFlag)
        frames = try values.int(Self.framesFlag) ?? frames
        seed = try values.uint64(Self.seedFlag) ?? seed
        if let name = try values.choice(Self.gameFlag, from: Self.gameNames + ["all"]) {
            games = name == "all" ? Self.gameNames : [name]
        }
        // The memory check needs frames after the warm-up reading to mean anything.
        if let warmUp = try values.int(Self.warmUpFlag) {
            guard warmUp < frames else {
                throw UsageError(flag: Self.warmUpFlag.name, problem: "should be less than --frames (\(frames)) (got '\(warmUp)')")
            }
            warmUpFrames = warmUp
        } else {
            warmUpFrames = Swift.min(warmUpFrames, Swift.max(1, frames / 2))
        }
    }
}
