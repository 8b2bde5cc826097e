extension Match {
    /// How many shots a turn of this player gets: 1, or in salvo their ships afloat (never more than untried cells).
    public func shotsPerTurn(of player: PlayerID) -> Int {
        guard rules.salvo else { return 1 }
        let untried = Coordinate.cellCount - boards[player.opponent].shotsReceived
        return max(1, min(boards[player].shipsAfloat.count, untried))
    }

    /// The current player fires one shot at a cell of the opponent's grid.
    ///
    /// The turn passes when the current player has no shots left (at once in the classic
    /// rules, after the whole salvo in the salvo variant); sinking the last ship ends the match.
    ///
    /// - Parameter shooter: who means to fire; when given and it is not their turn, `.notYourTurn`.
    /// - Throws: `ShotError` (not in battle, off the grid, already fired at, not your turn);
    ///   the match is then unchanged.
    @discardableResult
    public mutating func fire(at target: Coordinate, as shooter: PlayerID? = nil) throws(ShotError) -> ShotRecord {
        guard phase == .battle else { throw .notInBattle(phase) }
        if let shooter, shooter != currentPlayer { throw .notYourTurn(currentPlayer) }
        let player = currentPlayer
        let opponent = player.opponent
        let result = try boards[opponent].receiveShot(at: target)
        let record = ShotRecord(shooter: player, target: target, turn: turnNumber, result: result)
        history.append(record)
        statistics[player].recordShot(result)
        plannedShots.removeAll { $0 == target }
        if case .sunk = result { statistics[opponent].shipsLost += 1 }
        if boards[opponent].isDefeated {
            phase = .finished(winner: player)
            shotsLeftInTurn = 0
            plannedShots = []
        } else {
            shotsLeftInTurn -= 1
            if shotsLeftInTurn <= 0 { beginTurn(of: opponent) }
        }
        return record
    }

    /// The current player fires a whole salvo at once (the salvo variant's way of playing).
    ///
    /// Every cell is checked before any is fired, so a bad salvo changes nothing. Fewer cells
    /// than allowed are fine: the turn continues until `shotsLeftInTurn` reaches zero.
    ///
    /// - Throws: `ShotError`, including `.tooManyShots` and `.repeatedInSalvo`.
    @discardableResult
    public mutating func fireSalvo(at targets: [Coordinate], as shooter: PlayerID? = nil) throws(ShotError) -> [ShotRecord] {
        guard phase == .battle else { throw .notInBattle(phase) }
        if let shooter, shooter != currentPlayer { throw .notYourTurn(currentPlayer) }
        guard targets.count <= shotsLeftInTurn else { throw .tooManyShots(allowed: shotsLeftInTurn, given: targets.count) }
        let opponentBoard = boards[currentPlayer.opponent]
        for (index, target) in targets.enumerated() {
            guard target.isOnGrid else { throw .offGrid(target) }
            guard !opponentBoard.wasFiredAt(target) else { throw .alreadyFired(target) }
            if targets[..<index].contains(target) { throw .repeatedInSalvo(target) }
        }
        var records: [ShotRecord] = []
        for target in targets where phase == .battle {
            records.append(try fire(at: target))
        }
        return records
    }

    /// Starts a player's turn: counts it and gives them their shots.
    mutating func beginTurn(of player: PlayerID) {
        currentPlayer = player
        turnNumber += 1
        statistics[player].turns += 1
        shotsLeftInTurn = shotsPerTurn(of: player)
        plannedShots = []
    }
}
