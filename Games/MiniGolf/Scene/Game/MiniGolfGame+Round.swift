import Crease
import CreaseHUD
import CreasePlaytest
import Foundation
import MiniGolfCore

/// The round as the player sees it: one 60 Hz frame of the bot, the physics and the feel;
/// holes starting and ending; putting, pausing and the HUD's buttons.
extension MiniGolfGame {
    /// One 60 Hz frame of the round: the bot's thinking, the physics, and the feel.
    mutating func advanceFrame(seconds: Double) {
        hole.previousBall = match.ball.position
        if match.phase == .finished { pacing.roundFinished() }
        let holeIndex = match.holeIndex, phase = match.phase
        if var bot {
            if let shot = bot.step(&match) {
                aim = AimState(angle: shot.angle, power: shot.clampedPower)
                sounds.putted(power: shot.clampedPower)
            }
            self.bot = bot
        }
        if match.holeIndex != holeIndex || (phase == .holeComplete && match.phase != .holeComplete) {
            startHole()
            return
        }
        let entry = hole.previousBall
        let events = match.update()
        // Water puts the ball back where it was struck: a frame drawn between two round frames
        // shows it there, not on its way out of the pond; a splash shows where it went in.
        if events.contains(.water) {
            hole.previousBall = match.ball.position
            effects.splashed(at: entry)
        }
        sounds.heard(events)
        for event in events {
            switch event {
            case .holed: effects.holed(strokes: match.strokes, par: match.course.par)
            case .water: effects.say("Water +1", frames: 90)
            case .lipOut: effects.say("Lipped out!", frames: 60)
            case .bounce, .stopped: break
            }
        }
        effects.countDownMessages()
        // Restart's question lapses (a putt answers it, `putt()`); it stands while the ball
        // rolls, so a ball that will not come to rest can still be taken back to the tee.
        if restartQuestionFrames > 0 { restartQuestionFrames -= 1 }
        effects.trace(match.ball.position, growing: match.phase == .rolling || events.contains(.holed), fading: match.phase == .aiming)
        if phase == .rolling, match.phase == .aiming {
            aimAtCup()
            // Each putt starts from half power, as each hole does: the last putt's (often full)
            // power sent a Space tap-in far past the cup.
            if bot == nil { aim.power = Self.startingPower }
            round.save(match)
            // The pick-up is said before the putt it follows, not only after it.
            if match.strokes + 1 == match.strokeLimit {
                let lastPutt = "Last putt: the hole ends at \(match.strokeLimit) strokes"
                effects.say(events.contains(.water) ? "Water +1 · last putt" : lastPutt, frames: 180)
            } else if match.strokes + 2 == match.strokeLimit, match.course.surfaces.contains(where: { $0.kind == .water }) {
                // The water's stroke counts too: a putt into it now would end the hole.
                effects.say(events.contains(.water) ? "Water +1 · water next ends the hole" : "Water on this putt ends the hole", frames: 180)
            }
        }
        if match.phase == .holeComplete, phase != .holeComplete {
            if !match.scorecard.lines[match.holeIndex].holed { effects.say("Out of strokes: scored \(match.strokeLimit)", frames: 120) }
            round.save(match)
        }
        if match.phase == .holeComplete, pacing.holeCompleted() { recordScores() }
        effects.fadeFlash()
        hole.camera.follow(ball: match.ball.position, velocity: match.ball.velocity, isRolling: match.phase == .rolling,
                           isHoled: match.phase == .holeComplete, aimAngle: aim.angle, seconds: seconds)
    }

    /// Fresh state for the hole in play (after the next hole, a restart or a new round).
    mutating func startHole() {
        effects = HoleEffects()
        if bot == nil { aim.power = Self.startingPower }
        pacing.startHole()
        input.drag = nil
        input.powerHeld = 0
        hole = HoleScene(match, field: bot?.builtField(forHole: match.holeIndex))
        aimAtCup()
        round.save(match)
    }

