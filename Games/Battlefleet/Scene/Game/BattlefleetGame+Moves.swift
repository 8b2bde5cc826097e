import BattlefleetRules
import Crease
import CreaseHUD

/// Moves: what a player does, however it was asked for (a button, a key, a tap, the pad):
/// fire or queue a salvo shot, turn, move or shuffle ships, press Ready.
extension BattlefleetGame {
    /// The shooter the keyboard and the Fire button act for: the person whose turn it is, once
    /// the last shell has landed (the turn is shown to pass only then, see `shownTurn`).
    var activeShooter: PlayerID? {
        guard match.phase == .battle, !match.isAITurn, stations.handoff == nil, !stations.offeringResume,
              shellInFlight == nil else { return nil }
        return match.currentPlayer
    }

    /// True while `player` looks at their own waters on the outer display ("My fleet", or
    /// the AI's shot landing there): Fire waits until the enemy waters come back, so nothing
    /// is fired at unseen.
    func isCheckingFleet(_ player: PlayerID) -> Bool {
        layoutKind == .closed && fleetsShown.contains(player)
    }

    /// The players whose own waters the outer display shows: those who asked ("My fleet"),
    /// and the viewer while the AI's shot lands there (`showsIncomingShot`).
    var fleetsShown: Set<PlayerID> {
        showsIncomingShot ? stations.checkingFleet.union([viewer]) : stations.checkingFleet
    }

    /// True while the closed display, against the AI, shows the AI's shot landing in your
    /// waters: from when it fires until `incomingDwell` seconds after it lands. The display
    /// has room for one board, and the enemy waters would hide where the shot fell.
    var showsIncomingShot: Bool {
        guard layoutKind == .closed, !twoPeople, !autoplay, let banner = feedback.banner, banner.waters == viewer else { return false }
        return banner.age < Effect.flight + Self.incomingDwell
    }

    /// How long your waters stay on the closed display after the AI's shot lands, seconds.
    static let incomingDwell = 0.8

    /// The shooter Fire acts for now: the active shooter, unless the device waits to pass or
    /// they are looking at their own waters ("My fleet"); nil while Fire waits.
    var firingShooter: PlayerID? {
        guard let shooter = activeShooter, pacing.pendingHandoff == nil, !isCheckingFleet(shooter) else { return nil }
        return shooter
    }

    /// Fires (classic) or marks (salvo) at a shooter's cursor. In salvo, once the turn's
    /// shots are all marked, Fire (the button, Space, Return, the gamepad's A) fires them;
    /// a tap on the board there takes back the mark tapped (`tapped`).
    mutating func fireCursor(for shooter: PlayerID?, tapped: Bool = false) {
        guard !isPaused, let shooter, shooter == firingShooter, let target = selection.cursors[shooter] else {
            if !isPaused, tapped { explainWait() }
            return
        }
        guard !match.rules.salvo else {
            if salvoIsMarked, !(tapped && selection.salvoQueue.contains(target)) {
                if tapped {
                    showBanner("All \(match.shotsLeftInTurn) marked: Fire salvo, or unmark one", short: "Fire salvo")
                } else {
                    fireSalvo()
                }
                return
            }
            queueSalvo(target)
            return
        }
        guard let record = try? match.fire(at: target, as: shooter) else {
            showBanner("Already fired at \(target.label)", short: "\(target.label): tried")
            return
        }
        didFire([record])
    }

    /// A tap on the enemy waters while the other side plays fires nothing; the turn's line
    /// lights up to say why (`Feedback.waitCue`), and nothing the status line says is lost.
    mutating func explainWait() {
        guard match.phase == .battle, stations.handoff == nil, pacing.pendingHandoff == nil,
              match.currentPlayer != viewer || shellInFlight != nil else { return }
        feedback.waitCue = 0
    }

    /// True when the salvo's marks are all placed: Fire fires them.
    var salvoIsMarked: Bool {
        match.rules.salvo && !selection.salvoQueue.isEmpty && selection.salvoQueue.count >= match.shotsLeftInTurn
    }

    /// Fires the marked salvo.
    mutating func fireSalvo() {
        let shots = selection.salvoQueue
        selection.salvoQueue = []
        if let records = try? match.fireSalvo(at: shots) { didFire(records) }
    }

    /// Marks a salvo shot at `target`, or unmarks it when it is marked already (the Fire
    /// button says "Unmark C4" there first); the banner says which and how many are marked
    /// ("C4 marked · 2 of 5"). Once the turn's shots are all marked, Fire says "Fire salvo".
    mutating func queueSalvo(_ target: Coordinate) {
        let total = match.shotsLeftInTurn
        if let index = selection.salvoQueue.firstIndex(of: target) {
            selection.salvoQueue.remove(at: index)
            let count = selection.salvoQueue.count
            showBanner("\(target.label) unmarked · \(count) of \(total)", short: "\(target.label) off \(count)/\(total)")
            return
        }
        guard !match.chart(for: match.currentPlayer).mark(at: target).isTried else {
            showBanner("Already fired at \(target.label)", short: "\(target.label): tried")
            return
        }
        selection.salvoQueue.append(target)
        let count = selection.salvoQueue.count
        if count >= total {
            showBanner("\(target.label) marked: press Fire", short: "Press Fire")
        } else {
            showBanner("\(target.label) marked · \(count) of \(total)", short: "\(target.label) marked \(count)/\(total)")
        }
    }

    /// Turns the player's selected ship (the carrier when none is) where it lies, if there is room.
    mutating func rotateSelected(for player: PlayerID?) {
        guard !isPaused, let player, let ship = selection.selectedShip[player] ?? .some(.carrier) else { return }
        do {
            try match.rotateShip(ship, for: player)
            persistence.changed()
        } catch {
            showBanner("No room to turn the \(ship.displayName)", short: "No room")
        }
    }

    /// Places the player's fleet again at random.
    mutating func randomize(for player: PlayerID?) {
        guard !isPaused, let player, (try? match.reshuffleFleet(for: player)) != nil else { return }
        persistence.changed()
    }

    /// Moves the player's selected ship by whole cells, when it fits there.
    mutating func moveSelected(for player: PlayerID, columns: Int, rows: Int) {
        guard let ship = selection.selectedShip[player], let placement = match.boards[player].fleet.placement(of: ship) else { return }
        let origin = placement.origin.offset(columns: columns, rows: rows)
        if (try? match.moveShip(ship, to: origin, for: player)) != nil { persistence.changed() }
    }

    /// The player is done placing: the device passes to the next one to place, or the battle begins.
    mutating func pressReady(for player: PlayerID?) {
        guard !isPaused, let player, match.phase == .placement, !match.players[player].isAI else { return }
        stations.ready.insert(player)
        persistence.changed()
        if let next = placingPlayer {
            stations.handoff = next
            return
        }
        do {
            try match.beginBattle()
            if match.rules.salvo {
                showBanner("Salvo: a shot a turn for each ship you have afloat", short: "Salvo!")
            } else {
                showBanner("Battle stations!", short: "Battle!")
            }
            if twoPeople { stations.handoff = .one }
        } catch {
            showBanner("\(error)")
        }
    }
}
