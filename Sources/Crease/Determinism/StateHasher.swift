/// A stable 64-bit FNV-1a hash of a game's state, the same on every run and machine.
///
/// Swift's `Hasher` is seeded randomly per process, so it cannot be used for this. Values are
/// fed as explicit little-endian bytes; strings and arrays carry their length, so `"ab","c"`
/// and `"a","bc"` differ. Doubles are hashed by bit pattern with -0 folded into 0 and every
/// NaN into one, so equal states hash equally.
public struct StateHasher: Sendable, Hashable {
    private static let offsetBasis: UInt64 = 0xCBF2_9CE4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01B3

    /// The hash so far.
    public private(set) var value: UInt64 = StateHasher.offsetBasis

    /// True until a byte is fed. FNV-1a of nothing is its offset basis (`cbf29ce484222325`),
    /// which looks like any other digest, so a report asks this instead of trusting the value.
    public private(set) var isEmpty = true

    /// Creates a hasher with nothing fed.
    public init() {}

    /// Feeds one byte.
    public mutating func combine(byte: UInt8) {
        value = (value ^ UInt64(byte)) &* Self.prime
        isEmpty = false
    }

    /// Feeds bytes in order.
    public mutating func combine(bytes: some Sequence<UInt8>) {
        for byte in bytes { combine(byte: byte) }
    }

    /// Feeds an unsigned 64-bit integer, little-endian.
    public mutating func combine(_ number: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { combine(byte: UInt8(truncatingIfNeeded: number >> UInt64(shift))) }
    }

    /// Feeds an integer as 64 bits, so the result does not depend on the platform's `Int` size.
    public mutating func combine(_ number: Int) { combine(UInt64(bitPattern: Int64(number))) }

    /// Feeds a 32-bit integer as 64 bits.
    public mutating func combine(_ number: Int32) { combine(Int(number)) }

    /// Feeds a double by its bit pattern (-0 as 0, every NaN alike).
    public mutating func combine(_ number: Double) {
        if number.isNaN { combine(Double.nan.bitPattern) } else { combine((number == 0 ? 0 : number).bitPattern) }
    }

    /// Feeds a boolean as one byte.
    public mutating func combine(_ flag: Bool) { combine(byte: flag ? 1 : 0) }

    /// Feeds a string's UTF-8 bytes after its length.
    public mutating func combine(_ text: String) {
        combine(text.utf8.count)
        combine(bytes: text.utf8)
    }

    /// Feeds an optional: a marker byte, then the value if there is one.
    public mutating func combine<T: StateHashable>(_ optional: T?) {
        if let optional { combine(byte: 1); optional.hashState(into: &self) } else { combine(byte: 0) }
    }

    /// Feeds any `StateHashable` value.
    public mutating func combine<T: StateHashable>(_ value: T) { value.hashState(into: &self) }

    /// Feeds an array: its count, then each element.
    public mutating func combine<T: StateHashable>(_ values: [T]) {
        combine(values.count)
        for element in values { element.hashState(into: &self) }
    }

    /// The hash as 16 lowercase hex digits, the report's `stateHash`.
    public var hexDigest: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

/// A value that can feed itself into a `StateHasher` in a fixed, documented byte order.
public protocol StateHashable {
    /// Feeds the value's state into the hasher.
    func hashState(into hasher: inout StateHasher)
}

extension Int: StateHashable {
    /// Feeds the integer as 64 bits.
    public func hashState(into hasher: inout StateHasher) { hasher.combine(self) }
}

extension UInt64: StateHashable {
    /// Feeds the integer little-endian.
    public func hashState(into hasher: inout StateHasher) { hasher.combine(self) }
}

extension Double: StateHashable {
    /// Feeds the double by bit pattern.
    public func hashState(into hasher: inout StateHasher) { hasher.combine(self) }
}

extension Bool: StateHashable {
    /// Feeds one byte.
    public func hashState(into hasher: inout StateHasher) { hasher.combine(self) }
}

extension String: StateHashable {
    /// Feeds the length and the UTF-8 bytes.
    public func hashState(into hasher: inout StateHasher) { hasher.combine(self) }
}
