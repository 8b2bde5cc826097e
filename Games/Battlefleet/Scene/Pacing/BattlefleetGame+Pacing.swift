import BattlefleetRules

/// The turn's pace, one fixed step at a time: the device passed once a shot has landed, the
/// AI's shot after its thinking time, the end of the match counted.
extension BattlefleetGame {
    /// Seconds before the AI's next shot. Autoplay: 0.2 s, so the shortest of 300 seeded
    /// matches (44 shots) outlasts the fold cycle's last posture (frame 480) and the longest
    /// (130) ends well inside its 2400 frames. Against a person, counted from when the last
    /// shell lands: the pace's (1.2 s, or 0.65 s fast) before the turn's first shot, so the
    /// person's own result ("You: E3 hit!") shows for all of it before the AI's shot takes the
    /// status line, and after a sinking at least as long as its callout; the pace's
    /// `volleyDelay` between the shots of the AI's salvo.
    var aiDelay: Double {
        if autoplay { return 0.2 }
        if !pacing.aiVolley.isEmpty { return settings.pace.volleyDelay }
        let sinking = feedback.banner.flatMap { $0.calloutLead != nil ? $0.calloutLife : nil } ?? 0
        return Swift.max(settings.pace.aiDelay, sinking)
    }

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
