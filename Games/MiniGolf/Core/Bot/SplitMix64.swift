/// A small seeded random number generator (SplitMix64): the same seed gives the same numbers
/// on every machine, so the bot's wobble never breaks a playtest's state hash.
public struct SplitMix64: RandomNumberGenerator, Sendable, Hashable, Codable {
    /// The generator's whole state.
    public private(set) var state: UInt64

    /// A generator starting from a seed.
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

    /// A number in −1…1 built from the top 53 bits, the same everywhere.
    public mutating func nextSigned() -> Double {
        Double(next() >> 11) / Double(1 << 53) * 2 - 1
    }
}
