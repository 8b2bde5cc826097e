import Crease
import CreaseGameSupport
import CreaseHUD
import Foundation
import MiniGolfCore

/// The pause menu: Resume, New round, Restart hole and the sound. New round asks first ("New
/// round?"): the menu then shows only "Discard this round" in Resume's place and "Keep playing"
/// in New round's, so neither a stray tap nor a double tap throws a round away.
extension MiniGolfGame {
    /// The menu's elements, shown while paused.
    static let menuElements: [MiniGolfHUD.ID] = [.pauseMenu, .resume, .newRound, .menuRestart, .sound]

    /// Opens or closes the pause menu (closing it drops a question it was asking).
    mutating func togglePause() {
        isPaused.toggle()
        isConfirmingNewRound = false
        isOfferingSavedRound = false
        input.release()
        hud.setText(isPaused ? resumeText : "Pause", for: MiniGolfHUD.ID.pause)
        for id in Self.menuElements { hud.setHidden(!isPaused, for: id) }
        refreshMenu()
    }

    /// "New round" asks first ("New round?").
    mutating func askNewRound() {
        isConfirmingNewRound = true
        refreshMenu()
    }

    /// Sound on or off: the game's cues stop (the round plays on the same either way); the
    /// choice is kept between runs (`GolfSettings`).
    mutating func toggleSound() {
        sounds.isOn.toggle()
        refreshMenu()
        var settings = GolfSettings()
        settings.sound = sounds.isOn
        guard let settingsURL, let problem = GolfSettings.file.save(settings, to: settingsURL) else { return }
        ScoreKeeper.report(problem)
        effects.say("Setting not saved", frames: 120)
    }

    /// Reads the player's settings file; a bad one is said on stderr and the default is used.
    mutating func loadSettings() {
        guard let settingsURL else { return }
        let (settings, problem) = GolfSettings.file.load(GolfSettings.self, from: settingsURL)
        if let problem { ScoreKeeper.report(problem) }
        sounds.isOn = (settings ?? GolfSettings()).sound
    }

    /// A round saved by an earlier run: it is put in play under the menu, which asks whether
    /// to continue it ("Continue round") or start a new one.
    mutating func offerSavedRound(_ saved: MiniGolfMatch) {
        match = saved
        startHole()
        togglePause()
        isOfferingSavedRound = true
        refreshMenu()
    }

    /// The menu's title: what it is doing, pausing (over a finished round, "Round over") or
    /// asking about a new or a saved round.
    var menuTitle: String {
        isOfferingSavedRound ? "Continue your round?" : isConfirmingNewRound ? "New round?" : match.phase == .finished ? "Round over" : "Paused"
    }

    /// The menu's words for what it is doing: pausing, or asking about a new round, when only
    /// the two answers show.
    mutating func refreshMenu() {
        let resume = isOfferingSavedRound ? "Continue round" : isConfirmingNewRound ? "Discard this round" : resumeText
        hud.setText(resume, for: MiniGolfHUD.ID.resume)
        hud.setText(isConfirmingNewRound ? "Keep playing" : "New round", for: MiniGolfHUD.ID.newRound)
        hud.setText(soundText, for: MiniGolfHUD.ID.sound)
        // Muted by the host, the game's own switch would change nothing heard: it rests.
        hud.setEnabled(hostSound == .on, for: MiniGolfHUD.ID.sound)
        for id in [MiniGolfHUD.ID.menuRestart, .sound] { hud.setHidden(!isPaused || isAsking, for: id) }
    }

    /// What closes the menu: "Resume", or over a finished round, with nothing to resume, "Back".
    var resumeText: String { match.phase == .finished ? "Back" : "Resume" }

    /// True while the menu asks a question ("New round?", "Continue your round?").
    var isAsking: Bool { isConfirmingNewRound || isOfferingSavedRound }

    /// The menu's buttons that show: all four while paused, the two answers while it asks.
    var menuButtons: [MiniGolfHUD.ID] {
        isAsking ? [.resume, .newRound] : [.resume, .newRound, .menuRestart, .sound]
    }

    /// Where the menu's showing buttons lie together; nil while it is closed.
    var menuFrame: Rect? {
        guard isPaused else { return nil }
        let frames = menuButtons.compactMap { hud.frame(of: $0) }
        guard let first = frames.first else { return nil }
        return frames.dropFirst().reduce(first) { $0.union($1) }
    }
}

extension MiniGolfGame {
    /// The sound button's words: "muted" while the host mutes the window (`--mute`, Ctrl+M),
    /// "No audio" where it has no audio device (`hostSoundDidChange(_:)`), else the game's
    /// own cues, on or off.
    var soundText: String {
        switch hostSound {
        case .muted: "Sound: muted"
        case .unavailable: "No audio"
        case .on: sounds.isOn ? "Sound: on" : "Sound: off"
        }
    }
}
