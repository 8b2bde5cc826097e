import BattlefleetRules
import Crease
import CreaseHUD

/// The ships: each class has its own silhouette, so a glance tells them apart, afloat or sunk.
///
/// The carrier is a square-ended flight deck with a landing line and an island on one side;
/// the battleship carries three gun turrets, the cruiser two, the destroyer one; the submarine
/// is a slimmer hull with a conning tower. A sunk ship is a dark wreck of the same shape with a
/// pale outline and a break across it.
extension BattlefleetGame {
    func drawHull(_ frame: Rect, vertical: Bool, sunk: Bool, ship: ShipClass, into list: inout DrawList) {
        let across = ship == .submarine ? 0.22 : 0.14
        let hull = frame.insetBy(dx: Swift.max(2, frame.width * (vertical ? across : 0.02)),
                                 dy: Swift.max(2, frame.height * (vertical ? 0.02 : across)))
        let thickness = Swift.min(hull.width, hull.height)
        let length = Swift.max(hull.width, hull.height)
        let radius = ship == .carrier ? thickness * 0.25 : thickness / 2
        let detail = sunk ? Palette.wreckDeck : Palette.hullDeck
        list.fill(hull, cornerRadius: radius, sunk ? Palette.hullSunk : Palette.hull)
        list.stroke(hull, cornerRadius: radius, sunk ? Palette.wreckRim : Palette.hullRim, width: sunk ? 2 : 1.5)
        /// A point `t` of the way along the hull (bow to stern) and `a` of the way across it.
        func point(_ t: Double, _ a: Double = 0.5) -> Point {
            vertical ? Point(x: hull.minX + hull.width * a, y: hull.minY + hull.height * t)
                     : Point(x: hull.minX + hull.width * t, y: hull.minY + hull.height * a)
        }
        /// A box centred on `center`, `along` long and `wide` across the hull.
        func box(_ center: Point, along: Double, wide: Double) -> Rect {
            vertical ? Rect(x: center.x - wide / 2, y: center.y - along / 2, width: wide, height: along)
                     : Rect(x: center.x - along / 2, y: center.y - wide / 2, width: along, height: wide)
        }
        let edge = (thickness / 2) / length
        switch ship {
        case .carrier:
            // The landing line down the deck, in dashes, and the island on the starboard side.
            let dashes = 6
            for index in 0..<dashes {
                let t = 0.08 + Double(index) * 0.11
                list.line(from: point(t, 0.42), to: point(t + 0.06, 0.42), sunk ? Palette.wreckRim : Palette.hullRim, width: 1.5)
            }
            let island = box(point(0.8, 0.76), along: length * 0.12, wide: thickness * 0.3)
            list.fill(island, cornerRadius: 1.5, sunk ? Palette.wreckRim : Palette.hullRim)
        case .submarine:
            let deck = box(point(0.5), along: length - thickness * 1.2, wide: thickness * 0.28)
            list.fill(deck, cornerRadius: Swift.min(deck.width, deck.height) / 2, detail)
            let tower = box(point(0.4), along: Swift.max(4, length * 0.16), wide: thickness * 0.62)
            list.fill(tower, cornerRadius: Swift.min(tower.width, tower.height) / 2, sunk ? Palette.wreckDeck : Palette.hullRim)
        case .battleship, .cruiser, .destroyer:
            let deck = box(point(0.5), along: length - thickness, wide: thickness * 0.36)
            list.fill(deck, cornerRadius: Swift.min(deck.width, deck.height) / 2, detail)
            let turrets = ship == .battleship ? 3 : ship == .cruiser ? 2 : 1
            // Turrets spread between the bow and the stern, clear of the rounded ends.
            let span = 1 - 2 * edge * 1.1
            for index in 0..<turrets {
                let t = turrets == 1 ? 0.3 : edge * 1.1 + span * (Double(index) + 0.5) / Double(turrets)
                list.fillCircle(center: point(t), radius: thickness * 0.2, sunk ? Palette.wreckDeck : Palette.hullRim)
                list.fillCircle(center: point(t), radius: thickness * 0.09, detail)
            }
            if ship == .destroyer {
                let bridge = box(point(0.68), along: thickness * 0.4, wide: thickness * 0.45)
                list.fill(bridge, cornerRadius: 1.5, sunk ? Palette.wreckDeck : Palette.hullRim)
            }
        }
        if sunk {
            // The break: a jagged line across the hull, a third of the way along.
            let kink = thickness * 0.35 / length
            list.line(from: point(1.0 / 3 - kink, 0.1), to: point(1.0 / 3 + kink, 0.5), Palette.wreckRim, width: 1.5)
            list.line(from: point(1.0 / 3 + kink, 0.5), to: point(1.0 / 3 - kink, 0.9), Palette.wreckRim, width: 1.5)
        }
    }
}
