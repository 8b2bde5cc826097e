/// Multiply–xor hashing of 64-bit words, and where a key starts its probe in an open-addressed
/// table of `mask + 1` slots (a power of two): the words mixed in one at a time, the slot taken
/// from the high bits. What the mesh-surface corner table, the shared-edge table and the
/// coverage masks' keys all hash with.
enum TableSlot {
    static let first: UInt64 = 0x9E37_79B9_7F4A_7C15
    static let second: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    static let third: UInt64 = 0x1656_67B1_9E37_79F9

    /// `word` mixed into `state` with one of the multipliers.
    @inline(__always)
    static func mix(_ state: UInt64, _ word: UInt64, by multiplier: UInt64) -> UInt64 { (state ^ word) &* multiplier }

    /// `word` mixed into a running digest of many words: `mix`, then its high bits folded
    /// down. A product carries a difference only upward, so without the fold two words that
    /// differ in their top bit alone (±65,536 as a `Double`, the sign) leave the same state
    /// below it, and two such differences cancel: contours that differ only in the way they
    /// run got one key. With it, every difference reaches every later bit.
    @inline(__always)
    static func absorb(_ state: UInt64, _ word: UInt64, by multiplier: UInt64) -> UInt64 {
        let mixed = mix(state, word, by: multiplier)
        return mixed ^ (mixed >> 29)
    }

    /// The slot of a key of two words (a corner).
    @inline(__always)
    static func of(_ x: UInt64, _ y: UInt64, mask: Int) -> Int {
        slot(mix(mix(0, x, by: first), y, by: second), mask: mask)
    }

    /// The slot of a key of four words (an edge: two corners).
    @inline(__always)
    static func of(_ a: UInt64, _ b: UInt64, _ c: UInt64, _ d: UInt64, mask: Int) -> Int {
        slot(mix(mix(mix(mix(0, a, by: first), b, by: second), c, by: third), d, by: first), mask: mask)
    }

    @inline(__always)
    private static func slot(_ mixed: UInt64, mask: Int) -> Int { Int(truncatingIfNeeded: mixed >> 40) & mask }
}
