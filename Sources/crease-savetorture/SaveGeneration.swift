import BattlefleetRules
import MiniGolfCore

/// The saves of one numbered generation: what `crease-savetorture` writes, and what a test
/// that killed it expects to find on disk. Each generation differs from the one before.
enum SaveGeneration {
    /// Generation `number`'s Battlefleet match: an AI match of seed `number / 50 + 1`, stepped
    /// `number % 50` shots, so the save grows and shrinks like a real one across matches.
    static func match(_ number: Int) -> Match {
        var match = Match.autoplay(.easy, against: .easy, seed: UInt64(number / 50 + 1))
        for _ in 0..<(number % 50) { _ = match.step() }
        return match
    }

    /// Generation `number`'s match from generation `number - 1`'s, one shot on (a new match
    /// every 50), without replaying the shots before it.
    static func match(_ number: Int, after previous: Match) -> Match {
        guard number % 50 != 0 else { return match(number) }
        var next = previous
        _ = next.step()
        return next
    }

    /// Generation `number`'s mini-golf best scores: hole "generation" holds `number + 1`.
    static func scores(_ number: Int) -> BestScores {
        var scores = BestScores()
        scores.holes["generation"] = number + 1
        scores.holes["hole\(number % 9 + 1)"] = number % 7 + 1
        scores.bestRound = number + 18
        return scores
    }
}
