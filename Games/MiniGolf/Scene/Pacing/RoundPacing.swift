/// The round's pace: it runs in 60 Hz round frames whatever the update rate (`--hz`), and a
/// headless autoplay run fast-forwards several round frames per update.
struct RoundPacing: Sendable {
    /// Round frames per update (1, or `MiniGolfGame.fastForwardFrames` in headless autoplay).
    var framesPerUpdate = 1
    /// Round frames owed to the simulation by the updates so far.
    private var frameCredit = 0.0
    /// Round frames since the hole was completed (0 while it is being played).
    private(set) var holeCompleteFrames = 0

    /// Credits one update of `step` seconds; returns the whole round frames to play now.
    mutating func frames(for step: Double) -> Int {
        frameCredit += step * 60 * Double(framesPerUpdate)
        var frames = 0
        while frameCredit >= 1 - 1e-9 {
            frameCredit -= 1
            frames += 1
        }
        return frames
    }

    /// Round frames since the round finished (0 while it is being played).
    private(set) var finishedFrames = 0

    /// One round frame with the round finished.
    mutating func roundFinished() { finishedFrames += 1 }

    /// One round frame with the hole complete; true on the first (when its scores are taken in).
    mutating func holeCompleted() -> Bool {
        defer { holeCompleteFrames += 1 }
        return holeCompleteFrames == 0
    }

    /// A new hole: not complete (nor the round, after a new round).
    mutating func startHole() {
        holeCompleteFrames = 0
        finishedFrames = 0
    }
}
