import BattlefleetRules
import Crease
import CreaseHUD
import Foundation

/// Drawing: the sea, the boards, ships, marks, effects, cursors; the HUD on top.
extension BattlefleetGame {
    public func draw(into list: inout DrawList, interpolation: Double) {
        let size = device.displaySize
        list.fill(Rect(x: 0, y: 0, width: size.width, height: size.height), Palette.deepSea)
        drawSwell(size: size, into: &list)
        if case .handoff = screen {
            hud.draw(into: &list)
            return
        }
        for slot in layout.slots {
            guard let geometry = geometry(of: slot.id) else { continue }
            drawBoard(slot, geometry, into: &list)
        }
        if let shooter = layout.padShooter, let pad = geometry(of: "pad") {
            drawPad(pad, shooter: shooter, into: &list)
        }
        if isPaused { list.fill(Rect(x: 0, y: 0, width: size.width, height: size.height), Palette.dim) }
        hud.draw(into: &list)
    }

    /// Slow swell lines across the sea, moved by the game's own time: one point a second, in
    /// whole steps, so the frames between steps change nothing on the sea and cost nothing
    /// to redraw.
    func drawSwell(size: Size, into list: inout DrawList) {
        let spacing = 46.0
        let shift = time.rounded(.down).truncatingRemainder(dividingBy: spacing)
        var y = -spacing + shift
        while y < size.height {
            list.line(from: Point(x: 0, y: y), to: Point(x: size.width, y: y + 14), Palette.waterLight.withAlpha(40), width: 1)
            y += spacing
        }
    }

    func drawBoard(_ slot: BoardSlot, _ geometry: BoardGeometry, into list: inout DrawList) {
        let grid = geometry.gridFrame
        let cell = geometry.cellSize
        list.fill(grid.insetBy(dx: -3, dy: -3), cornerRadius: 6, Palette.water)
        // Turn indicator: the waters being fired at glow.
        let underFire = match.phase == .battle && slot.waters == match.currentPlayer.opponent && !isPaused
        let pulse = 0.6 + 0.4 * sin(time * 5)
        list.stroke(grid.insetBy(dx: -3, dy: -3), cornerRadius: 6,
                    underFire ? Palette.activeRim.fading(pulse) : Palette.idleRim, width: underFire ? 3 : 1.5)
        for index in 1..<Coordinate.gridSize {
            let x = grid.minX + Double(index) * cell
            let y = grid.minY + Double(index) * cell
            list.line(from: Point(x: x, y: grid.minY), to: Point(x: x, y: grid.maxY), Palette.gridLine)
            list.line(from: Point(x: grid.minX, y: y), to: Point(x: grid.maxX, y: y), Palette.gridLine)
        }
        let font = Font(size: (geometry.gutter * 0.62).rounded(), weight: .bold)
        let letters = Array("ABCDEFGHIJ")
        // A turned board's labels face its player too.
        func label(_ text: String, around center: Point) {
            let origin = Point(x: center.x, y: center.y - font.size * 0.6)
            guard geometry.isTurned else {
                return list.text(text, at: origin, font: font, Palette.label, alignment: .center)
            }
            list.rotated(by: 180, around: center) { $0.text(text, at: origin, font: font, Palette.label, alignment: .center) }
        }
        for index in 0..<Coordinate.gridSize {
            label(String(letters[index]), around: geometry.columnLabelCenter(index))
            label("\(index + 1)", around: geometry.rowLabelCenter(index))
        }
        let board = match.boards[slot.waters]
        let dragged = draggedShip(in: slot)
        if slot.showsFleet {
            for placement in board.fleet.placements where placement.ship != dragged?.ship {
                let sinking = effects.contains { $0.waters == slot.waters && $0.kind == .sinking(placement) }
                guard !sinking else { continue }
                drawHull(geometry.frame(of: placement), vertical: placement.orientation == .vertical,
                         sunk: board.isSunk(placement.ship), into: &list)
            }
        }
        for coordinate in Coordinate.all {
            let frame = geometry.frame(of: coordinate)
            switch board.mark(at: coordinate) {
            case .unknown: break
            case .miss: drawMiss(frame, into: &list)
            case .hit: drawFire(frame, seed: coordinate.index, into: &list)
            case .sunk:
                if !slot.showsFleet { list.fill(frame.insetBy(dx: 2, dy: 2), cornerRadius: 3, Palette.hullSunk) }
                drawFire(frame, seed: coordinate.index, scale: 0.55, into: &list)
            }
        }
        // The latest shot into these waters keeps a thin bracket, so a glance finds it.
        if let last = match.history.last(where: { $0.shooter == slot.waters.opponent }) {
            list.stroke(geometry.frame(of: last.target).insetBy(dx: 2, dy: 2), cornerRadius: 3, Palette.cursor.withAlpha(150), width: 1.5)
        }
        for effect in effects where effect.waters == slot.waters {
            drawEffect(effect, geometry, into: &list)
        }
        if case .place(let player) = slot.purpose, match.phase == .placement {
            if let ship = selectedShip[player], ship != dragged?.ship, let placement = board.fleet.placement(of: ship) {
                list.stroke(geometry.frame(of: placement).insetBy(dx: 1, dy: 1), cornerRadius: cell * 0.4, Palette.cursor, width: 2.5)
            }
            if let dragged {
                var fleet = board.fleet
                fleet.remove(dragged.ship)
                let fits = fleet.canPlace(dragged)
                drawHull(geometry.frame(of: dragged), vertical: dragged.orientation == .vertical, sunk: false, into: &list)
                list.stroke(geometry.frame(of: dragged).insetBy(dx: 1, dy: 1), cornerRadius: cell * 0.4,
                            fits ? Palette.cursor : Palette.invalid, width: 3)
            }
        }
        if let shooter = aimingShooter(for: slot) {
            for queued in salvoQueue where shooter == match.currentPlayer {
                drawCrosshair(geometry.frame(of: queued), Palette.fireCore, into: &list)
            }
            if let cursor = cursors[shooter], shooter == activeShooter || autoplay == false && match.phase == .battle {
                let frame = geometry.frame(of: cursor)
                let active = shooter == activeShooter
                list.stroke(frame.insetBy(dx: 1, dy: 1), cornerRadius: 4, Palette.cursor.fading(active ? 0.75 + 0.25 * pulse : 0.35), width: 3)
                if active { drawCrosshair(frame, Palette.cursor, into: &list) }
            }
        }
    }

