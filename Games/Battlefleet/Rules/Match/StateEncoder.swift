/// Appends fixed-width little-endian fields to a byte array: the building block of `Match.stateBytes()`.
struct StateEncoder {
    /// The bytes so far.
    private(set) var bytes: [UInt8] = []

    /// Appends one byte.
    mutating func append(_ value: UInt8) { bytes.append(value) }

    /// Appends a Boolean as 0 or 1.
    mutating func append(_ value: Bool) { bytes.append(value ? 1 : 0) }

    /// Appends an integer as eight bytes, least significant first (the same on every platform).
    mutating func append(_ value: Int) { append(UInt64(bitPattern: Int64(value))) }

    /// Appends a 64-bit unsigned integer, least significant byte first.
    mutating func append(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    /// Appends a cell as its row-major index, one byte (255 off the grid).
    mutating func append(_ cell: Coordinate) { bytes.append(cell.isOnGrid ? UInt8(cell.index) : 255) }

    /// Appends a player as 1 or 2.
    mutating func append(_ player: PlayerID) { bytes.append(player == .one ? 1 : 2) }

    /// Appends a shot result: 0 miss, 1 hit, 10 + ship ordinal for a sinking.
    mutating func append(_ result: ShotResult) {
        switch result {
        case .miss: bytes.append(0)
        case .hit: bytes.append(1)
        case .sunk(let ship): bytes.append(10 + UInt8(ship.ordinal))
        }
    }
}
