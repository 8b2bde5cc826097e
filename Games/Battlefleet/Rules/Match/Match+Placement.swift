extension Match {
    /// Puts (or moves) a ship of a person's fleet.
    ///
    /// - Throws: `PlacementError` when the match is past placement, the player is an AI, or
    ///   the ship would run off the grid or overlap another; the match is then unchanged.
    public mutating func place(_ placement: Placement, for player: PlayerID) throws(PlacementError) {
        try checkEditable(player)
        try boards[player].fleet.place(placement)
    }

    /// Moves a placed ship's bow to another cell (a drag's drop).
    ///
    /// - Throws: as `place(_:for:)`, or `.notPlaced`.
    public mutating func moveShip(_ ship: ShipClass, to origin: Coordinate, for player: PlayerID) throws(PlacementError) {
        try checkEditable(player)
        try boards[player].fleet.move(ship, to: origin)
    }

    /// Turns a placed ship a quarter about its bow; near an edge it slides back onto the grid.
    ///
    /// - Throws: as `place(_:for:)`, or `.notPlaced`; `.overlaps` when the turned ship would cover another.
    public mutating func rotateShip(_ ship: ShipClass, for player: PlayerID) throws(PlacementError) {
        try checkEditable(player)
        try boards[player].fleet.rotate(ship, nudgeOntoGrid: true)
    }

    /// Takes a ship back off the grid.
    ///
    /// - Throws: `.notInPlacement` or `.notHuman`.
    public mutating func removeShip(_ ship: ShipClass, for player: PlayerID) throws(PlacementError) {
        try checkEditable(player)
        boards[player].fleet.remove(ship)
    }

    /// Places every ship this person has not placed yet, at random, from the player's own generator.
    ///
    /// - Throws: `.notInPlacement` or `.notHuman`.
    public mutating func placeFleetRandomly(for player: PlayerID) throws(PlacementError) {
        try checkEditable(player)
        boards[player].fleet.placeMissingRandomly(using: &generators[player])
    }

    /// Clears a person's fleet and places all of it at random (a "shuffle" button).
    ///
    /// - Throws: `.notInPlacement` or `.notHuman`.
    public mutating func reshuffleFleet(for player: PlayerID) throws(PlacementError) {
        try checkEditable(player)
        boards[player].fleet = Fleet.random(using: &generators[player])
    }

    /// Ends placement: player one takes the first turn.
    ///
    /// - Throws: `.notInPlacement`, or `.fleetIncomplete` naming the first player whose fleet lacks ships.
    public mutating func beginBattle() throws(PlacementError) {
        guard phase == .placement else { throw .notInPlacement(phase) }
        for player in PlayerID.allCases where !boards[player].fleet.isComplete {
            throw .fleetIncomplete(player, missing: boards[player].fleet.missingShips)
        }
        phase = .battle
        beginTurn(of: .one)
    }

    private func checkEditable(_ player: PlayerID) throws(PlacementError) {
        guard phase == .placement else { throw .notInPlacement(phase) }
        guard !players[player].isAI else { throw .notHuman(player) }
    }
}
