/// How a finished match ended: the winner, the length, and each player's shooting, for reports and the end screen.
public struct MatchOutcome: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Who won.
    public var winner: PlayerID
    /// Who played each side.
    public var players: PlayerPair<PlayerKind>
    /// Turns taken in all, both players counted.
    public var turns: Int
    /// Each player's statistics at the end (shots, hits, accuracy, ships lost, streaks, turns).
    public var statistics: PlayerPair<PlayerStatistics>

    /// Creates an outcome.
    public init(winner: PlayerID, players: PlayerPair<PlayerKind>, turns: Int, statistics: PlayerPair<PlayerStatistics>) {
        self.winner = winner
        self.players = players
        self.turns = turns
        self.statistics = statistics
    }

    /// Shots the winner needed to sink the whole enemy fleet.
    public var winningShots: Int { statistics[winner].shots }

    private enum CodingKeys: String, CodingKey { case winner, players, turns, winningShots, statistics }

    /// Reads an outcome; `winningShots` is derived and ignored.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(winner: try container.decode(PlayerID.self, forKey: .winner),
                  players: try container.decode(PlayerPair<PlayerKind>.self, forKey: .players),
                  turns: try container.decode(Int.self, forKey: .turns),
                  statistics: try container.decode(PlayerPair<PlayerStatistics>.self, forKey: .statistics))
    }

    /// Writes the outcome for a report, `winningShots` included.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(winner, forKey: .winner)
        try container.encode(players, forKey: .players)
        try container.encode(turns, forKey: .turns)
        try container.encode(winningShots, forKey: .winningShots)
        try container.encode(statistics, forKey: .statistics)
    }

    /// "player one (ai-hard) won in 48 shots over 95 turns; accuracy one 35%, two 27%".
    public var description: String {
        func percent(_ player: PlayerID) -> String { "\(Int((statistics[player].accuracy * 100).rounded()))%" }
        return "player \(winner) (\(players[winner])) won in \(winningShots) shots over \(turns) turns; "
            + "accuracy one \(percent(.one)), two \(percent(.two))"
    }
}

extension Match {
    /// The outcome, once the match is finished.
    public var outcome: MatchOutcome? {
        guard let winner else { return nil }
        return MatchOutcome(winner: winner, players: players, turns: turnNumber, statistics: statistics)
    }
}
