import BattlefleetRules
import Crease
import CreaseHUD

/// The end screen's table: both players' figures side by side.
extension BattlefleetGame {
    /// The table's rows under the header of names: a name and each player's figure.
    var statisticsRows: [(name: String, values: [String])] {
        let players = [viewer, viewer.opponent].map { match.statistics[$0] }
        return [
            ("Shots", players.map { "\($0.shots)" }),
            ("Hits", players.map { "\($0.hits)" }),
            ("Accuracy", players.map { "\(Int(($0.accuracy * 100).rounded()))%" }),
            ("Ships sunk", players.map { "\($0.shipsSunk)" }),
            ("Best streak", players.map { "\($0.longestHitStreak)" }),
        ]
    }

    /// Draws the end screen's table in `frame` (`ElementID.statsTable`): a header naming the
    /// viewer and the opponent (the winner's name in gold), then a row for each figure, the
    /// rows' names on the leading side and a faint line between rows.
    func drawStatistics(in frame: Rect, into list: inout DrawList) {
        let rows = statisticsRows
        let row = frame.height / Double(rows.count + 1)
        let size = Swift.min(15, (row * 0.7).rounded(.down))
        let rightToLeft = device.layoutDirection == .rightToLeft
        // From the leading edge: the names take 46 % of the width, each player's column 27 %.
        func x(_ fraction: Double) -> Double { rightToLeft ? frame.maxX - frame.width * fraction : frame.minX + frame.width * fraction }
        func top(_ index: Int) -> Double { frame.minY + Double(index) * row + (row - size * 1.2) / 2 }
        let columns = [0.595, 0.865]
        for (column, player) in zip(columns, [viewer, viewer.opponent]) {
            list.text(name(of: player), at: Point(x: x(column), y: top(0)), font: Font(size: size, weight: .bold),
                      match.winner == player ? Palette.cursor : Palette.label, alignment: .center)
        }
        for (index, entry) in rows.enumerated() {
            list.fill(Rect(x: frame.minX, y: frame.minY + Double(index + 1) * row, width: frame.width, height: 1), Palette.label.withAlpha(40))
            list.text(entry.name, at: Point(x: x(0.02), y: top(index + 1)), font: Font(size: size), Palette.label,
                      alignment: rightToLeft ? .right : .left)
            for (column, value) in zip(columns, entry.values) {
                list.text(value, at: Point(x: x(column), y: top(index + 1)), font: Font(size: size, weight: .bold), .white, alignment: .center)
            }
        }
    }
}
