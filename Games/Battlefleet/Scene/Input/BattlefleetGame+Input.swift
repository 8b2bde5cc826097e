import BattlefleetRules
import Crease
import CreaseHUD

/// Input: the HUD's buttons, boards by touch, the keyboard and the gamepad.
extension BattlefleetGame {
    public mutating func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .pointer(let pointer): return handlePointer(pointer)
        case .key(let key) where key.isDown: return handleKey(key.key, isRepeat: key.isRepeat)
        case .gamepadButton(let button, let isDown, let controller) where isDown:
            return handleGamepad(button, controller: controller)
        case .gamepadAxis(let axis, let value, _): return handleAxis(axis, value: value)
        case .windowFocus(false):
            input.pointers = [:]
            return false
        default: return false
        }
    }

    // MARK: HUD actions

    public mutating func hudDidAct(_ action: HUDAction) {
        guard case .tapped(let id) = action else { return }
        // A player's button ("fleet.one") acts for that player; the others for whoever plays.
        let (button, player) = ElementID(rawValue: id).parts
        switch button {
        case .fire: fireCursor(for: player ?? activeShooter)
        case .rotate: rotateSelected(for: player ?? placingPlayer)
        case .random: randomize(for: player ?? placingPlayer)
        case .ready: pressReady(for: player ?? placingPlayer)
        case .menu: isPaused = true
        case .resume: isPaused = false
        case .restart: restartAsked()
        case .playAgain: if !autoplay, endTakesTaps { startNewMatch() }
        case .sound: toggleSound()
        case .pace: togglePace()
        case .opponent:
            options.opponent = options.opponent.next
            keepOptions()
            applyOrAnnounceOptions("Opponent: \(options.opponent.title)")
        case .rules:
            options.salvo.toggle()
            keepOptions()
            applyOrAnnounceOptions(options.salvo ? "Rules: salvo" : "Rules: classic")
        case .fleet:
            if showsIncomingShot, !stations.checkingFleet.contains(viewer) {
                // "Targets" over the AI's shot: the enemy waters come back once it has landed.
                if feedback.banner?.hasLanded == true { feedback.banner?.age = Effect.flight + Self.incomingDwell }
            } else if let player {
                stations.checkingFleet.formSymmetricDifference([player])
            }
        case .handoff: stations.handoff = nil
        case .continueMatch: continueSavedMatch()
        // A saved match with shots fired is given up only on a second tap, as Restart asks.
        case .newGame: if stations.offeringResume { restartAsked() }
        default: break
        }
    }

    /// Restart (and New game over a saved match) ends a match under way only when tapped
    /// twice: the first tap asks (the button and the note say so); a match with no shot fired
    /// restarts at once.
    mutating func restartAsked() {
        guard !autoplay else { return }
        if match.history.isEmpty || match.isFinished || stations.confirmingRestart {
            startNewMatch()
        } else {
            stations.confirmingRestart = true
        }
    }

    /// A changed option applies at once while ships are being placed (a new match, as
    /// nothing has been fired yet, with the ships kept where they were put); mid-match it
    /// waits for Restart, and the banner and the pause menu's note say so instead of letting
    /// the tap seem to do nothing.
    mutating func applyOrAnnounceOptions(_ choice: String) {
        guard !autoplay else { return }
        if match.phase == .placement {
            let keepPaused = isPaused
            startNewMatchKeepingFleets()
            isPaused = keepPaused
            showBanner("\(choice) · ships left in place", short: "Ships kept")
        } else if optionsWaitForRestart {
            showBanner(match.isFinished ? "\(choice) from Play again" : "\(choice) takes effect on Restart", short: "On Restart")
        } else {
            showBanner(choice, short: "As before")
        }
    }

    // MARK: Keyboard and gamepad

    mutating func handleKey(_ key: String, isRepeat: Bool) -> Bool {
        // The resume choice: Return or Space continues; the buttons say both choices.
        if screen == .resume {
            guard key == "Return" || key == "Space" else { return false }
            if !isRepeat { continueSavedMatch() }
            return true
        }
        if key == "Escape" {
            isPaused.toggle()
            return true
        }
        guard !isPaused else { return false }
        let arrows: [String: (Int, Int)] = ["Left": (-1, 0), "Right": (1, 0), "Up": (0, -1), "Down": (0, 1)]
        if let (columns, rows) = arrows[key] { return moveWithArrows(columns: columns, rows: rows) }
        if case .handoff = screen, key == "Space" || key == "Return" {
            if !isRepeat { stations.handoff = nil }
            return true
        }
        switch (match.phase, key) {
        case (.battle, "Space"), (.battle, "Return"):
            if !isRepeat { fireCursor(for: activeShooter) }
            return true
        case (.placement, "R"): rotateSelected(for: placingPlayer)
        case (.placement, "X"): randomize(for: placingPlayer)
        case (.placement, "Space"): if let player = placingPlayer { selection.selectNextShip(for: player) }
        case (.placement, "Return"): if !isRepeat { pressReady(for: placingPlayer) }
        case (.finished, "Return"): if !isRepeat, !autoplay, endTakesTaps { startNewMatch() }
        default: return false
        }
        return true
    }

    mutating func moveWithArrows(columns: Int, rows: Int) -> Bool {
        switch match.phase {
        case .battle:
            guard let shooter = activeShooter else { return false }
            selection.moveCursor(for: shooter, columns: columns, rows: rows)
        case .placement:
            guard let player = placingPlayer else { return false }
            moveSelected(for: player, columns: columns, rows: rows)
        case .finished: return false
        }
        return true
    }

    mutating func handleGamepad(_ button: GamepadButton, controller: Int) -> Bool {
        if screen == .resume {
            guard button == .a else { return false }
            continueSavedMatch()
            return true
        }
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
            stations.handoff = nil
            return true
        }
        switch (match.phase, button) {
        case (.battle, .a): fireCursor(for: activeShooter)
        case (.placement, .a): pressReady(for: placingPlayer)
        case (.placement, .b): if let player = placingPlayer { selection.selectNextShip(for: player) }
        case (.placement, .y): rotateSelected(for: placingPlayer)
        case (.placement, .x): randomize(for: placingPlayer)
        case (.finished, .a): if !autoplay, endTakesTaps { startNewMatch() }
        default: return false
        }
        return true
    }

    /// The left stick steps the cursor once each time it is pushed past halfway.
    mutating func handleAxis(_ axis: GamepadAxis, value: Double) -> Bool {
        guard axis == .leftX || axis == .leftY else { return false }
        let direction = value > 0.6 ? 1 : value < -0.6 ? -1 : 0
        guard direction != input.axisLatch[axis] else { return direction != 0 }
        input.axisLatch[axis] = direction
        guard direction != 0 else { return false }
        return axis == .leftX ? moveWithArrows(columns: direction, rows: 0) : moveWithArrows(columns: 0, rows: direction)
    }
}
