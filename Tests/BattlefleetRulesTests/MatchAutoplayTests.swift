import BattlefleetRules
import Foundation
import Testing

@Suite("Match autoplay: AI against AI, one shot per step, the same on every run")
struct MatchAutoplayTests {
    @Test("autoplay ends with a winner and an outcome", arguments: [false, true])
    func ends(salvo: Bool) throws {
        var match = Match.autoplay(.medium, against: .hard, rules: MatchRules(salvo: salvo), seed: 3)
        var steps = 0
        while let shot = match.step() {
            steps += 1
            #expect(shot == match.history.last, "each step should fire exactly one shot and record it")
        }
        let outcome = try #require(match.outcome, "autoplay should end in a finished match")
        #expect(steps == match.history.count, "one shot per step")
        #expect(outcome.statistics.one.shots + outcome.statistics.two.shots == steps, "the outcome should count every shot")
        #expect(outcome.statistics[outcome.winner].shipsSunk == 5, "the winner should have sunk all five ships")
        print("autoplay medium vs hard\(salvo ? " (salvo)" : ""), seed 3: \(outcome)")
    }

    @Test("the same seed gives the same match, byte for byte; another seed does not", arguments: [false, true])
    func determinism(salvo: Bool) {
        let a = TestSupport.autoplayed(salvo: salvo, seed: 99)
        let b = TestSupport.autoplayed(salvo: salvo, seed: 99)
        let c = TestSupport.autoplayed(salvo: salvo, seed: 100)
        #expect(a.stateBytes() == b.stateBytes() && a.stateDigest == b.stateDigest, "seed 99 twice should give identical state bytes")
        #expect(a.stateDigest != c.stateDigest, "seeds 99 and 100 should give different matches")
    }

    @Test("the state hash is pinned, so every machine and toolchain must agree")
    func pinnedDigest() {
        let match = TestSupport.autoplayed(.medium, .hard, seed: 7)
        #expect(match.stateDigest == "a5a56248d4683c17", "autoplay medium vs hard on seed 7 should hash to the pinned value (got \(match.stateDigest)); if the rules changed on purpose, update the pin")
    }

    @Test("the outcome's JSON carries the winner, shots and accuracy, and reads back")
    func outcomeJSON() throws {
        let outcome = try #require(TestSupport.autoplayed(seed: 12).outcome, "autoplay should finish")
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(outcome)
        let text = String(decoding: data, as: UTF8.self)
        for key in ["\"winner\"", "\"winningShots\"", "\"accuracy\"", "\"shots\"", "\"turns\""] {
            #expect(text.contains(key), "the outcome's JSON should contain \(key): \(text)")
        }
        #expect(try JSONDecoder().decode(MatchOutcome.self, from: data) == outcome, "the outcome should read back equal")
    }

    @Test("state bytes change with every shot")
    func bytesTrackShots() {
        var match = Match.autoplay(.easy, against: .easy, seed: 1)
        var seen: Set<[UInt8]> = [match.stateBytes()]
        for _ in 0..<30 {
            match.step()
            #expect(seen.insert(match.stateBytes()).inserted, "every shot should change the state bytes")
        }
    }
}
