import BattlefleetRules
import Crease
import CreaseHUD

/// The roster: the ships of the waters you fire at, largest first, each drawn in its own
/// silhouette and named, a sunk one as a wreck marked "sunk", in the fire's colour, once its
/// shell has landed.
extension BattlefleetGame {
    /// The roster's heading: "Enemy fleet", "Player 2's fleet", "Orange's fleet".
    func rosterTitle(for waters: PlayerID) -> String {
        !twoPeople && !autoplay ? "Enemy fleet" : "\(name(of: waters))'s fleet"
    }

    /// True once `ship` of `waters` is seen to be sunk: its sinking shell has landed.
    func isSeenSunk(_ ship: ShipClass, of waters: PlayerID) -> Bool {
        guard match.boards[waters].isSunk(ship) else { return false }
        return !shotsInFlight.contains { $0.shooter == waters.opponent && $0.result == .sunk(ship) }
    }

    /// Draws the roster of `waters` into `frame`: a heading, then a row per ship, the
    /// silhouette on the reading side's start and the name after it.
    func drawRoster(of waters: PlayerID, in frame: Rect, into list: inout DrawList) {
        let rightToLeft = device.layoutDirection == .rightToLeft
        let heading = Font(size: Swift.min(15, (frame.height / 7).rounded(.down)), weight: .bold)
        let headingHeight = heading.size * 1.5
        let align: TextAlignment = rightToLeft ? .right : .left
        let start = rightToLeft ? frame.maxX : frame.minX
        list.text(rosterTitle(for: waters), at: Point(x: start, y: frame.minY), font: heading, Palette.label, alignment: align)
        let ships = ShipClass.classicFleet
        let row = ((frame.height - headingHeight) / Double(ships.count)).rounded(.down)
        // The silhouettes take up to half the width, and no more than leaves the names 11 pt
        // ("Battleship · sunk" the longest); the names take what is left.
        let roomForNames = ((frame.width - 8 - 17 * 0.62 * 11) / 5).rounded(.down)
        let cell = Swift.min((row * 0.75).rounded(.down), (frame.width * 0.5 / 5).rounded(.down), Swift.max(8, roomForNames))
        let nameRoom = frame.width - 5 * cell - 8
        let size = Swift.min(15, (row * 0.62).rounded(.down), (nameRoom / (17 * 0.62)).rounded(.down))
        for (index, ship) in ships.enumerated() {
            let sunk = isSeenSunk(ship, of: waters)
            let y = frame.minY + headingHeight + Double(index) * row
            let length = cell * Double(ship.length)
            let hull = Rect(x: rightToLeft ? frame.maxX - length : frame.minX, y: y + (row - cell) / 2, width: length, height: cell)
            drawHull(hull, vertical: false, sunk: sunk, ship: ship, into: &list)
            let nameX = rightToLeft ? frame.maxX - 5 * cell - 8 : frame.minX + 5 * cell + 8
            let name = sunk ? "\(ship.displayName) · sunk" : ship.displayName
            // A sunk ship's row in the fire's colour, as clear as the others: struck off, not faded.
            list.text(name, at: Point(x: nameX, y: y + (row - size * 1.2) / 2), font: Font(size: size),
                      sunk ? Palette.sunkName : Color.white, alignment: align)
        }
    }
}
