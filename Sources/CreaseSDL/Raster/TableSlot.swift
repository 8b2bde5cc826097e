/// Where a key of 64-bit words starts its probe in an open-addressed table of `mask + 1`
/// slots (a power of two): the words mixed by multiply–xor, the slot taken from the high
/// bits. What the mesh-surface corner table and the shared-edge table both hash with.
enum TableSlot {
    private static let first: UInt64 = 0x9E37_79B9_7F4A_7C15
    private static let second: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let third: UInt64 = 0x1656_67B1_9E37_79F9

    /// The slot of a key of two words (a corner).
    @inline(__always)
    static func of(_ x: UInt64, _ y: UInt64, mask: Int) -> Int {
        slot(mixing(x, y), mask: mask)
    }

    /// The slot of a key of four words (an edge: two corners).
    @inline(__always)
    static func of(_ a: UInt64, _ b: UInt64, _ c: UInt64, _ d: UInt64, mask: Int) -> Int {
        let mixed = ((mixing(a, b) ^ c) &* third ^ d) &* first
        return slot(mixed, mask: mask)
    }

    @inline(__always)
    private static func mixing(_ x: UInt64, _ y: UInt64) -> UInt64 { (x &* first ^ y) &* second }

    @inline(__always)
    private static func slot(_ mixed: UInt64, mask: Int) -> Int { Int(truncatingIfNeeded: mixed >> 40) & mask }
}
