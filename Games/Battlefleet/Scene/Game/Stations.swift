import BattlefleetRules

/// The people at the device: who has pressed Ready, whose "pass the device" cover is up, and
/// who is looking at their own fleet instead of the waters they aim at (outer display).
struct Stations: Sendable, Hashable {
    /// People who pressed Ready.
    var ready: Set<PlayerID> = []
    /// The "pass the device" cover, when one is up: the player it waits for.
    var handoff: PlayerID?
    /// Players looking at their own fleet instead of the waters they aim at (outer display).
    var checkingFleet: Set<PlayerID> = []
    /// True once Restart (or New game over a saved match) was tapped in a match under way: a
    /// second tap ends it.
    var confirmingRestart = false
    /// True while the start offers a saved match: Continue or New game.
    var offeringResume = false
}
