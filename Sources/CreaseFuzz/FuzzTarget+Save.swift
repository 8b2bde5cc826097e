import BattlefleetRules
import Foundation

extension FuzzTarget {
    /// Battlefleet saves (`$CREASE_DATA_DIR/battlefleet-save.json`, read by `SaveStore.load()`).
    public static let save = FuzzTarget(
        name: "save",
        feeds: "Battlefleet saves: MatchSave.decode, which replays the match; an accepted save must re-encode to the same bytes and read back equal, and the resumed match plays on for four AI shots",
        seeds: { repository in
            savedMatches().enumerated().compactMap { index, match in
                (try? MatchSave(match: match).encoded()).map { FuzzSeed(name: "made-\(index + 1).json", data: $0, mustBeAccepted: true) }
            } + FuzzSeed.files(in: repository.appendingPathComponent("Tests/BadInputs/saves"), prefix: "bad", mustBeAccepted: false)
        },
        body: { data throws(FuzzFinding) in
            let save: MatchSave
            do {
                save = try MatchSave.decode(data)
            } catch {
                return try FuzzCheck.rejected(error, input: "save")
            }
            let bytes = try? save.encoded()
            try FuzzCheck.roundTrip(save, bytes.flatMap { try? MatchSave.decode($0) }, what: "a save")
            guard bytes == (try? save.encoded()) else { throw FuzzFinding("saving the same match twice gave different bytes") }
            var match = save.match
            for _ in 0..<4 { _ = match.step() }
            return .accepted
        })

    /// Matches as the game saves them: in placement, mid-battle (classic and salvo, one with an
    /// AI's planned salvo), a person against the AI, and finished.
    static func savedMatches() -> [Match] {
        var matches: [Match] = []
        var placing = Match.localTwoPlayer(rules: MatchRules(salvo: true), seed: 3)
        try? placing.placeFleetRandomly(for: .two)
        matches.append(placing)
        matches.append(Match.againstAI(.easy, seed: 11))
        var classic = Match.autoplay(.medium, against: .hard, seed: 7)
        classic.playToEnd(maxShots: 40)
        matches.append(classic)
        var salvo = Match.autoplay(.hard, against: .medium, rules: MatchRules(salvo: true), seed: 21)
        salvo.playToEnd(maxShots: 41)
        for _ in 0..<20 where salvo.plannedShots.isEmpty { _ = salvo.step() }
        matches.append(salvo)
        var person = Match.againstAI(.hard, rules: MatchRules(salvo: false), seed: 5)
        try? person.placeFleetRandomly(for: .one)
        try? person.beginBattle()
        _ = try? person.fire(at: Coordinate(column: 4, row: 5))
        person.playToEnd(maxShots: 1)
        matches.append(person)
        var finished = Match.autoplay(.easy, against: .hard, seed: 5)
        finished.playToEnd()
        matches.append(finished)
        return matches
    }
}
