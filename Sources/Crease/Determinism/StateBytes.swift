/// A game state written as fixed-width little-endian fields, the same on every machine: what a
/// game hashes for a playtest report's `stateHash`, and compares in its tests.
///
/// Games extend it with `append` overloads for their own types (a grid cell, a ball) built
/// from these. Doubles are written by bit pattern with -0 folded into 0, so equal states give
/// equal bytes.
public struct StateBytes: Sendable, Hashable {
    /// The bytes so far.
    public private(set) var bytes: [UInt8] = []

    /// Creates an empty writer.
    public init() {}

    /// Appends one byte.
    public mutating func append(_ value: UInt8) { bytes.append(value) }

    /// Appends a Boolean as 0 or 1.
    public mutating func append(_ value: Bool) { bytes.append(value ? 1 : 0) }

    /// Appends an integer as eight bytes, so the layout does not depend on the platform's `Int`.
    public mutating func append(_ value: Int) { append(UInt64(bitPattern: Int64(value))) }

    /// Appends a 64-bit unsigned integer, least significant byte first.
    public mutating func append(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    /// Appends a double by its bit pattern (-0 as 0).
    public mutating func append(_ value: Double) { append((value == 0 ? 0 : value).bitPattern) }

    /// Appends a string's UTF-8 length, then its bytes.
    public mutating func append(_ value: String) {
        append(value.utf8.count)
        bytes.append(contentsOf: value.utf8)
    }

    /// A hasher fed with some state bytes: `.hexDigest` for reports, `.value` for comparisons.
    public static func digest(of bytes: [UInt8]) -> StateHasher {
        var hasher = StateHasher()
        hasher.combine(bytes: bytes)
        return hasher
    }
}
