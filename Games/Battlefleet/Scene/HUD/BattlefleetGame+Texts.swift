import BattlefleetRules
import Crease
import CreaseHUD

/// The words in the HUD: each label and button's text for the phase, the turn and who plays,
/// said the way the layout has room for.
extension BattlefleetGame {
    /// The pause menu's note under its buttons: what Restart will do, when it does more than
    /// the obvious (naming the choice that waits for it, beside Pace and Sound, which apply at
    /// once); empty otherwise.
    var pauseNote: String {
        if stations.confirmingRestart { return "Tap again to end the match" }
        guard optionsWaitForRestart else { return "" }
        let opponent = Opponent(match.players.two) != options.opponent, rules = match.rules.salvo != options.salvo
        return opponent && rules ? "Opponent and rules: on Restart" : opponent ? "Opponent changes on Restart" : "Rules change on Restart"
    }

    /// Says every phase's words; each goes to its element when this phase's HUD has it.
    mutating func updateTexts() {
        update(.opponent, text: options.opponent == .human ? "2 players" : "vs \(options.opponent.title)")
        update(.rules, text: options.salvo ? "Rules: salvo" : "Rules: classic")
        update(.pauseNote, text: pauseNote)
        // Over a finished match the menu has nothing to resume: it goes back to the end screen.
        update(.pauseTitle, text: match.winner != nil ? "Match over" : "Paused")
        update(.resume, text: match.winner != nil ? "Back" : "Resume")
        update(.restart, text: stations.confirmingRestart ? "Restart?" : "Restart")
        update(.pace, text: settings.pace.title)
        // Muted by the host, the game's own switch would change nothing heard: it rests.
        update(.sound, text: soundTitle, isEnabled: hostSound == .on)
        update(.fire, isEnabled: match.phase != .battle || firingShooter != nil)
        update(.fire, text: fireTitle(short: isNarrow))
        // The end's buttons wait a moment, so a tap meant for the last cell cannot skip the result.
        update(.playAgain, isEnabled: endTakesTaps)
        // The pass-the-device cover's title says whose turn it is; it keeps the text it was built with.
        if screen == .placement { update(.title, text: placementTitle) }
        if screen == .resume { update(.title, text: resumeTitle) }
        // The closed flip's status is a narrow column: one word there.
        let narrow = isNarrow
        update(.turn, text: narrow ? shortTurnText : turnText)
        update(.ships, text: narrow ? shortShipsText : shipsText)
        update(.score, text: scoreText)
        // The placing panel has no banner: its hint says why saving fails while it does, else
        // a word about the placing while it lasts (the "No room to turn the Carrier" of a
        // Rotate that cannot turn, a changed opponent).
        update(.hint, text: saveWarning ?? (screen == .placement ? feedback.banner?.shownText : nil) ?? "Drag ships · tap to turn")
        // While saving fails and nothing newer is to be said, the banner says so.
        update(.banner, text: (narrow ? feedback.banner?.shownShort ?? saveWarning.map { _ in "Not saved" } : feedback.banner?.shownText ?? saveWarning) ?? "")
        update(.result, text: resultText)
        update(.resumeNote, text: stations.confirmingRestart ? "Tap again to end the saved match" : resumeText)
        update(.newGame, text: stations.confirmingRestart ? "Discard it?" : "New game")
        update(.statsMatch, text: fullTurns == 1 ? "Over in 1 turn" : "Over in \(fullTurns) turns")
        update(.statsRecord, text: recordLine)
    }

    /// The Fire button's title: the cell aimed at ("Fire at E5"), "Pick a cell" while the
    /// cursor rests on one already fired at (the shot just taken). In salvo what a press does
    /// at the cursor: "Mark E5", "Unmark E5" on a marked cell, and "Fire salvo" once the
    /// turn's shots are all marked. Just "Fire" while it waits, also while the device waits
    /// to pass (the next player's cursor is theirs to see) and while "My fleet" shows your
    /// own waters. `short`, for the closed flip's small button, says each on one line:
    /// "Fire E5", "Mark E5", "Off E5" (the mark taken off), "Aim" and "Fire!".
    func fireTitle(short: Bool) -> String {
        guard match.phase == .battle, let shooter = firingShooter, let cursor = selection.cursors[shooter] else { return "Fire" }
        if salvoIsMarked { return short ? "Fire!" : "Fire salvo" }
        if match.rules.salvo, selection.salvoQueue.contains(cursor) { return "\(short ? "Off" : "Unmark") \(cursor.label)" }
        if match.chart(for: shooter).mark(at: cursor).isTried { return short ? "Aim" : "Pick a cell" }
        return match.rules.salvo ? "Mark \(cursor.label)" : "\(short ? "Fire" : "Fire at") \(cursor.label)"
    }

