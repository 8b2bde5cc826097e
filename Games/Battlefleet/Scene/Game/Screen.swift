import BattlefleetRules

/// What the scene shows, apart from the pause menu drawn over it.
public enum Screen: Sendable, Hashable {
    /// Ships being placed.
    case placement
    /// Shots being fired.
    case battle
    /// A "pass the device" cover between two people's turns, naming who plays next.
    case handoff(PlayerID)
    /// The match is over: statistics and play again.
    case finished
    /// At start, a saved match: Continue it or begin a new game (no board shows).
    case resume
}