    /// The shooter whose cursor a board shows: its aimer, or the pad's owner on the enemy board.
    func aimingShooter(for slot: BoardSlot) -> PlayerID? {
        if case .aim(let shooter) = slot.purpose { return shooter }
        if let shooter = layout.padShooter, slot.waters == shooter.opponent { return shooter }
        return nil
    }

    /// The ship being dragged on this board, at the place it would drop.
    func draggedShip(in slot: BoardSlot) -> Placement? {
        for gesture in pointers.values {
            guard case .dragging(let player, let id, let ship, _, _) = gesture.kind, id == slot.id,
                  gesture.current != gesture.start,
                  let origin = dragOrigin(gesture), let placement = match.boards[player].fleet.placement(of: ship) else { continue }
            return placement.moved(to: origin)
        }
        return nil
    }

    /// A rounded hull with a deck line and a bridge.
    func drawHull(_ frame: Rect, vertical: Bool, sunk: Bool, into list: inout DrawList) {
        let hull = frame.insetBy(dx: Swift.max(2, frame.width * (vertical ? 0.14 : 0.02)),
                                 dy: Swift.max(2, frame.height * (vertical ? 0.02 : 0.14)))
        let radius = Swift.min(hull.width, hull.height) / 2
        list.fill(hull, cornerRadius: radius, sunk ? Palette.hullSunk : Palette.hull)
        list.stroke(hull, cornerRadius: radius, sunk ? Palette.hullSunk.mixed(with: .white, by: 0.2) : Palette.hullRim, width: 1.5)
        let deck = vertical ? hull.insetBy(dx: hull.width * 0.32, dy: radius) : hull.insetBy(dx: radius, dy: hull.height * 0.32)
        list.fill(deck, cornerRadius: Swift.min(deck.width, deck.height) / 2, sunk ? Palette.hullSunk : Palette.hullDeck)
        let bridge = Rect(x: hull.midX - radius * 0.45, y: hull.midY - radius * 0.45, width: radius * 0.9, height: radius * 0.9)
        list.fill(bridge, cornerRadius: radius * 0.2, sunk ? Palette.hullSunk : Palette.hullRim)
    }

    func drawMiss(_ frame: Rect, into list: inout DrawList) {
        let center = Point(x: frame.midX, y: frame.midY)
        list.strokeCircle(center: center, radius: frame.width * 0.22, Palette.missRing.withAlpha(210), width: 2)
        list.fillCircle(center: center, radius: Swift.max(1.5, frame.width * 0.06), Palette.missRing.withAlpha(160))
    }

