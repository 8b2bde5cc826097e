import Foundation

/// Writes values as `FuzzBytes` reads them, for seeds made in code: each call is the inverse
/// of the read of the same name, for ordinary values (those out of its range are clamped to
/// it, NaN and the infinities kept).
struct FuzzBytesWriter {
    /// The bytes written so far.
    private(set) var bytes: [UInt8] = []

    /// The bytes as `Data`.
    var data: Data { Data(bytes) }

    mutating func byte(_ value: UInt8) { bytes.append(value) }

    mutating func index(_ value: Int) { bytes.append(UInt8(clamping: value)) }

    mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    /// The byte `FuzzBytes.coordinate()` reads as this value (to 1/256).
    mutating func coordinate(_ value: Double) {
        if let extreme = Self.extreme(value) { return byte(extreme) }
        let offset = Double(FuzzBytes.extremes.count + 40)
        let clamped = min(max(value, -offset + Double(FuzzBytes.extremes.count)), 255 - offset + 0.996)
        let whole = clamped.rounded(.down)
        byte(UInt8(whole + offset))
        byte(UInt8(min(255, ((clamped - whole) * 256).rounded())))
    }

    /// The bytes `FuzzBytes.length()` reads as this value (to 1/512).
    mutating func length(_ value: Double) {
        if let extreme = Self.extreme(value) { return byte(extreme) }
        let halves = min(max(value, 0), Double(255 - FuzzBytes.extremes.count) / 2) * 2
        let whole = halves.rounded(.down)
        byte(UInt8(whole) + UInt8(FuzzBytes.extremes.count))
        byte(UInt8(min(255, ((halves - whole) * 256).rounded())))
    }

    /// The byte `FuzzBytes.fraction()` reads as this value (0…1, to 1/249).
    mutating func fraction(_ value: Double) {
        byte(UInt8((min(max(value.isNaN ? 0 : value, 0), 1) * 249).rounded()))
    }

    /// A text as raw UTF-8 (its first 47 bytes).
    mutating func text(_ value: String) {
        index(0)
        let raw = Array(value.utf8.prefix(47))
        index(raw.count)
        bytes.append(contentsOf: raw)
    }

    /// The byte of an extreme the reads give back exactly (NaN, the infinities), if it is one.
    private static func extreme(_ value: Double) -> UInt8? {
        if value.isNaN { return 0 }
        if value == .infinity { return 1 }
        if value == -.infinity { return 2 }
        return nil
    }
}
