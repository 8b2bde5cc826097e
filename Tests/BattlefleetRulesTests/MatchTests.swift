import BattlefleetRules
import Testing

@Suite("Match: placement, turns, shots, salvo and victory")
struct MatchTests {
    private let water = TestSupport.rowFleetWater
    private let ships = TestSupport.rowFleetCells

    @Test("a match against the AI starts in placement with the AI's fleet placed")
    func newMatch() throws {
        var match = Match.againstAI(.medium, seed: 5)
        #expect(match.phase == .placement, "a new match should be placing ships")
        #expect(match.boards.two.fleet.isComplete, "the AI's fleet should be placed at once")
        #expect(match.boards.one.fleet.placements.isEmpty, "the person's fleet should start empty")
        #expect(throws: PlacementError.fleetIncomplete(.one, missing: ShipClass.classicFleet)) { try match.beginBattle() }
        #expect(throws: PlacementError.notHuman(.two)) { try match.placeFleetRandomly(for: .two) }
        #expect(throws: ShotError.notInBattle(.placement)) { try match.fire(at: TestSupport.cell(0, 0)) }
        try match.placeFleetRandomly(for: .one)
        try match.beginBattle()
        #expect(match.phase == .battle && match.currentPlayer == .one && match.turnNumber == 1,
                "the battle should begin on player one's first turn")
        #expect(throws: PlacementError.notInPlacement(.battle)) { try match.rotateShip(.carrier, for: .one) }
    }

    @Test("drag, rotate and shuffle during placement go through the rules")
    func placementEdits() throws {
        var match = Match.localTwoPlayer(seed: 2)
        let carrier = Placement(ship: .carrier, origin: TestSupport.cell(0, 9), orientation: .horizontal)
        try match.place(carrier, for: .two)
        try match.rotateShip(.carrier, for: .two)
        #expect(match.boards.two.fleet.placement(of: .carrier)?.origin == TestSupport.cell(0, 5),
                "rotating a carrier on the bottom row should nudge its bow up to row 5")
        try match.moveShip(.carrier, to: TestSupport.cell(9, 0), for: .two)
        #expect(throws: PlacementError.offGrid(Placement(ship: .carrier, origin: TestSupport.cell(9, 7), orientation: .vertical))) {
            try match.moveShip(.carrier, to: TestSupport.cell(9, 7), for: .two)
        }
        try match.reshuffleFleet(for: .two)
        #expect(match.boards.two.fleet.isComplete, "a shuffle should place the whole fleet")
        try match.removeShip(.destroyer, for: .two)
        #expect(match.boards.two.fleet.missingShips == [.destroyer], "removing should send the destroyer back to the dock")
    }

    @Test("classic turns alternate after every shot, hit or miss")
    func alternation() throws {
        var match = try TestSupport.twoPlayerBattle()
        let first = try match.fire(at: water[0])
        #expect(first == ShotRecord(shooter: .one, target: water[0], turn: 1, result: .miss), "player one's first shot should miss")
        #expect(match.currentPlayer == .two && match.turnNumber == 2, "the turn should pass to player two")
        #expect(throws: ShotError.notYourTurn(.two)) { try match.fire(at: water[1], as: .one) }
        let hit = try match.fire(at: ships[0], as: .two)
        #expect(hit.result == .hit && match.currentPlayer == .one, "a hit should also pass the turn in the classic rules")
    }

    @Test("firing twice at the same cell is rejected without using the turn")
    func firingTwice() throws {
        var match = try TestSupport.twoPlayerBattle()
        try match.fire(at: water[0])
        try match.fire(at: water[0])
        let before = match
        #expect(throws: ShotError.alreadyFired(water[0])) { try match.fire(at: water[0]) }
        #expect(throws: ShotError.offGrid(TestSupport.cell(3, 10))) { try match.fire(at: TestSupport.cell(3, 10)) }
        #expect(match == before, "a refused shot should change nothing: same player, same statistics")
    }

    @Test("sinking every ship wins; the match then refuses shots")
    func victory() throws {
        var match = try TestSupport.twoPlayerBattle()
        var results: [ShotResult] = []
        for (index, target) in ships.enumerated() {
            results.append(try match.fire(at: target, as: .one).result)
            if index < ships.count - 1 { try match.fire(at: water[index], as: .two) }
        }
        #expect(match.phase == .finished(winner: .one) && match.winner == .one, "player one should win by sinking all 17 cells")
        #expect(results.filter { if case .sunk = $0 { true } else { false } }.count == 5, "five shots should report a sinking")
        #expect(results.last == .sunk(.destroyer), "the last cell should sink the destroyer")
        #expect(throws: ShotError.notInBattle(.finished(winner: .one))) { try match.fire(at: water[50]) }
        let outcome = try #require(match.outcome, "a finished match should have an outcome")
        #expect(outcome.winner == .one && outcome.winningShots == 17 && outcome.statistics.one.accuracy == 1,
                "the outcome should show 17 shots at 100% accuracy (got \(outcome))")
        #expect(outcome.statistics.two.shipsLost == 5 && outcome.statistics.one.shipsSunk == 5, "player two should have lost five ships")
        #expect(match.step() == nil, "stepping a finished match should do nothing")
    }

    @Test("salvo: as many shots per turn as ships afloat", arguments: [0, 1, 3, 4])
    func salvoCounts(sunk: Int) throws {
        var match = try TestSupport.twoPlayerBattle(salvo: true)
        #expect(match.shotsLeftInTurn == 5, "a full fleet should fire a salvo of five")
        // Player one misses; player two sinks `sunk` of player one's ships over its turns.
        let targets = Array(TestSupport.rowFleet.placements.reversed().prefix(sunk)).flatMap(\.cells)
        var waterIndex = 0
        var targetIndex = 0
        while targetIndex < targets.count {
            while match.currentPlayer == .one {
                try match.fire(at: water[waterIndex]); waterIndex += 1
            }
            while match.currentPlayer == .two {
                if targetIndex < targets.count {
                    try match.fire(at: targets[targetIndex]); targetIndex += 1
                } else {
                    try match.fire(at: water[waterIndex]); waterIndex += 1
                }
            }
        }
        while match.currentPlayer == .two { try match.fire(at: water[waterIndex]); waterIndex += 1 }
        #expect(match.boards.one.shipsAfloat.count == 5 - sunk, "player one should have \(5 - sunk) ships afloat")
        #expect(match.shotsLeftInTurn == 5 - sunk, "player one's salvo should then be \(5 - sunk) shots")
    }

    @Test("a whole salvo is checked before any shot is fired")
    func salvoChecks() throws {
        var match = try TestSupport.twoPlayerBattle(salvo: true)
        let before = match
        #expect(throws: ShotError.tooManyShots(allowed: 5, given: 6)) { try match.fireSalvo(at: Array(water.prefix(6))) }
        #expect(throws: ShotError.repeatedInSalvo(water[0])) { try match.fireSalvo(at: [water[0], water[1], water[0]]) }
        #expect(throws: ShotError.offGrid(TestSupport.cell(-1, 0))) { try match.fireSalvo(at: [water[0], TestSupport.cell(-1, 0)]) }
        #expect(match == before, "refused salvos should change nothing")
        let records = try match.fireSalvo(at: [water[0], ships[0]])
        #expect(records.map(\.result) == [.miss, .hit] && match.shotsLeftInTurn == 3 && match.currentPlayer == .one,
                "two of five shots fired should leave three in the turn")
        try match.fireSalvo(at: Array(water[1...3]))
        #expect(match.currentPlayer == .two && match.turnNumber == 2, "the turn should pass after the fifth shot")
    }

    @Test("the AI moves only on its turn, and never for a person")
    func aiTurn() throws {
        var match = Match.againstAI(.hard, seed: 11)
        try match.placeFleetRandomly(for: .one)
        try match.beginBattle()
        #expect(!match.isAITurn && match.step() == nil, "step() should do nothing on the person's turn")
        try match.fire(at: TestSupport.cell(4, 4))
        #expect(match.isAITurn, "after the person's shot it should be the AI's turn")
        let fired = match.step()
        let shot = try #require(fired, "the AI should fire on its turn")
        #expect(shot.shooter == .two && match.currentPlayer == .one, "the AI's one shot should pass the turn back")
        #expect(match.suggestedTarget().map { !match.boards.two.wasFiredAt($0) } == true, "a hint should name an untried cell")
    }
}
