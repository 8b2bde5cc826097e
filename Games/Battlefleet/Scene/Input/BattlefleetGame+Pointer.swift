import BattlefleetRules
import Crease
import CreaseHUD

/// Touch and mouse: a press on a board aims or picks up a ship, a drag moves it, a release
/// fires, drops or turns it. Aiming is the same on the target board and the pad: a tap aims
/// at a cell, a second tap on the same cell (or Fire) fires.
extension BattlefleetGame {
    mutating func handlePointer(_ pointer: PointerEvent) -> Bool {
        switch pointer.phase {
        case .began: return pointerBegan(pointer)
        case .moved: return pointerMoved(pointer)
        case .ended, .cancelled:
            guard let gesture = input.pointers.removeValue(forKey: pointer.id) else { return false }
            pointerEnded(gesture, at: pointer.location, cancelled: pointer.phase == .cancelled)
            return true
        case .hovered: return false
        }
    }

    mutating func pointerBegan(_ pointer: PointerEvent) -> Bool {
        guard !isPaused else { return false }
        let point = pointer.location
        if let shooter = scene.layout.padShooter, let pad = geometry(of: .pad), let cell = pad.coordinate(at: point) {
            aim(shooter, at: cell, on: .pad, pointer: pointer.id)
            return true
        }
        for slot in scene.layout.slots {
            guard let geometry = geometry(of: slot.id), let cell = geometry.coordinate(at: point) else { continue }
            switch slot.purpose {
            case .aim(let shooter):
                aim(shooter, at: cell, on: slot.id, pointer: pointer.id)
                return true
            case .place(let player):
                guard match.phase == .placement, !stations.ready.contains(player),
                      let ship = match.boards[player].fleet.ship(at: cell),
                      let placement = match.boards[player].fleet.placement(of: ship) else { return true }
                let grab = placement.cells.firstIndex(of: cell) ?? 0
                selection.selectedShip[player] = ship
                input.pointers[pointer.id] = PointerGesture(kind: .dragging(player: player, slot: slot.id, ship: ship, grab: grab),
                                                      start: cell, current: cell)
                return true
            case .view:
                return false
            }
        }
        return false
    }

    /// Aims `shooter`'s cursor at a cell on a board or the pad; armed when the player aimed it
    /// there already (not where it merely starts), so lifting the finger on the same cell fires.
    mutating func aim(_ shooter: PlayerID, at cell: Coordinate, on slot: ElementID, pointer: PointerID) {
        let armed = selection.placedCursors.contains(shooter) && selection.cursors[shooter] == cell
        selection.cursors[shooter] = cell
        selection.placedCursors.insert(shooter)
        input.pointers[pointer] = PointerGesture(kind: .aiming(shooter: shooter, slot: slot, armed: armed), start: cell, current: cell)
    }

    mutating func pointerMoved(_ pointer: PointerEvent) -> Bool {
        guard var gesture = input.pointers[pointer.id] else { return false }
        switch gesture.kind {
        case .aiming(let shooter, let slot, _):
            guard let board = geometry(of: slot) else { return true }
            gesture.current = board.nearestCoordinate(to: pointer.location)
            selection.cursors[shooter] = gesture.current
        case .dragging(_, let slot, _, _):
            guard let board = geometry(of: slot) else { return true }
            gesture.current = board.nearestCoordinate(to: pointer.location)
        }
        input.pointers[pointer.id] = gesture
        return true
    }

    mutating func pointerEnded(_ gesture: PointerGesture, at point: Point, cancelled: Bool) {
        guard !cancelled, !isPaused else { return }
        switch gesture.kind {
        case .aiming(let shooter, _, let armed):
            // A tap while the other side plays is answered too (`explainWait`).
            if armed || shooter != firingShooter, gesture.current == gesture.start { fireCursor(for: shooter, tapped: true) }
        case .dragging(let player, _, let ship, _):
            if gesture.current == gesture.start {
                // A tap turns the ship, as the hint says (it is selected too, for the keys).
                rotateSelected(for: player)
            } else if let origin = dragOrigin(gesture) {
                if (try? match.moveShip(ship, to: origin, for: player)) != nil {
                    persistence.changed()
                } else {
                    showBanner("The \(ship.displayName) does not fit there", short: "No fit")
                }
            }
        }
    }

    /// Where a dragged ship's bow would land.
    func dragOrigin(_ gesture: PointerGesture) -> Coordinate? {
        guard case .dragging(let player, _, let ship, _) = gesture.kind,
              let placement = match.boards[player].fleet.placement(of: ship) else { return nil }
        let columns = gesture.current.column - gesture.start.column
        let rows = gesture.current.row - gesture.start.row
        return placement.origin.offset(columns: columns, rows: rows)
    }
}
