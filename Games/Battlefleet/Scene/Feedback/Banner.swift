import BattlefleetRules

/// What the status line says now, and for a shot the word called out over the board it
/// landed on ("Hit!", "Miss", or for a sinking "You sank their" over "Cruiser!").
///
/// Aged by the game's fixed steps. A message ("Battle stations!") is gone after
/// `messageLife`; a shot's line stays until something newer is said, so the last shot of
/// each side can be read at leisure. The result (the line's and the callout over the board)
/// shows once the shell lands.
struct Banner: Sendable, Hashable {
    /// Seconds a message (not a shot) stays up.
    static let messageLife = 2.0
    /// Seconds a hit's callout over the board shows after the shell lands.
    static let calloutLife = 1.2
    /// Seconds a miss's callout shows: the smaller news, gone before it hides the waters long.
    static let missCalloutLife = 0.7
    /// Seconds a sinking's callout shows: the bigger moment stays up longer.
    static let sunkCalloutLife = 1.8

    /// The status line: "You: E3 hit!".
    var text: String
    /// The same in a word or two, for the closed display's narrow column: "You: Hit!".
    var short: String
    /// For a shot, what the status line says while the shell is in the air: "You fire at E3".
    var inFlight: String?
    /// The same for the closed display's narrow column: "You fire" over "at E3".
    var inFlightShort: String?
    /// The word over the board, for a shot: "Hit!", "Miss", or the ship sunk ("Cruiser!").
    var callout: String?
    /// For a sinking, the smaller line over the ship's name: "You sank their".
    var calloutLead: String?
    /// The waters the shot landed in, for a shot.
    var waters: PlayerID?
    /// The cell the (last) shot landed on.
    var cell: Coordinate?
    /// True when the shot hit or sank.
    var isHit = false
    /// Seconds since it was said.
    var age: Double = 0

    /// True once the shot's shell has landed (always, for a message).
    var hasLanded: Bool { inFlight == nil || age >= Effect.flight }

    /// The status line now: the shot's result only once its shell has landed.
    var shownText: String { hasLanded ? text : inFlight ?? text }

    /// The narrow column's line now: the shot's result only once its shell has landed; before,
    /// the short name and the target ("Orange fires" over "at E3", "P2 fires" over "3 shots").
    var shownShort: String { hasLanded ? short : inFlightShort ?? inFlight ?? short }

    /// True while the status line should still show it.
    var isShowing: Bool { waters != nil || age <= Self.messageLife }

    /// How long the callout shows once the shell lands.
    var calloutLife: Double { calloutLead != nil ? Self.sunkCalloutLife : isHit ? Self.calloutLife : Self.missCalloutLife }

    /// 0 as the callout appears (the shell lands), 1 as it goes; nil before or after.
    var calloutProgress: Double? {
        guard callout != nil else { return nil }
        let shown = age - Effect.flight
        guard shown >= 0, shown < calloutLife else { return nil }
        return shown / calloutLife
    }
}
