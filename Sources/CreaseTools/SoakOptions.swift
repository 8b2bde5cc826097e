import Crease

/// crease-soak's flags.
///
/// The games a soak can play are handed in by the executable (crease-soak passes the sample
/// catalog's names), so the tools' floor never imports the games.
public struct SoakOptions: Sendable, Hashable {
    /// The games a soak can play, in the order `all` plays them.
    public var gameNames: [String]

    /// Rendered headless frames per game (`--frames`, default 100,000).
    public var frames = 100_000
    /// Frames before the first memory reading (`--warm-up`, default 2,000, at most half of `frames`).
    public var warmUpFrames = 2_000
    /// The games to soak (`--game`, default all of `gameNames`).
    public var games: [String]
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
    static let gameFlag = Flag("--game", "NAME", "the game to soak, by its name, or all (default all)")
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

    /// Parses the flags (without the program name); `--game` takes one of `gameNames` or `all`.
    ///
    /// - Throws: `UsageError` naming the flag and the problem.
    public init(arguments: [String], gameNames: [String]) throws(UsageError) {
        self.gameNames = gameNames
        games = gameNames
        let values = try Self.parser.parse(arguments)
        help = values.help
        json = values.isSet(.json)
        checksMemory = !values.isSet(Self.noMemoryCheckFlag)
        frames = try values.int(Self.framesFlag) ?? frames
        seed = try values.uint64(Self.seedFlag) ?? seed
        if let name = try values.choice(Self.gameFlag, from: gameNames + ["all"]) {
            games = name == "all" ? gameNames : [name]
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
