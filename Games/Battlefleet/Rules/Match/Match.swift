import Crease
/// A whole game of Battlefleet between two players, from placement to victory.
///
/// A value: copy it to look ahead, save it, hash it. Every change goes through a method that
/// checks the rules and throws a typed error (never crashes) when a move is illegal. The match
/// owns one seeded generator per player, so random placement and the AI's choices depend only
/// on the seed and the moves made.
///
/// A scene's life cycle:
/// ```swift
/// var match = Match(players: PlayerPair(one: .human, two: .ai(.medium)), seed: 42)
/// try match.place(Placement(ship: .carrier, origin: Coordinate(column: 0, row: 0), orientation: .horizontal), for: .one)
/// match.placeFleetRandomly(for: .one)         // or drag/rotate each ship
/// try match.beginBattle()
/// let shot = try match.fire(at: Coordinate(column: 4, row: 5))   // the person's turn
/// while let shot = match.step() { … }        // the AI's turn, one shot per call
/// ```
public struct Match: Sendable, Hashable {
    /// The options the match is played under.
    public let rules: MatchRules
    /// Who plays each side.
    public let players: PlayerPair<PlayerKind>
    /// The seed the match was created with (reported; the generators carry the live state).
    public let seed: UInt64
    /// Each player's own waters: their fleet and the shots received.
    public internal(set) var boards: PlayerPair<Board>
    /// Each player's statistics so far.
    public internal(set) var statistics: PlayerPair<PlayerStatistics>
    /// Where the match stands.
    public internal(set) var phase: Phase = .placement
    /// Whose turn it is (player one during placement).
    public internal(set) var currentPlayer: PlayerID = .one
    /// Turns begun so far, counting both players (0 during placement).
    public internal(set) var turnNumber: Int = 0
    /// Shots the current player may still fire this turn.
    public internal(set) var shotsLeftInTurn: Int = 0
    /// Every shot fired, in order.
    public internal(set) var history: [ShotRecord] = []
    /// Cells an AI chose for its salvo this turn and has not fired yet.
    public internal(set) var plannedShots: [Coordinate] = []
    /// Each player's random generator (placement and, for the AI, targeting).
    var generators: PlayerPair<SeededRandom>

    /// A new match in the placement phase; AI fleets are placed at once, at random.
    ///
    /// - Parameters:
    ///   - players: who plays each side; two `.human`s make local two-player mode.
    ///   - rules: classic or salvo.
    ///   - seed: fixes every random choice of the match.
    public init(players: PlayerPair<PlayerKind>, rules: MatchRules = .classic, seed: UInt64) {
        self.rules = rules
        self.players = players
        self.seed = seed
        var root = SeededRandom(seed: seed)
        generators = PlayerPair(one: root.split(), two: root.split())
        boards = PlayerPair(both: Board())
        statistics = PlayerPair(both: PlayerStatistics())
        for player in PlayerID.allCases where players[player].isAI {
            boards[player].fleet = Fleet.random(using: &generators[player])
        }
    }

    /// A person (player one) against the AI (player two).
    public static func againstAI(_ difficulty: Difficulty, rules: MatchRules = .classic, seed: UInt64) -> Match {
        Match(players: PlayerPair(one: .human, two: .ai(difficulty)), rules: rules, seed: seed)
    }

    /// Two people taking turns on one device, passing it between turns.
    public static func localTwoPlayer(rules: MatchRules = .classic, seed: UInt64) -> Match {
        Match(players: PlayerPair(both: .human), rules: rules, seed: seed)
    }

    /// The winner, once the match is finished.
    public var winner: PlayerID? {
        if case .finished(let winner) = phase { winner } else { nil }
    }

    /// Whether the match is over.
    public var isFinished: Bool { winner != nil }

    /// Whether the current player is the AI and the battle is on: time to call `step()`.
    public var isAITurn: Bool { phase == .battle && players[currentPlayer].isAI }

    /// What `shooter` knows of the opponent's waters.
    public func chart(for shooter: PlayerID) -> Chart { boards[shooter.opponent].chart }
}
