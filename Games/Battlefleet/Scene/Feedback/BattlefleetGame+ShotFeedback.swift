import BattlefleetRules
import CreaseGameSupport
import Crease
import CreaseHUD
import CreasePlaytest
import Foundation

/// What a shot says: the status line naming the shooter, the callout over the board, the banner,
/// the sounds and the pacing of the turn that follows.
extension BattlefleetGame {
    /// Effects, banner, turn changes after shots land. Each shot's result is told as its shell
    /// lands: its sound, callout and status line wait for the landing (see `Banner`). The
    /// status line tells `volley` (the AI's salvo so far, fired a shot at a time), or else
    /// `records`.
    mutating func didFire(_ records: [ShotRecord], volley: [ShotRecord]? = nil) {
        persistence.changed()
        cueSounds(for: records)
        for record in records {
            let waters = record.shooter.opponent
            // Each shooter's next turn starts with the cursor on its last shot (a salvo's last mark).
            selection.cursors[record.shooter] = record.target
            let delay = Effect.flight
            feedback.effects.append(Effect(waters: waters, cell: record.target, kind: .shell, shot: record))
            switch record.result {
            case .miss:
                feedback.effects.append(Effect(waters: waters, cell: record.target, kind: .splash, delay: delay, sound: Self.splashSound))
            case .hit:
                feedback.effects.append(Effect(waters: waters, cell: record.target, kind: .blast, delay: delay, sound: Self.hitSound))
            case .sunk(let ship):
                feedback.effects.append(Effect(waters: waters, cell: record.target, kind: .blast, delay: delay))
                if let placement = match.boards[waters].fleet.placement(of: ship) {
                    feedback.effects.append(Effect(waters: waters, cell: record.target, kind: .sinking(placement), delay: delay, sound: Self.sunkSound))
                }
            }
        }
        if let last = records.last {
            let told = volley ?? records
            feedback.banner = Banner(text: shotLine(for: told), short: shortShotLine(for: told),
                                     inFlight: flightLine(for: records), inFlightShort: shortFlightLine(for: records),
                                     callout: callout(for: records),
                                     calloutLead: calloutLead(for: records),
                            waters: last.shooter.opponent, cell: last.target, isHit: records.contains { $0.result.isHit })
        }
        if match.isFinished { countFinishedMatch() }
        // The last shot's line stays up on the end screen too (the result has its own line).
        if !match.isFinished, twoPeople, let last = records.last, match.currentPlayer != last.shooter {
            // The shooter sees the shot land before the device passes.
            let sank = records.contains { $0.result.sunkShip != nil }
            pacing.pendingHandoff = (match.currentPlayer, sank ? settings.pace.sinkingHandoffDelay : settings.pace.handoffDelay)
        }
    }

    /// The status line for a shot (or a salvo), naming the shooter: "You: E3 hit!",
    /// "Enemy: F10 miss", "Player 2: B4 sank the Cruiser".
    func shotLine(for records: [ShotRecord]) -> String {
        guard let last = records.last else { return "" }
        let shooter = name(of: last.shooter)
        let sunk = records.compactMap(\.result.sunkShip).last
        if records.count > 1 {
            let hits = records.filter(\.result.isHit).count
            let tally = "\(hits) of \(records.count) hit"
            return sunk.map { "\(shooter): \(tally), sank \(sunkOwner(last.shooter))\($0.displayName)" } ?? "\(shooter): \(tally)"
        }
        let cell = last.target.label
        switch last.result {
        case .miss: return "\(shooter): \(cell) miss"
        case .hit: return "\(shooter): \(cell) hit!"
        case .sunk(let ship): return "\(shooter): \(cell) sank \(sunkOwner(last.shooter))\(ship.displayName)"
        }
    }

    /// "your " when the AI sank the player's ship, "the " otherwise.
    func sunkOwner(_ shooter: PlayerID) -> String {
        !twoPeople && !autoplay && shooter == .two ? "your " : "the "
    }

    /// The status line while the shell is in the air: "You fire at E3", "Enemy fires at
    /// F10", "Player 2 fires 3 shots".
    func flightLine(for records: [ShotRecord]) -> String {
        guard let last = records.last else { return "" }
        let who = name(of: last.shooter)
        let target = records.count > 1 ? "\(records.count) shots" : "at \(last.target.label)"
        return "\(who) \(who == "You" ? "fire" : "fires") \(target)"
    }

