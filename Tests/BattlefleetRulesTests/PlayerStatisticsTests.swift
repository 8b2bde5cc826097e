import BattlefleetRules
import Testing

@Suite("PlayerStatistics: shots, hits, accuracy, streaks, turns")
struct PlayerStatisticsTests {
    @Test("statistics follow the shots of a scripted match")
    func scripted() throws {
        var match = try TestSupport.twoPlayerBattle()
        let ships = TestSupport.rowFleetCells
        let water = TestSupport.rowFleetWater
        // Player one: hit, hit, miss, hit, hit, hit; the first five ship cells are the carrier.
        let oneShots = [ships[0], ships[1], water[0], ships[2], ships[3], ships[4]]
        for (index, target) in oneShots.enumerated() {
            try match.fire(at: target, as: .one)
            try match.fire(at: water[10 + index], as: .two)
        }
        let one = match.statistics.one
        #expect(one.shots == 6 && one.hits == 5 && one.misses == 1, "player one should have 5 hits in 6 shots (got \(one))")
        #expect(one.longestHitStreak == 3 && one.currentHitStreak == 3, "the streak after the miss should be the longest, 3")
        #expect(one.shipsSunk == 1 && match.statistics.two.shipsLost == 1, "the fifth carrier hit should sink it")
        #expect(abs(one.accuracy - 5.0 / 6.0) < 1e-12, "accuracy should be 5/6")
        #expect(one.turns == 7 && match.statistics.two.turns == 6, "player one should be on turn 7, player two on 6")
        let two = match.statistics.two
        #expect(two.accuracy == 0 && two.longestHitStreak == 0, "player two only missed")
        #expect(PlayerStatistics().accuracy == 0, "no shots should mean 0 accuracy, not a division by zero")
    }
}
