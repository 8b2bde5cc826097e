extension Match {
    /// Plays one shot for the AI whose turn it is, or returns nil when it is not an AI's turn.
    ///
    /// One shot per call, so a scene's fixed-step update can pace the AI over frames, and an
    /// AI-against-AI match is `while let _ = match.step() {}`. In the salvo variant the AI
    /// chooses its whole salvo when its turn starts (before seeing any result, as the rules
    /// say) and each call fires the next cell of it.
    @discardableResult
    public mutating func step() -> ShotRecord? {
        guard isAITurn, let difficulty = players[currentPlayer].difficulty else { return nil }
        let player = currentPlayer
        let ai = FleetAI(difficulty: difficulty)
        if rules.salvo {
            if plannedShots.isEmpty {
                plannedShots = ai.chooseSalvo(count: shotsLeftInTurn, on: chart(for: player), using: &generators[player])
            }
            guard let target = plannedShots.first else { return nil }
            return try? fire(at: target)
        }
        guard let target = ai.chooseTarget(on: chart(for: player), using: &generators[player]) else { return nil }
        return try? fire(at: target)
    }

    /// Where an AI of some level would fire for the current player: a hint for a person.
    ///
    /// Draws from a copy of the player's generator, so asking changes nothing.
    public func suggestedTarget(_ difficulty: Difficulty = .hard) -> Coordinate? {
        guard phase == .battle else { return nil }
        var generator = generators[currentPlayer]
        return FleetAI(difficulty: difficulty).chooseTarget(on: chart(for: currentPlayer), excluding: [], using: &generator)
    }
}
