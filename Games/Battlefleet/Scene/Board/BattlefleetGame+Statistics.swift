import BattlefleetRules
import Crease
import CreaseHUD

/// The end screen's table: both players' figures side by side.
extension BattlefleetGame {
    /// The names of the table's rows under its header, in order.
    static let statisticsNames = ["Shots", "Hits", "Accuracy", "Ships sunk", "Best streak"]

    /// The table's rows under the header of names: a name (`statisticsNames`) and each
    /// player's figure, the viewer's first.
    var statisticsRows: [(name: String, values: [String])] {
        let players = [viewer, viewer.opponent].map { match.statistics[$0] }
        let figures: [(PlayerStatistics) -> String] = [
            { "\($0.shots)" }, { "\($0.hits)" }, { "\(Int(($0.accuracy * 100).rounded()))%" }, { "\($0.shipsSunk)" }, { "\($0.longestHitStreak)" },
        ]
        return zip(Self.statisticsNames, figures).map { name, figure in (name, players.map(figure)) }
    }

    /// The share of the end screen's table each player's column takes.
    static let playerColumn = 0.3

    /// Draws the end screen's table in `frame` (`ElementID.statsTable`): a header naming the
    /// viewer and the opponent (the winner's name in gold), then a row for each figure, the
    /// rows' names on the leading side and a faint line between rows.
    func drawStatistics(in frame: Rect, into list: inout DrawList) {
        let rows = statisticsRows
        let row = frame.height / Double(rows.count + 1)
        let size = Swift.min(15, (row * 0.7).rounded(.down))
        let rightToLeft = device.layoutDirection == .rightToLeft
        // From the leading edge: the rows' names take 40 % of the width, each player's column 30 %.
        func x(_ fraction: Double) -> Double { rightToLeft ? frame.maxX - frame.width * fraction : frame.minX + frame.width * fraction }
        func top(_ index: Int) -> Double { frame.minY + Double(index) * row + (row - size * 1.2) / 2 }
        let columns = [0.55, 0.85]
        // The players' names shrink to keep a gap between the two ("Player 1", "Player 2"):
        // bold glyphs run up to about 0.66 em, in 90 % of the column.
        let longest = Double([viewer, viewer.opponent].map { name(of: $0).count }.max() ?? 1)
        let header = Font(size: Swift.min(size, (frame.width * Self.playerColumn * 0.9 / (longest * 0.66)).rounded(.down)), weight: .bold)
        for (column, player) in zip(columns, [viewer, viewer.opponent]) {
            list.text(name(of: player), at: Point(x: x(column), y: frame.minY + (row - header.size * 1.2) / 2), font: header,
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
