import Crease
@testable import BattlefleetRules
import Testing

@Suite("FleetAI: hunt/target in three levels")
struct FleetAITests {
    /// One game of an AI level (as player `seat`) against a shooter picking random untried cells.
    private func gameAgainstRandom(_ difficulty: Difficulty, seed: UInt64, aiSeat: PlayerID) throws -> Match {
        let players = aiSeat == .one ? PlayerPair(one: PlayerKind.ai(difficulty), two: .human)
                                     : PlayerPair(one: .human, two: PlayerKind.ai(difficulty))
        var match = Match(players: players, seed: seed)
        try match.placeFleetRandomly(for: aiSeat.opponent)
        try match.beginBattle()
        var random = SeededRandom(seed: seed &* 31 &+ 17)
        while !match.isFinished {
            if match.isAITurn {
                let shot = match.step()
                _ = try #require(shot, "the AI should always have a shot while the match is on")
            } else {
                let untried = match.chart(for: match.currentPlayer).untriedCells
                try match.fire(at: untried[random.int(in: 0..<(untried.count))])
            }
        }
        return match
    }

    @Test("the AI never fires twice at a cell, over whole games at every level, classic and salvo",
          arguments: Difficulty.allCases, [false, true])
    func neverTwice(difficulty: Difficulty, salvo: Bool) {
        for seed in UInt64(0)..<20 {
            let match = TestSupport.autoplayed(difficulty, difficulty, salvo: salvo, seed: seed)
            #expect(match.isFinished, "\(difficulty) seed \(seed): an AI match should end within 200 shots")
            for player in PlayerID.allCases {
                let targets = match.history.filter { $0.shooter == player }.map(\.target.index)
                #expect(Set(targets).count == targets.count, "\(difficulty) seed \(seed): player \(player) fired at a cell twice")
            }
            let alone = TestSupport.shotsToSink(difficulty, seed: seed)
            #expect(alone.repeats == 0 && alone.shots <= 100, "\(difficulty) seed \(seed): sinking a fleet alone should take ≤ 100 distinct shots")
        }
    }

    @Test("every level beats a random shooter; medium and hard in at least 95 of 100 seeded games",
          arguments: [(Difficulty.easy, 85), (.medium, 95), (.hard, 95)])
    func beatsRandom(difficulty: Difficulty, minimumWins: Int) throws {
        var wins = 0
        for seed in UInt64(0)..<100 {
            // Alternate seats, so the random shooter fires first in half the games.
            let seat: PlayerID = seed % 2 == 0 ? .one : .two
            let match = try gameAgainstRandom(difficulty, seed: seed, aiSeat: seat)
            if match.winner == seat { wins += 1 }
        }
        print("\(difficulty) AI against a random shooter: \(wins) of 100 games won")
        #expect(wins >= minimumWins, "\(difficulty) should win at least \(minimumWins) of 100 games against random shots (won \(wins))")
    }

    @Test("harder levels need fewer shots to sink a fleet: hard ≤ medium < easy < random")
    func meanShots() {
        var means: [Difficulty: Double] = [:]
        for level in Difficulty.allCases {
            let total = (UInt64(0)..<100).reduce(0) { $0 + TestSupport.shotsToSink(level, seed: $1).shots }
            means[level] = Double(total) / 100
        }
        var random = 0
        for seed in UInt64(0)..<100 {
            var placer = SeededRandom(seed: seed)
            let board = Board(fleet: Fleet.random(using: &placer))
            var order = Coordinate.all
            var generator = SeededRandom(seed: seed ^ 0xABC)
            for index in stride(from: order.count - 1, to: 0, by: -1) { order.swapAt(index, generator.int(in: 0..<(index + 1))) }
            random += (order.lastIndex { board.fleet.ship(at: $0) != nil } ?? 99) + 1
        }
        let easy = means[.easy] ?? 0, medium = means[.medium] ?? 0, hard = means[.hard] ?? 0
        let randomMean = Double(random) / 100
        print("mean shots to sink a fleet over 100 seeds: random \(randomMean), easy \(easy), medium \(medium), hard \(hard)")
        #expect(hard <= medium, "hard (\(hard)) should need no more shots on average than medium (\(medium))")
        #expect(medium < easy, "medium (\(medium)) should need fewer shots than easy (\(easy))")
        #expect(easy < randomMean, "easy (\(easy)) should need fewer shots than random (\(randomMean))")
    }