    /// True once the end screen has shown long enough (`endTapGuard`) for its buttons to take
    /// a tap: until then Play again rests, and so do Return and the gamepad's A.
    var endTakesTaps: Bool { pacing.hasShownEnd(for: Effect.flight + Self.endTapGuard) }

    /// Seconds the end screen's Play again waits after the result is told.
    static let endTapGuard = 1.0

    /// True on the closed flip's squat outer display, whose status is a narrow column and
    /// whose buttons are small: the words there are the short ones.
    var isNarrow: Bool { layoutKind == .closed && device.displaySize.height - device.displaySize.width < 120 }

    /// The salvo's marks so far, honestly counted (the cursor's cell is not one until marked):
    /// "Mark 5 cells" before the first, "Marked 2 of 5", then "All 5 marked". Empty outside a
    /// salvo turn.
    var salvoCountText: String {
        guard match.rules.salvo, activeShooter != nil, pacing.pendingHandoff == nil else { return "" }
        let total = match.shotsLeftInTurn
        if salvoIsMarked { return "All \(total) marked" }
        return selection.salvoQueue.isEmpty ? "Mark \(total) cells" : "Marked \(selection.salvoQueue.count) of \(total)"
    }

    /// The salvo's marks for the closed flip's narrow column, which has no score line:
    /// "Mark 5", "Marked 2/5", "Fire!"; empty outside a salvo turn.
    var shortSalvoCountText: String {
        guard !salvoCountText.isEmpty else { return "" }
        let total = match.shotsLeftInTurn
        if salvoIsMarked { return "Fire!" }
        return selection.salvoQueue.isEmpty ? "Mark \(total)" : "Marked \(selection.salvoQueue.count)/\(total)"
    }

    /// The pause menu's sound line, true to what is heard: "Sound: muted" while the host
    /// mutes the window (`--mute`, Ctrl+M), "No audio" where it has no audio device,
    /// else the game's own setting, "Sound: on" or "Sound: off".
    var soundTitle: String {
        switch hostSound {
        case .muted: "Sound: muted"
        case .unavailable: "No audio"
        case .on: settings.sound ? "Sound: on" : "Sound: off"
        }
    }

    /// Sets an element's text or whether it is enabled, when this phase's HUD has the element.
    ///
    /// The one place that asks the HUD first: the HUD is built anew for each phase, posture
    /// and pause (`SceneLayout`), and `updateTexts` says every phase's words each frame, so most
    /// of its ids are absent at any one time, and the HUD reports an id it lacks as unknown
    /// (stopping a debug build). Skipping one here hides no typo: a misspelt `ElementID` does
    /// not build.
    private mutating func update(_ id: ElementID, text: String? = nil, isEnabled: Bool? = nil) {
        guard hud.contains(id) else { return }
        if let text { hud.setText(text, for: id) }
        if let isEnabled { hud.setEnabled(isEnabled, for: id) }
    }

    /// "Place your fleet", or with two people who places: "Player 2: place your fleet".
    var placementTitle: String {
        guard twoPeople else { return "Place your fleet" }
        return "\(name(of: placingPlayer ?? viewer)): place your fleet"
    }

    /// Every turn title says it one way: "Your turn" to the person whose turn it is,
    /// "<name>'s turn" otherwise ("Enemy's turn", "Player 2's turn", "Orange's turn").
    func turnTitle(_ turn: PlayerID, addressing reader: PlayerID?) -> String {
        turn == reader ? "Your turn" : "\(name(of: turn))'s turn"
    }

    func name(of player: PlayerID) -> String {
        if autoplay { return player == .one ? "Blue" : "Orange" }
        if twoPeople { return "Player \(player == .one ? 1 : 2)" }
        return player == .one ? "You" : "Enemy"
    }

    var turnText: String {
        switch match.phase {
        case .placement: return placementTitle
        // The last shell lands before the result is told.
        case .finished where shellInFlight == nil: return resultText
        case .battle, .finished:
            return turnTitle(shownTurn, addressing: !twoPeople && !autoplay ? .one : nil)
        }
    }