    /// Points the aim from the ball the way to the cup: straight at it when nothing stands
    /// between, else at the farthest point of the shortest way round the walls and water that
    /// the ball can roll to straight (the player turns it from there). How hard to putt is the
    /// player's to judge: each putt starts at half power (`startingPower`).
    mutating func aimAtCup() {
        guard let angle = hole.suggestedAim(match) else { return }
        aim.angle = angle
    }

    /// The power each putt starts at: half, a middling putt the player shortens or lengthens
    /// by the preview (the game never works out the power that reaches the cup for them).
    static let startingPower = 0.5

    /// Plays the lined-up stroke if the ball is waiting for one.
    mutating func putt() {
        guard !isPaused, match.canPutt, bot == nil else { return }
        if match.putt(Shot(angle: aim.angle, power: aim.power)) {
            restartQuestionFrames = 0
            input.hasPutted = true
            effects.trail = [match.ball.position]
            round.save(match)
            sounds.putted(power: aim.power)
        }
    }

    /// Moves on from a hole-complete card; after the last hole, starts a new round.
    mutating func continueRound() {
        guard !isPaused, bot == nil else { return }
        switch match.phase {
        case .holeComplete:
            match.nextHole()
            // A finished round is no longer kept to continue: saving it deletes the file.
            if match.phase != .finished { startHole() } else { round.save(match) }
        case .finished:
            startNewRound()
        case .aiming, .rolling:
            return
        }
    }

    /// True when Restart (R, the button) restarts the hole: only a hole in play, so a holed
    /// one's score is kept, and not while paused (the menu's Restart hole closes it first).
    var canRestartHole: Bool { bot == nil && match.isHoleInPlay && !isPaused }

    /// Frames Restart waits for its second press: 3 seconds.
    static let restartQuestionLife = 180

    /// Restart (the button, R, the gamepad's Y: `source`) asks first: the button reads
    /// "Restart?" and a note says what a second press does, in the way it was pressed
    /// ("Tap again", "R again", "Y again"); pressed again within `restartQuestionLife` frames,
    /// it puts the ball back on the tee. One stray tap beside Pause costs nothing.
    mutating func pressRestart(by source: ScorecardCard.InputKind) {
        guard canRestartHole else { return }
        guard restartQuestionFrames > 0 else {
            restartQuestionFrames = Self.restartQuestionLife
            let again = switch source {
            case .pointer: "Tap again"
            case .keyboard: "R again"
            case .gamepad: "Y again"
            }
            effects.say("\(again) to go back to the tee", frames: Self.restartQuestionLife)
            return
        }
        restartHole()
    }

    /// Puts the ball back on the tee, the strokes taken still counted (`MiniGolfMatch.restartHole`),
    /// and says so.
    mutating func restartHole() {
        guard canRestartHole else { return }
        restartQuestionFrames = 0
        let power = aim.power
        match.restartHole()
        startHole()
        aim.power = power
        effects.say("Back to the tee · strokes kept", frames: 120)
    }

    /// The HUD's buttons: restart, pause and resume, next hole, and the pause menu's.
    public mutating func hudDidAct(_ action: HUDAction) {
        guard case .tapped = action else { return }
        switch action.element(as: MiniGolfHUD.ID.self) {
        case .restart: pressRestart(by: .pointer)
        // A finished round has nothing to lose: New round starts at once.
        case .resume where isConfirmingNewRound, .newRound where isOfferingSavedRound, .newRound where match.phase == .finished:
            togglePause()
            startNewRound()
        case .pause, .resume: togglePause()
        case .next: continueRound()
        case .menuRestart:
            togglePause()
            restartHole()
        case .sound: toggleSound()
        // Asking "New round?", New round's place reads "Keep playing".
        case .newRound where isConfirmingNewRound: togglePause()
        case .newRound: askNewRound()
        default: break
        }
    }

    /// Starts the round again from the first hole (the pause menu's "New round", confirmed).
    mutating func startNewRound() {
        guard bot == nil else { return }
        match = MiniGolfMatch(courses: match.courses, tuning: match.tuning, maxStrokes: match.maxStrokes)
        scores.newRound()
        startHole()
    }
}
