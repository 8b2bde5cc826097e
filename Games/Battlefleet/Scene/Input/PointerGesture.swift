import BattlefleetRules

/// What one finger or the mouse is doing on a board.
struct PointerGesture: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        /// Aiming `shooter`'s cursor on a board or the pad (`slot`); `armed` when the touch
        /// began on the cell already aimed at (lifting there fires).
        case aiming(shooter: PlayerID, slot: ElementID, armed: Bool)
        /// Dragging a ship, held `grab` cells behind its bow (lifted where it began, a tap:
        /// the ship turns).
        case dragging(player: PlayerID, slot: ElementID, ship: ShipClass, grab: Int)
    }

    var kind: Kind
    var start: Coordinate
    var current: Coordinate
}
