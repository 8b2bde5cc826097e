/// A small, fast, seeded random number generator (SplitMix64) whose sequence is the same on every machine.
///
/// Headless playtests hash the game state, so no random choice may come from the system. The
/// state is one `UInt64`; it is saved as 16 hexadecimal digits because JSON numbers past 2^53
/// do not survive every parser.
public struct SeededGenerator: RandomNumberGenerator, Sendable, Hashable, Codable {
    /// The generator's whole state; the next output is derived from it.
    public private(set) var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// An independent generator for another purpose (one per player), split off deterministically.
    public mutating func split() -> SeededGenerator {
        SeededGenerator(seed: next())
    }

    /// Reads a state written by `encode(to:)`: 16 hexadecimal digits.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard text.count == 16, let value = UInt64(text, radix: 16) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "a generator state is 16 hexadecimal digits, not '\(text.prefix(40))'")
        }
        state = value
    }

    /// Writes the state as 16 lower-case hexadecimal digits.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        let digits = String(state, radix: 16)
        try container.encode(String(repeating: "0", count: 16 - digits.count) + digits)
    }
}
