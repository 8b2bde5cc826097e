import BattlefleetRules
import CreaseHUD

/// The game's state as it is read from outside (tests, tools), kept by the parts that own it:
/// the options (`MatchOptions`), the selections (`Selection`), the stations (`Stations`).
extension BattlefleetGame {
    /// The AI level or the second person a new match is played against.
    public internal(set) var opponent: Opponent {
        get { options.opponent }
        set { options.opponent = newValue }
    }

    /// True when a new match uses the salvo rules.
    public internal(set) var salvo: Bool {
        get { options.salvo }
        set { options.salvo = newValue }
    }

    /// The aiming cursors, one per shooter.
    public internal(set) var cursors: [PlayerID: Coordinate] {
        get { selection.cursors }
        set { selection.cursors = newValue }
    }

    /// The cells queued for a salvo, per shooter.
    public internal(set) var salvoQueue: [Coordinate] {
        get { selection.salvoQueue }
        set { selection.salvoQueue = newValue }
    }

    /// The ship selected for keyboard moves and turning, per placing player.
    public internal(set) var selectedShip: [PlayerID: ShipClass] {
        get { selection.selectedShip }
        set { selection.selectedShip = newValue }
    }

    /// People who pressed Ready.
    public internal(set) var ready: Set<PlayerID> {
        get { stations.ready }
        set { stations.ready = newValue }
    }

    /// The "pass the device" cover, when one is up.
    public internal(set) var handoff: PlayerID? {
        get { stations.handoff }
        set { stations.handoff = newValue }
    }

}
