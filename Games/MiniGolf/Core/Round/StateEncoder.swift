import Crease

/// Writes values as little-endian bytes, so a state hash is the same on every machine.
struct StateEncoder {
    private(set) var bytes: [UInt8] = []

    mutating func append(_ value: Int) { append(UInt64(bitPattern: Int64(value))) }
    mutating func append(_ value: Double) { append(value.bitPattern) }
    mutating func append(_ value: Bool) { bytes.append(value ? 1 : 0) }
    mutating func append(_ value: Point) { append(value.x); append(value.y) }
    mutating func append(_ value: String) {
        let utf8 = Array(value.utf8)
        append(utf8.count)
        bytes.append(contentsOf: utf8)
    }
    mutating func append(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    /// The 64-bit FNV-1a hash of some bytes.
    static func fnv1a(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
