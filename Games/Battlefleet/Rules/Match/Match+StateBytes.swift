import Crease

extension Match {
    /// The match's whole state as bytes that are the same on every machine and run: hash these.
    ///
    /// A hand-written, versioned layout (fixed-width little-endian fields in a fixed order, no
    /// dictionaries, no floating point), so no encoder's key order or number formatting can
    /// change a playtest's hash. Two matches have equal bytes exactly when they are equal.
    public func stateBytes() -> [UInt8] {
        var out = StateBytes()
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
            for word in generators[player].stateWords { out.append(word) }
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
    public var stateDigest: String { StateBytes.digest(of: stateBytes()).hexDigest }
}

extension StateBytes {
    /// Appends a cell as its row-major index, one byte (255 off the grid).
    mutating func append(_ cell: Coordinate) { append(cell.isOnGrid ? UInt8(cell.index) : 255) }

    /// Appends a player as 1 or 2.
    mutating func append(_ player: PlayerID) { append(player == .one ? UInt8(1) : UInt8(2)) }

    /// Appends a shot result: 0 miss, 1 hit, 10 + ship ordinal for a sinking.
    mutating func append(_ result: ShotResult) {
        switch result {
        case .miss: append(UInt8(0))
        case .hit: append(UInt8(1))
        case .sunk(let ship): append(10 + UInt8(ship.ordinal))
        }
    }
}
