import BattlefleetRules
import Foundation

/// The settings kept between runs (`PlaySettings`): read at start, written when the pause
/// menu's Pace, Sound, Opponent or Rules button changes one, or a match against the AI ends.
extension BattlefleetGame {
    /// Reads the player's settings file; a bad one is said on stderr and the defaults are used.
    mutating func loadSettings() {
        let file = persistence.settingsFile()
        persistence.settingsURL = file
        let (loaded, problem) = PlaySettings.load(from: file)
        settings = loaded
        options.opponent = loaded.opponent
        options.salvo = loaded.salvo
        if let problem { MatchPersistence.report(problem) }
    }

    /// Keeps the opponent and the rules just chosen for the next start's new match.
    mutating func keepOptions() {
        settings.opponent = options.opponent
        settings.salvo = options.salvo
        saveSettings()
    }

    /// Switches the pace between normal and fast, at once, and keeps the choice.
    mutating func togglePace() {
        settings.pace = settings.pace == .normal ? .fast : .normal
        saveSettings()
    }

    /// Turns the game's sounds off or on, at once, and keeps the choice.
    mutating func toggleSound() {
        settings.sound.toggle()
        saveSettings()
    }

    /// Counts a match against the AI that just ended in the player's record against its level
    /// (`BattleRecord`) and keeps it; the end screen says what it did (`Feedback.recordNews`).
    /// Two people's matches and autoplay are not counted.
    mutating func countFinishedMatch() {
        guard !twoPeople, !autoplay, let winner = match.winner, let level = match.players.two.difficulty else { return }
        var record = settings.records[level] ?? BattleRecord()
        feedback.recordNews = record.count(won: winner == .one, shots: match.statistics.one.shots)
        settings.records[level] = record
        saveSettings()
    }

    /// Writes the settings (never in a headless or autoplay run, which has no file); a
    /// failure is said on stderr and in the status line, and the setting still applies.
    mutating func saveSettings() {
        guard let file = persistence.settingsURL else { return }
        if let problem = settings.save(to: file) {
            MatchPersistence.report(problem)
            showBanner("Setting not saved", short: "Not saved")
        }
    }
}
