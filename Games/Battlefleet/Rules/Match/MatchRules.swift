/// The options a match is played under.
public struct MatchRules: Sendable, Hashable, Codable {
    /// The salvo variant: each turn a player fires as many shots as they have ships afloat.
    /// Off, each turn is one shot.
    public var salvo: Bool

    /// Creates rules; the default is the classic one shot per turn.
    public init(salvo: Bool = false) {
        self.salvo = salvo
    }

    /// One shot per turn.
    public static let classic = MatchRules(salvo: false)
}
