import BattlefleetRules

/// Who player one plays against, chosen before a match (cycled by the Opponent button).
public enum Opponent: Sendable, Hashable, CaseIterable {
    /// The AI at a level.
    case ai(Difficulty)
    /// A second person on the same device.
    case human

    public static let allCases: [Opponent] = [.ai(.easy), .ai(.medium), .ai(.hard), .human]

    /// The next choice, wrapping around.
    var next: Opponent {
        let all = Opponent.allCases
        let index = all.firstIndex(of: self) ?? 0
        return all[(index + 1) % all.count]
    }

    /// "AI · medium" or "2 players".
    var title: String {
        switch self {
        case .ai(let level): "AI · \(level)"
        case .human: "2 players"
        }
    }

    /// Its name in the settings file: the AI's level, or `human`.
    var settingName: String {
        switch self {
        case .ai(let level): level.rawValue
        case .human: "human"
        }
    }

    /// The opponent a settings file names (`settingName`); nil for any other name.
    init?(settingName: String) {
        guard let found = Opponent.allCases.first(where: { $0.settingName == settingName }) else { return nil }
        self = found
    }

    /// The opponent a match was created with.
    init(_ kind: PlayerKind) {
        self = kind.difficulty.map(Opponent.ai) ?? .human
    }

    /// A new match against this opponent.
    func newMatch(salvo: Bool, seed: UInt64) -> Match {
        switch self {
        case .ai(let level): Match.againstAI(level, rules: MatchRules(salvo: salvo), seed: seed)
        case .human: Match.localTwoPlayer(rules: MatchRules(salvo: salvo), seed: seed)
        }
    }
}