    @Test("after a hit, medium and hard fire next to it; two hits in a line, at the line's ends",
          arguments: [Difficulty.medium, .hard])
    func targetMode(difficulty: Difficulty) {
        var marks = Array(repeating: CellMark.unknown, count: 100)
        marks[TestSupport.cell(4, 4).index] = .hit
        var generator = SeededRandom(seed: 1)
        let ai = FleetAI(difficulty: difficulty)
        let chart = Chart(marks: marks, shipsAfloat: ShipClass.classicFleet)
        let next = ai.chooseTarget(on: chart, using: &generator)
        #expect(next.map { TestSupport.cell(4, 4).neighbours.contains($0) } == true,
                "\(difficulty): after one hit the next shot should be next to it (got \(String(describing: next)))")
        marks[TestSupport.cell(5, 4).index] = .hit
        let lineChart = Chart(marks: marks, shipsAfloat: ShipClass.classicFleet)
        for _ in 0..<20 {
            let shot = ai.chooseTarget(on: lineChart, using: &generator)
            #expect(shot == TestSupport.cell(3, 4) || shot == TestSupport.cell(6, 4),
                    "\(difficulty): two hits in row 4 should be extended at (3, 4) or (6, 4) (got \(String(describing: shot)))")
        }
    }

    @Test("a salvo is distinct untried cells, as many as asked while cells remain", arguments: Difficulty.allCases)
    func salvo(difficulty: Difficulty) {
        var marks = Array(repeating: CellMark.miss, count: 100)
        for index in [3, 14, 15, 16, 40, 77] { marks[index] = .unknown }
        var generator = SeededRandom(seed: 2)
        let chart = Chart(marks: marks, shipsAfloat: [.destroyer])
        let five = FleetAI(difficulty: difficulty).chooseSalvo(count: 5, on: chart, using: &generator)
        #expect(five.count == 5 && Set(five).count == 5 && five.allSatisfy { marks[$0.index] == .unknown },
                "\(difficulty): a salvo of 5 should be 5 distinct untried cells (got \(five))")
        let all = FleetAI(difficulty: difficulty).chooseSalvo(count: 9, on: chart, using: &generator)
        #expect(all.count == 6, "\(difficulty): only 6 cells are untried, so a salvo of 9 should stop at 6")
    }

    @Test("a hunting salvo spreads over the waters; a salvo round an open hit stays close", arguments: Difficulty.allCases)
    func salvoSpread(difficulty: Difficulty) {
        for seed in UInt64(1)...20 {
            var generator = SeededRandom(seed: seed)
            let fresh = Chart(marks: Array(repeating: .unknown, count: 100), shipsAfloat: ShipClass.classicFleet)
            let salvo = FleetAI(difficulty: difficulty).chooseSalvo(count: 5, on: fresh, using: &generator)
            let closest = salvo.indices.flatMap { i in salvo.indices.filter { $0 > i }.map { salvo[i].steps(to: salvo[$0]) } }.min() ?? 0
            #expect(salvo.count == 5 && closest > 2,
                    "\(difficulty), seed \(seed): an opening salvo should keep its shots over 2 steps apart (got \(salvo))")
        }
        var marks = Array(repeating: CellMark.unknown, count: 100)
        marks[TestSupport.cell(4, 4).index] = .hit
        var generator = SeededRandom(seed: 3)
        let wounded = Chart(marks: marks, shipsAfloat: ShipClass.classicFleet)
        let salvo = FleetAI(difficulty: .hard).chooseSalvo(count: 4, on: wounded, using: &generator)
        #expect(Set(salvo) == Set(TestSupport.cell(4, 4).neighbours),
                "the hard AI's salvo round a lone hit should be its four neighbours (got \(salvo))")
    }

    @Test("the same seed gives the same shots", arguments: Difficulty.allCases)
    func determinism(difficulty: Difficulty) {
        let a = TestSupport.shotsToSink(difficulty, seed: 42)
        let b = TestSupport.shotsToSink(difficulty, seed: 42)
        #expect(a == b, "\(difficulty): two runs on seed 42 should take the same shots")
    }
}
