/// crease-soak's flags.
public struct SoakOptions: Sendable, Hashable {
    /// The games a soak can play, in the order `all` plays them.
    public static let gameNames = ["battlefleet", "minigolf"]

    /// Rendered headless frames per game (`--frames`, default 100,000).
    public var frames = 100_000
    /// Frames before the first memory reading (`--warm-up`, default 2,000, at most half of `frames`).
    public var warmUpFrames = 2_000
    /// The games to soak (`--game`, default all).
    public var games: [String] = SoakOptions.gameNames
    /// The seed for input, device changes and games (`--seed`, default 1).
    public var seed: UInt64 = 1
    /// One JSON document instead of the table (`--json`).
    public var json = false
    /// Whether resident growth is held to the 2 MB limit (`--no-memory-check` turns it off, for
    /// sanitizer builds, whose allocators keep freed memory in quarantine so RSS says nothing about leaks).
    public var checksMemory = true

    /// The usage text.
    public static let usage = """
        usage: crease-soak [--frames N] [--warm-up N] [--game battlefleet|minigolf|all] [--seed N] [--json] [--no-memory-check]

          --frames N    rendered headless frames per game (default 100000)
          --warm-up N   frames before the first memory reading (default 2000, at most half of --frames);
                        the first device changes tour every profile in every posture
          --game NAME   battlefleet, minigolf or all (default all)
          --seed N      the seed for input, device changes and games (default 1)
          --json        one JSON document instead of the table
          --no-memory-check
                        still fail on a crash or a cache past its bound, but not on resident growth
                        (for AddressSanitizer/ThreadSanitizer builds, whose allocators hold freed memory)
        """

    /// Parses the flags (without the program name).
    ///
    /// - Throws: `SoakUsageError` naming the flag and the problem, and (without a message) for `--help`.
    public init(arguments: [String]) throws(SoakUsageError) {
        var rest = arguments[...]
        var warmUpGiven = false
        func value(_ flag: String) throws(SoakUsageError) -> String {
            guard let text = rest.popFirst() else { throw SoakUsageError(message: "\(flag) needs a value") }
            return text
        }
        func count(_ flag: String) throws(SoakUsageError) -> Int {
            guard let number = Int(try value(flag)), number >= 1 else {
                throw SoakUsageError(message: "\(flag) needs a whole number of at least 1")
            }
            return number
        }
        while let flag = rest.popFirst() {
            switch flag {
            case "--json": json = true
            case "--no-memory-check": checksMemory = false
            case "--frames": frames = try count(flag)
            case "--warm-up":
                warmUpFrames = try count(flag)
                warmUpGiven = true
            case "--seed":
                guard let number = UInt64(try value(flag)) else { throw SoakUsageError(message: "--seed needs a whole number") }
                seed = number
            case "--game":
                let name = try value(flag)
                if name == "all" {
                    games = Self.gameNames
                } else if Self.gameNames.contains(name) {
                    games = [name]
                } else {
                    throw SoakUsageError(message: "unknown game '\(name)' (battlefleet, minigolf or all)")
                }
            case "-h", "--help": throw SoakUsageError(message: nil)
            default: throw SoakUsageError(message: "unknown flag '\(flag)'")
            }
        }
        // The memory check needs frames after the warm-up reading to mean anything.
        if warmUpGiven {
            guard warmUpFrames < frames else { throw SoakUsageError(message: "--warm-up must be less than --frames") }
        } else {
            warmUpFrames = Swift.min(warmUpFrames, Swift.max(1, frames / 2))
        }
    }
}
