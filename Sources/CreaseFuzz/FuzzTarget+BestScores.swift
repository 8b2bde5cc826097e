import Foundation
import MiniGolfCore

extension FuzzTarget {
    /// Mini-golf best scores (`$CREASE_DATA_DIR/minigolf-best.json`, read by `BestScoresStore.load()`).
    public static let bestScores = FuzzTarget(
        name: "best-scores",
        feeds: "mini-golf best scores: BestScores.decode (format, version, no score below one stroke); accepted scores must read back equal from their own JSON",
        seeds: { repository in
            var some = BestScores()
            for (number, strokes) in [(1, 2), (2, 3), (5, 1), (9, 6)] { some.holes["Hole \(number)"] = strokes }
            some.bestRound = 31
            return [("empty.json", BestScores()), ("some.json", some)].compactMap { name, scores in
                (try? scores.encoded()).map { FuzzSeed(name: "made-\(name)", data: $0, mustBeAccepted: true) }
            } + FuzzSeed.files(in: repository.appendingPathComponent("Tests/BadInputs/best-scores"), prefix: "bad", mustBeAccepted: false)
        },
        body: { data throws(FuzzFinding) in
            let scores: BestScores
            do {
                scores = try BestScores.decode(data)
            } catch {
                return try FuzzCheck.rejected(error, input: "best-scores file")
            }
            try FuzzCheck.roundTrip(scores, (try? scores.encoded()).flatMap { try? BestScores.decode($0) }, what: "best scores")
            return .accepted
        })
}
