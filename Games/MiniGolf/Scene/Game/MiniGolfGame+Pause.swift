import CreaseHUD

/// The pause menu: Resume, Restart hole, the sound, and New round, which asks first ("New
/// round?", then "Yes, start over" or "Keep playing"), so one stray tap never throws a round away.
extension MiniGolfGame {
    /// The menu's elements, shown while paused.
    static let menuElements: [MiniGolfHUD.ID] = [.pauseMenu, .resume, .menuRestart, .sound, .newRound]

    /// Opens or closes the pause menu (closing it drops a question it was asking).
    mutating func togglePause() {
        isPaused.toggle()
        isConfirmingNewRound = false
        input.release()
        hud.setText(isPaused ? "Resume" : "Pause", for: MiniGolfHUD.ID.pause)
        for id in Self.menuElements { hud.setHidden(!isPaused, for: id) }
        refreshMenu()
    }

    /// "New round" asks first; asked, it starts the round over.
    mutating func confirmNewRound() {
        guard isConfirmingNewRound else {
            isConfirmingNewRound = true
            refreshMenu()
            return
        }
        togglePause()
        startNewRound()
    }

    /// Sound on or off: the game's cues stop (the round plays on the same either way).
    mutating func toggleSound() {
        sounds.isOn.toggle()
        refreshMenu()
    }

    /// The menu's title: what it is doing, pausing or asking about a new round.
    var menuTitle: String { isConfirmingNewRound ? "New round?" : "Paused" }

    /// The menu's words for what it is doing: pausing, or asking about a new round.
    mutating func refreshMenu() {
        let asking = isConfirmingNewRound
        hud.setText(asking ? "Keep playing" : "Resume", for: MiniGolfHUD.ID.resume)
        hud.setText(asking ? "Yes, start over" : "New round", for: MiniGolfHUD.ID.newRound)
        hud.setText(sounds.isOn ? "Sound: on" : "Sound: off", for: MiniGolfHUD.ID.sound)
        hud.setEnabled(!asking, for: MiniGolfHUD.ID.menuRestart)
        hud.setEnabled(!asking, for: MiniGolfHUD.ID.sound)
    }
}