    /// The same for the closed display's narrow column, a line each: "You fire" over "at E3",
    /// "P2 fires" over "3 shots"; a longer name on a line of its own ("Orange" over "fires E3").
    func shortFlightLine(for records: [ShotRecord]) -> String {
        guard let last = records.last else { return "" }
        let who = shortName(of: last.shooter)
        let volley = records.count > 1 ? "\(records.count) shots" : nil
        guard who.count <= 4 else { return "\(who)\n\(volley ?? "fires \(last.target.label)")" }
        return "\(who) \(who == "You" ? "fire" : "fires")\n\(volley ?? "at \(last.target.label)")"
    }

    /// A shooter's name in the narrow column: "You" and "AI", "P1" and "P2", or "Blue" and "Orange".
    func shortName(of shooter: PlayerID) -> String {
        switch (twoPeople, autoplay, shooter) {
        case (_, true, .one): "Blue"
        case (_, true, .two): "Orange"
        case (true, _, .one): "P1"
        case (true, _, .two): "P2"
        case (false, _, .one): "You"
        case (false, _, .two): "AI"
        }
    }

    /// The shot's line in a few words, for the closed display's narrow column, worded as the
    /// full line with a short name: "AI: C4 miss", "You: E3 hit!", a salvo "You hit 2/3" (no
    /// word left alone on a line); a sinking names the ship on a line of its own ("You sank"
    /// over "Cruiser", "You lost" over "Cruiser" when the AI sinks yours, "Orange:" over
    /// "Cruiser!").
    func shortShotLine(for records: [ShotRecord]) -> String {
        guard let last = records.last else { return "" }
        let shooter = shortName(of: last.shooter)
        if let sunk = records.compactMap(\.result.sunkShip).last {
            // The AI sinking the person's ship is a loss: "AI sank" would not say whose ship.
            if !twoPeople, !autoplay, last.shooter == .two { return "You lost\n\(sunk.displayName)" }
            // "Orange sank" would not fit the column's line: the longer names say the ship alone.
            return shooter.count <= 4 ? "\(shooter) sank\n\(sunk.displayName)" : "\(shooter):\n\(sunk.displayName)!"
        }
        if records.count > 1 {
            let hits = records.filter(\.result.isHit).count
            return "\(shooter) hit \(hits)/\(records.count)"
        }
        let cell = last.target.label
        return last.result.isHit ? "\(shooter): \(cell) hit!" : "\(shooter): \(cell) miss"
    }

    /// The word called out over the board: "Hit!", "Miss", or the ship sunk, "Cruiser!".
    func callout(for records: [ShotRecord]) -> String {
        if let ship = records.compactMap(\.result.sunkShip).last { return "\(ship.displayName)!" }
        return records.contains { $0.result.isHit } ? "Hit!" : "Miss"
    }

    /// For a sinking, the line over the ship's name: "You sank their" to the shooter at the
    /// device, "Blue sank Orange's" when the game plays itself.
    func calloutLead(for records: [ShotRecord]) -> String? {
        guard records.contains(where: { $0.result.sunkShip != nil }), let shooter = records.last?.shooter else { return nil }
        if autoplay { return "\(name(of: shooter)) sank \(name(of: shooter.opponent))'s" }
        return shooter == viewer || twoPeople ? "You sank their" : "\(name(of: shooter)) sank your"
    }

    mutating func showBanner(_ text: String, short: String? = nil) { feedback.banner = Banner(text: text, short: short ?? text) }

    /// Full turns begun: one for each shot the first player has had, counting the other's
    /// answer with it ("Turn 11" after ten shots each), unlike the rules' `turnNumber`,
    /// which counts every player's turn.
    var fullTurns: Int { Swift.max(match.statistics.one.turns, match.statistics.two.turns) }
}

extension ShotResult {
    /// The ship this shot sank, if it sank one.
    fileprivate var sunkShip: ShipClass? {
        if case .sunk(let ship) = self { return ship }
        return nil
    }
}
