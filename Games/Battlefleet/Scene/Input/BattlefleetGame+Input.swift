import BattlefleetRules
import Crease
import CreaseHUD

/// Input: the HUD's buttons, boards by touch, the keyboard and the gamepad.
extension BattlefleetGame {
    public mutating func handle(_ event: InputEvent) -> Bool {
        if hud.handle(event) { return true }
        switch event {
        case .pointer(let pointer): return handlePointer(pointer)
        case .key(let key) where key.isDown: return handleKey(key.key, isRepeat: key.isRepeat)
        case .gamepadButton(let button, let isDown, let controller) where isDown:
            return handleGamepad(button, controller: controller)
        case .gamepadAxis(let axis, let value, _): return handleAxis(axis, value: value)
        case .windowFocus(false):
            pointers = [:]
            return false
        default: return false
        }
    }

    // MARK: HUD actions

    mutating func perform(_ action: HUDAction) {
        guard case .tapped(let id) = action else { return }
        let parts = id.split(separator: ".")
        let name = parts.first.map(String.init) ?? id
        let player = parts.count > 1 ? PlayerID(rawValue: String(parts[1])) : nil
        switch name {
        case "fire": fireCursor(for: player ?? activeShooter)
        case "rotate": rotateSelected(for: player ?? placingPlayer)
        case "random": randomize(for: player ?? placingPlayer)
        case "ready": pressReady(for: player ?? placingPlayer)
        case "menu": isPaused = true
        case "resume": isPaused = false
        case "restart", "playAgain": if !autoplay { startNewMatch() }
        case "opponent":
            opponent = opponent.next
            applyOrAnnounceOptions("Opponent: \(opponent.title)")
        case "rules":
            salvo.toggle()
            applyOrAnnounceOptions(salvo ? "Rules: salvo" : "Rules: classic")
        case "fleet":
            if let player { checkingFleet.formSymmetricDifference([player]) }
        case "handoff": handoff = nil
        default: break
        }
    }

    /// A changed option applies at once while ships are being placed (a new match, as
    /// nothing has been fired yet); mid-match it waits for Restart, and the banner and the
    /// pause menu's note say so instead of letting the tap seem to do nothing.
    mutating func applyOrAnnounceOptions(_ choice: String) {
        guard !autoplay else { return }
        if match.phase == .placement {
            let keepPaused = isPaused
            startNewMatch()
            isPaused = keepPaused
            showBanner(choice, short: "New match")
        } else if optionsWaitForRestart {
            showBanner(match.isFinished ? "\(choice) from Play again" : "\(choice) takes effect on Restart", short: "On Restart")
        } else {
            showBanner(choice, short: "As before")
        }
    }

    /// The shooter the keyboard and the Fire button act for: the person whose turn it is.
    var activeShooter: PlayerID? {
        guard match.phase == .battle, !match.isAITurn, handoff == nil || layoutKind == .faceToFace else { return nil }
        return match.currentPlayer
    }

    // MARK: Moves

    /// Fires (classic) or queues (salvo) at a shooter's cursor.
    mutating func fireCursor(for shooter: PlayerID?) {
        guard !isPaused, let shooter, shooter == activeShooter, pendingHandoff == nil,
              let target = cursors[shooter] else { return }
        guard !match.rules.salvo else {
            queueSalvo(target)
            return
        }
        guard let record = try? match.fire(at: target, as: shooter) else {
            showBanner("\(target.label) was fired at already", short: "\(target.label): tried")
            return
        }
        didFire([record])
    }

    mutating func queueSalvo(_ target: Coordinate) {
        if let index = salvoQueue.firstIndex(of: target) {
            salvoQueue.remove(at: index)
            return
        }
        guard !match.chart(for: match.currentPlayer).mark(at: target).isTried else {
            showBanner("\(target.label) was fired at already", short: "\(target.label): tried")
            return
        }
        salvoQueue.append(target)
        guard salvoQueue.count >= match.shotsLeftInTurn else { return }
        let shots = salvoQueue
        salvoQueue = []
        if let records = try? match.fireSalvo(at: shots) { didFire(records) }
    }

    mutating func moveCursor(for shooter: PlayerID, columns: Int, rows: Int) {
        let cursor = cursors[shooter] ?? Coordinate(column: 0, row: 0)
        let last = Coordinate.gridSize - 1
        cursors[shooter] = Coordinate(column: (cursor.column + columns).clamped(to: 0...last),
                                      row: (cursor.row + rows).clamped(to: 0...last))
    }

    mutating func rotateSelected(for player: PlayerID?) {
        guard !isPaused, let player, let ship = selectedShip[player] ?? .some(.carrier) else { return }
        do {
            try match.rotateShip(ship, for: player)
            saving.changed()
        } catch {
            showBanner("No room to turn the \(ship.displayName)", short: "No room")
        }
    }

