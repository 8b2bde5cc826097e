import BattlefleetRules

/// The pace of the turns, on the game's fixed steps: the AI's thinking time before each
/// shot, the pause before the device passes after a shot lands,
/// and the time since the match ended.
struct TurnPacing: Sendable {
    /// Seconds the AI has been thinking about its shot.
    private(set) var aiTimer: Double = 0
    /// Seconds since the match ended.
    private(set) var endTimer: Double = 0
    /// The player the device passes to once the last shot has landed and been read, and the
    /// seconds left until then.
    var pendingHandoff: (player: PlayerID, delay: Double)?

    /// One step of the AI's turn: true once it has thought for `delay` seconds.
    mutating func aiThinks(for step: Double, delay: Double) -> Bool {
        aiTimer += step
        return aiTimer >= delay
    }

    /// The AI's shots so far in its turn (a salvo is fired one shot at a time), so the status
    /// line tells the whole volley ("Enemy: 1 of 3 hit"), not only its last shot.
    private(set) var aiVolley: [ShotRecord] = []

    /// The AI shot `record` and its turn goes on (`turnGoesOn`, a salvo) or not: its next shot
    /// is thought about from the start. Returns the volley so far, this shot last.
    mutating func aiFired(_ record: ShotRecord, turnGoesOn: Bool) -> [ShotRecord] {
        aiTimer = 0
        let volley = aiVolley.last?.shooter == record.shooter ? aiVolley + [record] : [record]
        aiVolley = turnGoesOn ? volley : []
        return volley
    }

    /// Not the AI's turn: it has nothing to think about.
    mutating func aiWaits() { aiTimer = 0 }

    /// One step of a finished match.
    mutating func matchEnded(for step: Double) { endTimer += step }

    /// True once the finished match has shown for `seconds`.
    func hasShownEnd(for seconds: Double) -> Bool { endTimer >= seconds }

    /// Counts down the pause before the device passes; returns the player it passes to when
    /// the pause is over.
    mutating func advanceHandoff(by step: Double) -> PlayerID? {
        guard var pending = pendingHandoff else { return nil }
        pending.delay -= step
        guard pending.delay <= 0 else {
            pendingHandoff = pending
            return nil
        }
        pendingHandoff = nil
        return pending.player
    }

    /// A new match: nothing pending, the end not reached.
    mutating func restart() {
        pendingHandoff = nil
        endTimer = 0
    }
}
