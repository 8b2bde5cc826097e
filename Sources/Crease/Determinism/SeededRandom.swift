/// The deterministic random number generator games must use: xoshiro256** seeded through
/// SplitMix64, so one seed gives the same sequence on every run and machine.
///
/// Draw through this type's own methods (`next()`, `double()`, `int(in:)`, `bool(probability:)`):
/// the standard library's `Int.random(in:using:)` consumes the generator in a way that may
/// change between Swift versions, which would break recorded playtest hashes.
public struct SeededRandom: RandomNumberGenerator, Sendable, Hashable, Codable, StateHashable {
    private var state: (UInt64, UInt64, UInt64, UInt64)

    /// Creates a generator from a seed; every seed, 0 included, gives a usable state.
    public init(seed: UInt64) {
        var mixer = seed
        func splitMix() -> UInt64 {
            defer { mixer &+= 0x9E37_79B9_7F4A_7C15 }
            return Self.scatter(mixer)
        }
        state = (splitMix(), splitMix(), splitMix(), splitMix())
    }

    /// One SplitMix64 step: 64 well-scattered bits drawn from `value` alone.
    ///
    /// For randomness that must follow from a number without a generator's state, such as a
    /// particle's look drawn from its index and the time, so a replay draws the same frames.
    public static func scatter(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        let result = rotateLeft(state.1 &* 5, 7) &* 9
        let shifted = state.1 << 17
        state.2 ^= state.0
        state.3 ^= state.1
        state.1 ^= state.2
        state.0 ^= state.3
        state.2 ^= shifted
        state.3 = rotateLeft(state.3, 45)
        return result
    }

    /// A double in 0..<1 with 53 random bits.
    public mutating func double() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }

    /// A double in `range` (its upper bound excluded unless the range is empty).
    public mutating func double(in range: Range<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * double()
    }

    /// A double in `range`, both bounds possible in principle.
    public mutating func double(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * double()
    }

    /// An integer in `range`, uniform (Lemire's multiply-and-reject, written out here so its
    /// consumption of bits is fixed).
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(bitPattern: Int64(range.upperBound) &- Int64(range.lowerBound)) &+ 1
        if span == 0 { return Int(truncatingIfNeeded: Int64(bitPattern: next())) }
        let threshold = (0 &- span) % span
        while true {
            let product = next().multipliedFullWidth(by: span)
            if product.low >= threshold {
                return Int(truncatingIfNeeded: Int64(range.lowerBound) &+ Int64(bitPattern: product.high))
            }
        }
    }

    /// An integer in `range`; an empty range gives its lower bound.
    public mutating func int(in range: Range<Int>) -> Int {
        guard range.upperBound > range.lowerBound else { return range.lowerBound }
        return int(in: range.lowerBound...(range.upperBound - 1))
    }

    /// An independent generator for another purpose (one per player), split off deterministically.
    public mutating func split() -> SeededRandom {
        SeededRandom(seed: next())
    }

    /// The four state words, for writing state bytes.
    public var stateWords: [UInt64] { [state.0, state.1, state.2, state.3] }

    /// Reads a state written by `encode(to:)`: four words of 16 hexadecimal digits (JSON
    /// numbers past 2^53 do not survive every parser).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let words = try container.decode([String].self)
        let values = words.compactMap { $0.count == 16 ? UInt64($0, radix: 16) : nil }
        guard values.count == 4, words.count == 4, values != [0, 0, 0, 0] else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "a generator state is four words of 16 hexadecimal digits, not all zero")
        }
        state = (values[0], values[1], values[2], values[3])
    }

    /// Writes the state as four words of 16 lower-case hexadecimal digits.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(stateWords.map { word in
            let digits = String(word, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        })
    }

    /// True with the given probability (0–1).
    public mutating func bool(probability: Double = 0.5) -> Bool {
        double() < probability
    }

    /// Feeds the generator's four state words, so a hash covers what the game will draw next.
    public func hashState(into hasher: inout StateHasher) {
        hasher.combine(state.0)
        hasher.combine(state.1)
        hasher.combine(state.2)
        hasher.combine(state.3)
    }

    /// Compares state words.
    public static func == (lhs: SeededRandom, rhs: SeededRandom) -> Bool {
        lhs.state == rhs.state
    }

    /// Hashes the state words (for `Set`s of generators in tests; not for reports).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(state.0)
        hasher.combine(state.1)
        hasher.combine(state.2)
        hasher.combine(state.3)
    }

    private func rotateLeft(_ value: UInt64, _ amount: UInt64) -> UInt64 {
        (value << amount) | (value >> (64 - amount))
    }
}
