import BattlefleetRules
import Foundation
import Testing

@Suite("Chart: a shooter's view of the opponent's waters")
struct ChartTests {
    @Test("untried cells and open hits are listed row by row")
    func lists() {
        var marks = Array(repeating: CellMark.miss, count: 100)
        marks[TestSupport.cell(3, 7).index] = .unknown
        marks[TestSupport.cell(1, 2).index] = .unknown
        marks[TestSupport.cell(4, 4).index] = .hit
        marks[TestSupport.cell(5, 5).index] = .sunk(.destroyer)
        let chart = Chart(marks: marks, shipsAfloat: [.carrier])
        #expect(chart.untriedCells == [TestSupport.cell(1, 2), TestSupport.cell(3, 7)], "two cells should be untried, in row order")
        #expect(chart.openHits == [TestSupport.cell(4, 4)], "only the unsunk hit should be open")
        #expect(chart.mark(at: TestSupport.cell(-1, 0)) == .miss, "off the grid should read as a miss: nothing lies there")
        #expect(Chart.unexplored.untriedCells.count == 100, "an unexplored chart should have every cell untried")
    }

    @Test("a chart round-trips through JSON and needs one mark per cell")
    func codable() throws {
        var marks = Array(repeating: CellMark.unknown, count: 100)
        marks[0] = .miss
        marks[1] = .hit
        marks[2] = .sunk(.submarine)
        let chart = Chart(marks: marks, shipsAfloat: [.carrier, .cruiser])
        let data = try JSONEncoder().encode(chart)
        #expect(String(decoding: data, as: UTF8.self).contains("\"sunk submarine\""), "marks should be written as words")
        #expect(try JSONDecoder().decode(Chart.self, from: data) == chart, "a decoded chart should equal the original")
        let short = Data(#"{"marks": ["miss"], "shipsAfloat": []}"#.utf8)
        #expect(throws: DecodingError.self, "a chart of one mark should be refused") { try JSONDecoder().decode(Chart.self, from: short) }
    }
}
