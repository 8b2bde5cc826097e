extension Match {
    /// An AI-against-AI match with both fleets placed and the battle begun: call `step()` until it is finished.
    ///
    /// For `--autoplay` and headless playtests; the same seed gives the same match on every machine.
    public static func autoplay(_ one: Difficulty, against two: Difficulty, rules: MatchRules = .classic, seed: UInt64) -> Match {
        var match = Match(players: PlayerPair(one: .ai(one), two: .ai(two)), rules: rules, seed: seed)
        // Both fleets are placed by the initializer, so beginning cannot fail.
        try? match.beginBattle()
        return match
    }

    /// Steps the AI until the match is finished, a person must move, or `maxShots` shots were fired.
    ///
    /// - Returns: the outcome if the match is finished.
    @discardableResult
    public mutating func playToEnd(maxShots: Int = 2 * Coordinate.cellCount) -> MatchOutcome? {
        var fired = 0
        while fired < maxShots, step() != nil { fired += 1 }
        return outcome
    }
}
