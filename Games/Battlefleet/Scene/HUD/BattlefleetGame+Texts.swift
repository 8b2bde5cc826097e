import BattlefleetRules
import Crease
import CreaseHUD

/// The words in the HUD: each label and button's text for the phase, the turn and who plays,
/// said the way the layout has room for.
extension BattlefleetGame {
    /// Each phase's HUD has only some of these elements; each text goes to the ones it has
    /// (the HUD reports any other id as unknown).
    mutating func updateTexts() {
        func setText(_ text: String, for id: String) { if hud.contains(id) { hud.setText(text, for: id) } }
        func setEnabled(_ isEnabled: Bool, for id: String) { if hud.contains(id) { hud.setEnabled(isEnabled, for: id) } }
        setText(options.opponent == .human ? "2 players" : "vs \(options.opponent.title)", for: "opponent")
        setText(options.salvo ? "Rules: salvo" : "Rules: classic", for: "rules")
        setText(optionsWaitForRestart ? "Takes effect on Restart" : "", for: "pauseNote")
        setText(match.rules.salvo && match.phase == .battle ? "Fire \(selection.salvoQueue.count + 1)/\(match.shotsLeftInTurn)" : "Fire", for: "fire")
        if screen == .placement { setText(placementTitle, for: "title") }
        for player in PlayerID.allCases {
            let suffix = "." + player.rawValue
            setText(stations.ready.contains(player) ? "Ready ✓" : "Ready", for: "ready" + suffix)
            setText(stationLine(for: player), for: "turn" + suffix)
            setText(feedback.banner?.text ?? saveWarning ?? "", for: "banner" + suffix)
            setText(match.winner == player ? "You won!" : "You lost", for: "result" + suffix)
            setEnabled(match.phase == .battle ? match.currentPlayer == player && pacing.pendingHandoff == nil : !stations.ready.contains(player),
                       for: "fire" + suffix)
        }
        // The closed flip's status is a narrow column: one word there.
        let narrow = layoutKind == .closed && device.displaySize.height - device.displaySize.width < 120
        setText(narrow ? shortTurnText : turnText, for: "turn")
        setText(shipsText, for: "ships")
        setText(scoreText, for: "score")
        // While saving fails, the placement panel's hint says so (it has no banner), and so does
        // the banner whenever nothing newer is to be said.
        setText(saveWarning ?? "Drag ships · tap to turn", for: "hint")
        // While saving fails and nothing newer is to be said, the banner says so.
        setText((narrow ? feedback.banner?.short ?? saveWarning.map { _ in "Not saved" } : feedback.banner?.text ?? saveWarning) ?? "", for: "banner")
        setText(resultText, for: "result")
        setText(statisticsLine(for: viewer, name: name(of: viewer)), for: "statsYou")
        setText(statisticsLine(for: viewer.opponent, name: name(of: viewer.opponent)), for: "statsThem")
        setText("\(fullTurns) turns in all", for: "statsMatch")
    }

    /// "Place your fleet", or with two people who places: "Player 2: place your fleet".
    var placementTitle: String {
        guard twoPeople else { return "Place your fleet" }
        return "\(name(of: placingPlayer ?? viewer)): place your fleet"
    }

    /// A face-to-face station's first line: who places or whose turn it is, said to its player.
    func stationLine(for player: PlayerID) -> String {
        switch match.phase {
        case .placement:
            if stations.ready.contains(player) { return "Ready ✓ · waiting for \(name(of: player.opponent))" }
            return "\(name(of: player)): place your fleet"
        case .battle:
            return match.currentPlayer == player ? "Your turn, \(name(of: player))" : "\(name(of: player.opponent))'s turn"
        case .finished:
            return ""
        }
    }

    func name(of player: PlayerID) -> String {
        if autoplay { return player == .one ? "Blue" : "Orange" }
        if twoPeople { return "Player \(player == .one ? 1 : 2)" }
        return player == .one ? "You" : "Enemy"
    }

    var turnText: String {
        switch match.phase {
        case .placement: return placementTitle
        case .finished: return resultText
        case .battle:
            if !twoPeople, !autoplay { return match.currentPlayer == .one ? "Your turn" : "Enemy firing…" }
            return "\(name(of: match.currentPlayer)) firing"
        }
    }

    /// The turn in a word or two, for the closed flip's narrow column.
    var shortTurnText: String {
        switch match.phase {
        case .placement: return twoPeople ? "P\(viewer == .one ? 1 : 2) places" : "Place"
        case .finished: return resultText
        case .battle:
            if autoplay { return match.currentPlayer == .one ? "Blue fires" : "Orange fires" }
            if twoPeople { return "P\(match.currentPlayer == .one ? 1 : 2) fires" }
            return match.currentPlayer == .one ? "Your turn" : "AI firing"
        }
    }

    /// Ships afloat on both sides, the viewer's first.
    var shipsText: String {
        let mine = match.boards[viewer].shipsAfloat.count
        let theirs = match.boards[viewer.opponent].shipsAfloat.count
        if autoplay { return "Blue \(mine) · Orange \(theirs) afloat" }
        return twoPeople ? "Ships: \(mine) v \(theirs)" : "Fleet \(mine) · Enemy \(theirs)"
    }

    /// The viewer's hits out of shots, and the turn.
    var scoreText: String {
        let stats = match.statistics[viewer]
        return "Hits \(stats.hits)/\(stats.shots) · Turn \(fullTurns)"
    }

    var resultText: String {
        guard let winner = match.winner else { return "" }
        if autoplay || twoPeople { return "\(name(of: winner)) wins" }
        return winner == .one ? "Victory!" : "Defeat"
    }

    func statisticsLine(for player: PlayerID, name: String) -> String {
        let stats = match.statistics[player]
        let accuracy = Int((stats.accuracy * 100).rounded())
        return "\(name): \(accuracy)% of \(stats.shots) · lost \(stats.shipsLost)"
    }
}
