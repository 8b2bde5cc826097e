import BattlefleetRules
import Crease
import CreaseHUD

/// The salvo's marked cells, drawn the same on the target board and the pad: a gold disc
/// numbered in the order marked, so a player sees at a glance which cells the salvo will hit
/// and how many are marked.
extension BattlefleetGame {
    /// Draws the current shooter's marks on a board or the pad `geometry` shows.
    func drawSalvoMarks(_ geometry: BoardGeometry, into list: inout DrawList) {
        for (index, cell) in selection.salvoQueue.enumerated() {
            let frame = geometry.frame(of: cell)
            let center = Point(x: frame.midX, y: frame.midY)
            let radius = frame.width * 0.36
            list.fillCircle(center: center, radius: radius, Palette.fireCore)
            list.strokeCircle(center: center, radius: radius, Palette.deepSea, width: 1.5)
            // The number fills most of the disc, never under 8 pt (the pad's cells are small).
            let font = Font(size: Swift.max(8, (radius * 1.3).rounded(.down)), weight: .bold)
            list.text("\(index + 1)", at: Point(x: center.x, y: center.y - font.size * 0.6), font: font, Palette.deepSea, alignment: .center)
        }
    }
}
