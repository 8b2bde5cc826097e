import BattlefleetRules
import CreasePlaytest

/// What the game tells the players besides the boards themselves: the animations over the
/// boards, the banner (the status line, and for a shot the callout over the board), and the
/// sounds asked for since the runner last took them. Aged by the game's fixed steps.
struct Feedback: Sendable {
    /// Animations on the boards, oldest first.
    var effects: [Effect] = []
    /// What the status line says now.
    var banner: Banner?
    /// Sounds asked for since the runner last took them (see `BattlefleetGame+Sound`).
    var soundCues: [SoundCue] = []
    /// Seconds since a tap on the enemy waters came while the other side plays: the turn's
    /// line lights up for `waitCueLife`; nil otherwise.
    var waitCue: Double?

    /// What the match just ended did to the player's record against the AI, for the end screen.
    var recordNews: BattleRecord.News?

    /// Seconds the turn's line stays lit after a tap that had to wait.
    static let waitCueLife = 0.9

    /// Ages the animations and the banner by one step; what is over goes. An effect that
    /// begins in this step cues its sound, so a landing is heard as the shell lands.
    mutating func advance(by step: Double) {
        for index in effects.indices {
            let wasBegun = effects[index].hasBegun
            effects[index].age += step
            if !wasBegun, effects[index].hasBegun, let sound = effects[index].sound { soundCues.append(SoundCue(sound)) }
        }
        effects.removeAll(where: \.isOver)
        if let cue = waitCue { waitCue = cue + step < Self.waitCueLife ? cue + step : nil }
        if var current = banner {
            current.age += step
            banner = current.isShowing ? current : nil
        }
    }

    /// A new match: nothing moving, nothing said.
    mutating func clear() {
        effects = []
        banner = nil
        waitCue = nil
        recordNews = nil
    }

    /// The sounds queued since the last call, oldest first; forgets them.
    mutating func takeSoundCues() -> [SoundCue] {
        defer { soundCues.removeAll() }
        return soundCues
    }
}
