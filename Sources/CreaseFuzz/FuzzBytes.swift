import Foundation

/// Reads fuzz bytes as values, front to back: the small deterministic decoder the targets that
/// build structures (draw lists, element trees) share. Past the end every read gives zero, so
/// any input decodes and a longer one only adds to a shorter one.
///
/// Numbers come from one byte, or two: a few bytes pick the extremes (NaN, the infinities,
/// ±1e300, the largest finite values, ±0) and the rest give ordinary values with a fraction,
/// so mutations land on edges as often as on the common case.
struct FuzzBytes {
    private let bytes: [UInt8]
    private var position = 0

    /// A reader over `data`.
    init(_ data: Data) {
        bytes = [UInt8](data)
    }

    /// True once every byte was read.
    var isAtEnd: Bool { position >= bytes.count }

    /// The next byte (0 past the end).
    mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// A whole number in `0..<count` (`count` above 0).
    mutating func index(_ count: Int) -> Int {
        Int(byte()) % max(1, count)
    }

    /// True or false.
    mutating func bool() -> Bool { byte() & 1 == 1 }

    /// One of `choices` (not empty).
    mutating func pick<Value>(_ choices: [Value]) -> Value {
        choices[index(choices.count)]
    }

    /// The values that break arithmetic: what a byte below `extremes.count` picks.
    static let extremes: [Double] = [.nan, .infinity, -.infinity, 1e300, -1e300, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
                                     0, -0.0, 1e-300, 2_147_483_648, -2_147_483_649, 1e15, -1e9, 65_536.5, .ulpOfOne]

    /// A coordinate: an extreme, or a value from about -40 to 200 with a fraction in 1/256.
    mutating func coordinate() -> Double {
        let first = byte()
        if Int(first) < Self.extremes.count { return Self.extremes[Int(first)] }
        return Double(Int(first) - Self.extremes.count - 40) + Double(byte()) / 256
    }

    /// A length (a radius, a width, a size): an extreme, or a value from 0 to 120 in steps of
    /// 1/512.
    mutating func length() -> Double {
        let first = byte()
        if Int(first) < Self.extremes.count { return Self.extremes[Int(first)] }
        return Double(Int(first) - Self.extremes.count) / 2 + Double(byte()) / 512
    }

    /// A fraction in 0…1, or (rarely) an extreme.
    mutating func fraction() -> Double {
        let first = byte()
        if first >= 250 { return Self.extremes[Int(first - 250)] }
        return Double(first) / 249
    }
}
