import BattlefleetRules

/// What a new match is played as: the opponent and the rules, chosen with the Opponent and
/// Rules buttons. A match under way keeps its own until Restart (or Play again).
struct MatchOptions: Sendable, Hashable {
    /// The AI level or the second person a new match is played against.
    var opponent: Opponent = .ai(.medium)
    /// True when a new match uses the salvo rules.
    var salvo = false

    /// The options a match was made with (a resumed save's).
    init(of match: Match) {
        opponent = Opponent(match.players.two)
        salvo = match.rules.salvo
    }

    /// The options of a game not set up yet: medium AI, classic rules.
    init() {}

    /// A new match with these options.
    func newMatch(seed: UInt64) -> Match {
        opponent.newMatch(salvo: salvo, seed: seed)
    }

    /// True when `match` was made with other options (they wait for Restart).
    func differ(from match: Match) -> Bool {
        Opponent(match.players.two) != opponent || match.rules.salvo != salvo
    }
}
