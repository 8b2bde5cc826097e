import BattlefleetRules
import Foundation
import Testing

@Suite("Board: shots into a player's waters")
struct BoardTests {
    @Test("miss, hit and sunk, and the chart the shooter sees")
    func results() throws {
        var board = Board(fleet: TestSupport.rowFleet)
        #expect(try board.receiveShot(at: TestSupport.cell(0, 1)) == .miss, "row 1 is open water")
        #expect(try board.receiveShot(at: TestSupport.cell(0, 8)) == .hit, "(0, 8) is the destroyer's bow")
        #expect(board.chart.mark(at: TestSupport.cell(0, 8)) == .hit, "the chart should show an open hit")
        #expect(board.chart.mark(at: TestSupport.cell(1, 8)) == .unknown, "the destroyer's stern should still be unknown")
        #expect(try board.receiveShot(at: TestSupport.cell(1, 8)) == .sunk(.destroyer), "the second hit should sink the destroyer")
        #expect(board.chart.mark(at: TestSupport.cell(0, 8)) == .sunk(.destroyer), "a sunk ship's cells should show as sunk")
        #expect(board.shipsAfloat == [.carrier, .battleship, .cruiser, .submarine], "four ships should remain afloat")
        #expect(board.chart.shipsAfloat == board.shipsAfloat, "the chart should announce which ships float")
        #expect(board.chart.openHits.isEmpty, "a sunk ship should leave no open hits")
    }

    @Test("firing twice at a cell is an error and changes nothing")
    func firingTwice() throws {
        var board = Board(fleet: TestSupport.rowFleet)
        _ = try board.receiveShot(at: TestSupport.cell(0, 0))
        let before = board
        #expect(throws: ShotError.alreadyFired(TestSupport.cell(0, 0))) { try board.receiveShot(at: TestSupport.cell(0, 0)) }
        #expect(throws: ShotError.offGrid(TestSupport.cell(10, 0))) { try board.receiveShot(at: TestSupport.cell(10, 0)) }
        #expect(board == before, "refused shots should leave the board unchanged")
    }

    @Test("every ship cell hit means defeat")
    func defeat() throws {
        var board = Board(fleet: TestSupport.rowFleet)
        for cell in TestSupport.rowFleetCells.dropLast() { _ = try board.receiveShot(at: cell) }
        #expect(!board.isDefeated, "one ship cell left should not be defeat")
        _ = try board.receiveShot(at: TestSupport.rowFleetCells[TestSupport.rowFleetCells.count - 1])
        #expect(board.isDefeated, "all 17 ship cells hit should be defeat")
        #expect(!Board().isDefeated, "an empty board has nothing to sink and should not count as defeated")
    }

    @Test("a board round-trips through JSON; repeated or off-grid shots are refused")
    func codable() throws {
        var board = Board(fleet: TestSupport.rowFleet)
        for cell in [TestSupport.cell(0, 0), TestSupport.cell(5, 5), TestSupport.cell(1, 0)] { _ = try board.receiveShot(at: cell) }
        let data = try JSONEncoder().encode(board)
        #expect(try JSONDecoder().decode(Board.self, from: data) == board, "a decoded board should equal the original")
        let fleet = String(decoding: try JSONEncoder().encode(TestSupport.rowFleet), as: UTF8.self)
        for shots in [#"[{"column": 0, "row": 0}, {"column": 0, "row": 0}]"#, #"[{"column": 0, "row": 10}]"#] {
            let bad = Data(#"{"fleet": \#(fleet), "firedAt": \#(shots)}"#.utf8)
            #expect(throws: DecodingError.self, "firedAt \(shots) should be refused") { try JSONDecoder().decode(Board.self, from: bad) }
        }
    }
}