    /// The turn in a word or two, for the closed flip's narrow column; while you mark a
    /// salvo, the marks on a second line ("Your turn" over "Marked 2/5").
    var shortTurnText: String {
        switch match.phase {
        case .placement: return twoPeople ? "P\(viewer == .one ? 1 : 2) places" : "Place"
        case .finished where shellInFlight == nil: return resultText
        case .battle, .finished:
            let marks = shortSalvoCountText
            if !marks.isEmpty { return "Your turn\n\(marks)" }
            if !twoPeople, !autoplay, shownTurn == .one { return "Your turn" }
            let who = autoplay ? name(of: shownTurn) : twoPeople ? "P\(shownTurn == .one ? 1 : 2)" : "AI"
            return "\(who)'s turn"
        }
    }

    /// Ships afloat on both sides, the viewer's first, each side named: "Your ships: 5 ·
    /// Enemy ships: 4", "Your ships: 2 · Player 2's: 4", "Blue's ships: 5 · Orange's: 4" (a
    /// name's "ships" would not fit the tabletop's status).
    var shipsText: String {
        let mine = landedShipsAfloat(of: viewer)
        let theirs = landedShipsAfloat(of: viewer.opponent)
        let owner = autoplay ? "\(name(of: viewer))'s" : "Your"
        let other = autoplay || twoPeople ? "\(name(of: viewer.opponent))'s:" : "Enemy ships:"
        return "\(owner) ships: \(mine) · \(other) \(theirs)"
    }

    /// Ships afloat in a few words, for the closed flip's narrow column: "Ships left" over a
    /// line for each side, so no count is left alone on a line: "you 5" and "AI 4" ("P2 4";
    /// in autoplay "Blue 5" and "Orange 4").
    var shortShipsText: String {
        let mine = landedShipsAfloat(of: viewer)
        let theirs = landedShipsAfloat(of: viewer.opponent)
        let names = autoplay ? (name(of: viewer), name(of: viewer.opponent)) : ("you", twoPeople ? "P\(viewer == .one ? 2 : 1)" : "AI")
        return "Ships left\n\(names.0) \(mine)\n\(names.1) \(theirs)"
    }

    /// The viewer's hits out of shots, and the turn ("Hits 5 of 14 shots · Turn 16"); while a
    /// salvo is being marked, the marks instead of the hits ("Marked 2 of 5 · Turn 4").
    var scoreText: String {
        let marks = salvoCountText
        if !marks.isEmpty { return "\(marks) · Turn \(fullTurns)" }
        let stats = landedStatistics(of: viewer)
        return "Hits \(stats.hits) of \(stats.shots) shot\(stats.shots == 1 ? "" : "s") · Turn \(fullTurns)"
    }

    /// The end screen's record line: what the match just ended did to the player's record
    /// against the AI ("New best: 41 shots!", "3 wins in a row · best 41 shots", "Record 3–2 vs
    /// medium"); empty with two people, in autoplay and over a resumed end.
    var recordLine: String {
        guard let news = feedback.recordNews, let level = match.players.two.difficulty else { return "" }
        switch news {
        case .newBest(let shots): return "New best: \(shots) shots!"
        case .streak(let wins):
            return settings.records[level]?.fewestShots.map { "\(wins) wins in a row · best \($0) shots" } ?? "\(wins) wins in a row"
        case .standing(let wins, let losses): return "Record \(wins)–\(losses) vs \(level)"
        }
    }

    /// The resume choice's question: "Continue your match?" against the AI; with two people,
    /// who hold one device and may not be the one holding it now, "Continue the match?".
    var resumeTitle: String { twoPeople ? "Continue the match?" : "Continue your match?" }

    /// The saved match, under the resume choice's title: "Turn 12" over "Your ships: 4 ·
    /// Enemy ships: 3", or "Placing your fleet, no shot fired yet". With two people it addresses neither,
    /// since it does not know who holds the device: "Turn 12 · Player 2 to move".
    var resumeText: String {
        switch match.phase {
        case .placement: return twoPeople ? "Two players, placing their fleets" : "Placing your fleet, no shot fired yet"
        case .battle where twoPeople: return "Turn \(fullTurns) · \(name(of: match.currentPlayer)) to move"
        // The ships on a line of their own, so a narrow display never breaks "Enemy ships" in two.
        case .battle: return "Turn \(fullTurns)\n\(shipsText)"
        case .finished: return resultText
        }
    }

    var resultText: String {
        guard let winner = match.winner else { return "" }
        if autoplay || twoPeople { return "\(name(of: winner)) wins" }
        return winner == .one ? "Victory!" : "Defeat"
    }
}
