import BattlefleetRules

/// The turn's pace, one fixed step at a time: the device passed once a shot has landed, the
/// AI's shot after its thinking time, the end of the match counted.
extension BattlefleetGame {
    /// Seconds between AI shots. Autoplay: 0.2 s, so the shortest of 300 seeded matches (44
    /// shots) outlasts the fold cycle's last posture (frame 480) and the longest (130) ends
    /// well inside its 2400 frames. Against a person: the pace's (1.3 s, or 0.65 s fast),
    /// counted from when the person's shell lands, so their own result ("You: E3 hit!") shows
    /// for all of it before the AI's shot takes the status line.
    var aiDelay: Double { autoplay ? 0.2 : settings.pace.aiDelay }

    /// One step of play's pacing (not while paused).
    mutating func pace(step: Double) {
        if let next = pacing.advanceHandoff(by: step) {
            stations.handoff = next
            stations.checkingFleet = []
        }
        // Against a person, the AI starts thinking once the person's shell has landed.
        let shellInTheAir = !autoplay && feedback.banner.map { !$0.hasLanded } == true
        if match.isAITurn, !shellInTheAir {
            if pacing.aiThinks(for: step, delay: aiDelay), let record = match.step() {
                let volley = pacing.aiFired(record, turnGoesOn: !match.isFinished && match.currentPlayer == record.shooter)
                didFire([record], volley: volley)
            }
        } else {
            pacing.aiWaits()
        }
        if match.isFinished { pacing.matchEnded(for: step) }
    }
}