    /// Flickering flames on a hit, from the game's time and the cell, so every fire differs.
    func drawFire(_ frame: Rect, seed: Int, scale: Double = 1, into list: inout DrawList) {
        let flicker = 0.5 + 0.5 * sin(time * 11 + Double(seed) * 1.7)
        let center = Point(x: frame.midX, y: frame.midY + frame.height * 0.05)
        list.fillCircle(center: Point(x: center.x + frame.width * 0.08, y: center.y - frame.height * 0.28),
                        radius: frame.width * 0.16 * scale, Palette.smoke)
        list.fillCircle(center: center, radius: frame.width * (0.27 + 0.05 * flicker) * scale, Palette.fireOuter)
        list.fillCircle(center: Point(x: center.x, y: center.y + frame.height * 0.04),
                        radius: frame.width * (0.14 + 0.04 * flicker) * scale, Palette.fireCore)
    }

    func drawCrosshair(_ frame: Rect, _ color: Color, into list: inout DrawList) {
        let center = Point(x: frame.midX, y: frame.midY)
        let arm = frame.width * 0.3
        list.line(from: Point(x: center.x - arm, y: center.y), to: Point(x: center.x + arm, y: center.y), color, width: 2)
        list.line(from: Point(x: center.x, y: center.y - arm), to: Point(x: center.x, y: center.y + arm), color, width: 2)
    }

    func drawEffect(_ effect: Effect, _ geometry: BoardGeometry, into list: inout DrawList) {
        let frame = geometry.frame(of: effect.cell)
        let center = Point(x: frame.midX, y: frame.midY)
        let p = effect.progress
        let cell = geometry.cellSize
        switch effect.kind {
        case .splash:
            list.strokeCircle(center: center, radius: cell * (0.15 + 0.55 * p), Palette.splash.fading(1 - p), width: 2)
            list.strokeCircle(center: center, radius: cell * (0.05 + 0.35 * p), Palette.splash.fading(1 - p), width: 1.5)
            for index in 0..<4 {
                let angle = Double(index) * .pi / 2 + .pi / 4
                let distance = cell * 0.45 * p
                let height = cell * 0.5 * sin(.pi * p)
                list.fillCircle(center: Point(x: center.x + cos(angle) * distance, y: center.y + sin(angle) * distance * 0.5 - height),
                                radius: 2, Palette.splash.fading(1 - p))
            }
        case .blast:
            list.fillCircle(center: center, radius: cell * (0.25 + 0.6 * p), Palette.fireCore.fading(1 - p))
            list.strokeCircle(center: center, radius: cell * (0.3 + 0.8 * p), Palette.fireOuter.fading(1 - p), width: 3)
        case .sinking(let placement):
            let hull = geometry.frame(of: placement)
            let sunkFrame = hull.insetBy(dx: hull.width * 0.1 * p, dy: hull.height * 0.1 * p).offsetBy(dx: 0, dy: cell * 0.2 * p)
            list.fill(sunkFrame, cornerRadius: Swift.min(sunkFrame.width, sunkFrame.height) / 2, Palette.hull.mixed(with: Palette.hullSunk, by: p).fading(1 - 0.6 * p))
            for (index, cell) in placement.cells.enumerated() {
                let bubble = geometry.frame(of: cell)
                let rise = (p * 1.5 + Double(index) * 0.13).truncatingRemainder(dividingBy: 1)
                list.strokeCircle(center: Point(x: bubble.midX + bubble.width * 0.2 * sin(Double(index) + p * 6), y: bubble.maxY - bubble.height * rise),
                                  radius: 2 + 2 * rise, Palette.splash.fading(1 - rise), width: 1)
            }
        }
    }

    /// The aiming pad: a miniature of the enemy waters under the thumb on the flat half.
    func drawPad(_ pad: BoardGeometry, shooter: PlayerID, into list: inout DrawList) {
        list.fill(pad.viewport, cornerRadius: 12, Color(hex: 0x0A2740, alpha: 235))
        list.stroke(pad.viewport, cornerRadius: 12, Palette.hullRim.withAlpha(150), width: 1.5)
        let chart = match.chart(for: shooter)
        for coordinate in Coordinate.all {
            let frame = pad.frame(of: coordinate).insetBy(dx: 1, dy: 1)
            let color: Color = switch chart.mark(at: coordinate) {
            case .unknown: Palette.water
            case .miss: Palette.waterLight
            case .hit: Palette.fireOuter
            case .sunk: Palette.hullSunk
            }
            list.fill(frame, color)
        }
        if let cursor = cursors[shooter] {
            list.stroke(pad.frame(of: cursor), cornerRadius: 3, Palette.cursor, width: 2.5)
            let label = cursor.label
            let font = Font(size: (pad.gutter * 0.62).rounded(), weight: .bold)
            list.text(label, at: Point(x: pad.viewport.maxX - 6, y: pad.viewport.minY + 2), font: font, Palette.cursor, alignment: .right)
        }
    }
}