    mutating func randomize(for player: PlayerID?) {
        guard !isPaused, let player, (try? match.reshuffleFleet(for: player)) != nil else { return }
        saving.changed()
    }

    mutating func moveSelected(for player: PlayerID, columns: Int, rows: Int) {
        guard let ship = selectedShip[player], let placement = match.boards[player].fleet.placement(of: ship) else { return }
        let origin = placement.origin.offset(columns: columns, rows: rows)
        if (try? match.moveShip(ship, to: origin, for: player)) != nil { saving.changed() }
    }

    mutating func selectNextShip(for player: PlayerID) {
        let all = ShipClass.classicFleet
        let index = selectedShip[player].flatMap { all.firstIndex(of: $0) } ?? -1
        selectedShip[player] = all[(index + 1) % all.count]
    }

    mutating func pressReady(for player: PlayerID?) {
        guard !isPaused, let player, match.phase == .placement, !match.players[player].isAI else { return }
        ready.insert(player)
        saving.changed()
        if let next = placingPlayer {
            if layoutKind != .faceToFace { handoff = next }
            return
        }
        do {
            try match.beginBattle()
            showBanner("Battle stations!", short: "Battle!")
            if twoPeople, layoutKind != .faceToFace { handoff = .one }
        } catch {
            showBanner("\(error)")
        }
    }

    // MARK: Keyboard and gamepad

    mutating func handleKey(_ key: String, isRepeat: Bool) -> Bool {
        if key == "Escape" {
            isPaused.toggle()
            return true
        }
        guard !isPaused else { return false }
        let arrows: [String: (Int, Int)] = ["Left": (-1, 0), "Right": (1, 0), "Up": (0, -1), "Down": (0, 1)]
        if let (columns, rows) = arrows[key] { return moveWithArrows(columns: columns, rows: rows) }
        if case .handoff = screen, key == "Space" || key == "Return" {
            if !isRepeat { handoff = nil }
            return true
        }
        switch (match.phase, key) {
        case (.battle, "Space"), (.battle, "Return"):
            if !isRepeat { fireCursor(for: activeShooter) }
            return true
        case (.placement, "R"): rotateSelected(for: placingPlayer)
        case (.placement, "X"): randomize(for: placingPlayer)
        case (.placement, "Space"): if let player = placingPlayer { selectNextShip(for: player) }
        case (.placement, "Return"): if !isRepeat { pressReady(for: placingPlayer) }
        case (.finished, "Return"): if !isRepeat, !autoplay { startNewMatch() }
        default: return false
        }
        return true
    }

    mutating func moveWithArrows(columns: Int, rows: Int) -> Bool {
        switch match.phase {
        case .battle:
            guard let shooter = activeShooter else { return false }
            // The far player's board is turned, so their arrows move the other way on screen.
            let flip = layoutKind == .faceToFace && shooter == .two ? -1 : 1
            moveCursor(for: shooter, columns: columns * flip, rows: rows * flip)
        case .placement:
            guard let player = placingPlayer else { return false }
            moveSelected(for: player, columns: columns, rows: rows)
        case .finished: return false
        }
        return true
    }

    mutating func handleGamepad(_ button: GamepadButton, controller: Int) -> Bool {
        switch button {
        case .start: isPaused.toggle(); return true
        case .dpadLeft: return moveWithArrows(columns: -1, rows: 0)
        case .dpadRight: return moveWithArrows(columns: 1, rows: 0)
        case .dpadUp: return moveWithArrows(columns: 0, rows: -1)
        case .dpadDown: return moveWithArrows(columns: 0, rows: 1)
        default: break
        }
        guard !isPaused else { return false }
        if case .handoff = screen, button == .a {
            handoff = nil
            return true
        }
        switch (match.phase, button) {
        case (.battle, .a): fireCursor(for: activeShooter)
        case (.placement, .a): pressReady(for: placingPlayer)
        case (.placement, .b): if let player = placingPlayer { selectNextShip(for: player) }
        case (.placement, .y): rotateSelected(for: placingPlayer)
        case (.placement, .x): randomize(for: placingPlayer)
        case (.finished, .a): if !autoplay { startNewMatch() }
        default: return false
        }
        return true
    }

    /// The left stick steps the cursor once each time it is pushed past halfway.
    mutating func handleAxis(_ axis: GamepadAxis, value: Double) -> Bool {
        guard axis == .leftX || axis == .leftY else { return false }
        let direction = value > 0.6 ? 1 : value < -0.6 ? -1 : 0
        guard direction != axisLatch[axis] else { return direction != 0 }
        axisLatch[axis] = direction
        guard direction != 0 else { return false }
        return axis == .leftX ? moveWithArrows(columns: direction, rows: 0) : moveWithArrows(columns: 0, rows: direction)
    }
}
