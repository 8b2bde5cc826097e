extension Match {
    /// The match's whole state as bytes that are the same on every machine and run: hash these.
    ///
    /// A hand-written, versioned layout (fixed-width little-endian fields in a fixed order, no
    /// dictionaries, no floating point), so no encoder's key order or number formatting can
    /// change a playtest's hash. Two matches have equal bytes exactly when they are equal.
    public func stateBytes() -> [UInt8] {
        var out = StateEncoder()
        out.append(Array("BFST".utf8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) })
        out.append(UInt8(1))  // layout version
        out.append(rules.salvo)
        out.append(seed)
        for player in PlayerID.allCases {
            switch players[player] {
            case .human: out.append(UInt8(0))
            case .ai(let level): out.append(UInt8(1 + (Difficulty.allCases.firstIndex(of: level) ?? 0)))
            }
        }
        switch phase {
        case .placement: out.append(UInt8(0))
        case .battle: out.append(UInt8(1))
        case .finished(let winner): out.append(UInt8(2)); out.append(winner)
        }
        out.append(currentPlayer)
        out.append(turnNumber)
        out.append(shotsLeftInTurn)
        for player in PlayerID.allCases {
            let board = boards[player]
            out.append(board.fleet.placements.count)
            for placement in board.fleet.placements {
                out.append(UInt8(placement.ship.ordinal))
                out.append(placement.origin)
                out.append(placement.orientation == .horizontal ? UInt8(0) : UInt8(1))
            }
            for cell in Coordinate.all { out.append(board.wasFiredAt(cell)) }
            let stats = statistics[player]
            for value in [stats.shots, stats.hits, stats.shipsSunk, stats.shipsLost,
                          stats.longestHitStreak, stats.currentHitStreak, stats.turns] {
                out.append(value)
            }
            out.append(generators[player].state)
        }
        out.append(plannedShots.count)
        for cell in plannedShots { out.append(cell) }
        out.append(history.count)
        for shot in history {
            out.append(shot.shooter)
            out.append(shot.target)
            out.append(shot.turn)
            out.append(shot.result)
        }
        return out.bytes
    }

    /// A 64-bit FNV-1a hash of `stateBytes()`, as 16 hexadecimal digits: short enough for a report line.
    public var stateDigest: String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in stateBytes() {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
