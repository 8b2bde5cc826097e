import BattlefleetRules
import Crease
import CreaseHUD
import Foundation

/// Drawing: the sea, the boards, ships, marks, effects, cursors (the runner draws the HUD on top).
extension BattlefleetGame {
    public func draw(into list: inout DrawList, interpolation: Double) {
        let size = device.displaySize
        list.fill(Rect(x: 0, y: 0, width: size.width, height: size.height), Palette.deepSea)
        drawSwell(size: size, into: &list)
        // The pass-the-device cover and the resume choice show nothing of either fleet: only the HUD over the sea.
        switch screen {
        case .handoff, .resume: return
        case .placement, .battle, .finished: break
        }
        for slot in scene.layout.slots {
            guard let geometry = geometry(of: slot.id) else { continue }
            // A hit shakes and flashes the board it landed on (see `Impact`).
            guard !isPaused, let impact = Impact(effects: feedback.effects, waters: slot.waters, isViewersShot: slot.waters != viewer) else {
                drawBoard(slot, geometry, into: &list)
                continue
            }
            let shake = Transform2D.translation(dx: impact.dx * geometry.cellSize, dy: impact.dy * geometry.cellSize)
            list.transformed(by: shake) { list in
                drawBoard(slot, geometry, into: &list)
                if let flash = impact.flash { list.fill(geometry.gridFrame.insetBy(dx: -3, dy: -3), cornerRadius: 6, flash) }
            }
        }
        if let shooter = scene.layout.padShooter, let pad = geometry(of: .pad) {
            drawPad(pad, shooter: shooter, into: &list)
        }
        if let waters = scene.layout.roster, let frame = hud.frame(of: ElementID.roster) {
            drawRoster(of: waters, in: frame, into: &list)
        }
        if screen == .finished, !isPaused, shellInFlight == nil, let frame = hud.frame(of: ElementID.statsTable) {
            drawStatistics(in: frame, into: &list)
        }
        for slot in scene.layout.slots {
            guard let geometry = geometry(of: slot.id) else { continue }
            drawCallout(slot, geometry, into: &list)
        }
        drawEndMoment(size: size, into: &list)
        drawWaitCue(into: &list)
        if isPaused {
            list.fill(Rect(x: 0, y: 0, width: size.width, height: size.height), Palette.dim)
            // A solid panel behind the menu, so no grid line shows between its buttons.
            if let panel = pausePanel {
                list.fill(panel, cornerRadius: 14, Palette.menuPanel)
                list.stroke(panel, cornerRadius: 14, Palette.idleRim, width: 1.5)
            }
        }
    }

    /// The turn's line lit up after a tap that had to wait ("Enemy's turn"): an amber plate
    /// round its words (labels centre them), lit at once and fading over the second half of
    /// its life, so the tap is seen to be heard.
    func drawWaitCue(into list: inout DrawList) {
        guard !isPaused, let age = feedback.waitCue, let line = hud.frame(of: ElementID.turn),
              let words = hud.fittedText(of: ElementID.turn.rawValue) else { return }
        let p = age / Feedback.waitCueLife
        let fade = p < 0.5 ? 1 : (1 - p) / 0.5
        let width = Swift.min(line.width + 8, (words.widths.max() ?? line.width) + 2 * words.font.size)
        let height = Swift.min(line.height, words.size.height + 8)
        let plate = Rect(x: line.midX - width / 2, y: line.midY - height / 2, width: width, height: height)
        list.fill(plate, cornerRadius: height / 2, Palette.playerTwo.withAlpha(80).fading(fade))
        list.stroke(plate, cornerRadius: height / 2, Palette.playerTwo.fading(fade), width: 2)
    }

    /// The pause menu's solid panel while the menu shows (nil otherwise): round its buttons,
    /// and its note while it has one. The note's row keeps its room (so a note appearing moves
    /// no button), but the panel ends at the buttons while it is empty rather than framing an
    /// empty strip.
    var pausePanel: Rect? {
        guard isPaused, var menu = hud.frame(of: ElementID.pauseMenu) else { return nil }
        if pauseNote.isEmpty, let buttons = hud.frame(of: ElementID.settings) {
            menu = Rect(minX: menu.minX, minY: menu.minY, maxX: menu.maxX, maxY: buttons.maxY)
        }
        return Self.menuPanel(around: menu, in: device.displaySize)
    }

    /// The pause menu's solid panel: 14 pt round the menu, less (down to 6) where that keeps
    /// it 12 pt clear of the display's edges, and never over them.
    static func menuPanel(around menu: Rect, in size: Size) -> Rect {
        let nearest = Swift.min(menu.minX, menu.minY, size.width - menu.maxX, size.height - menu.maxY)
        let padding = Swift.min(14, Swift.max(6, nearest - 12))
        let display = Rect(x: 0, y: 0, width: size.width, height: size.height)
        return menu.insetBy(dx: -padding, dy: -padding).intersection(display.insetBy(dx: 4, dy: 4)) ?? menu
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
        let underFire = screen == .battle && slot.waters == shownTurn.opponent && !isPaused
        // The glow steps 30 times a second: smooth to the eye, and every other frame at 60 Hz
        // leaves the rim's pixels alone.
        let pulse = 0.6 + 0.4 * sin((time * 30).rounded(.down) / 30 * 5)
        list.stroke(grid.insetBy(dx: -3, dy: -3), cornerRadius: 6,
                    underFire ? Palette.activeRim.fading(pulse) : Palette.idleRim, width: underFire ? 3 : 1.5)
        for index in 1..<Coordinate.gridSize {
            let x = grid.minX + Double(index) * cell
            let y = grid.minY + Double(index) * cell
            list.line(from: Point(x: x, y: grid.minY), to: Point(x: x, y: grid.maxY), Palette.gridLine)
            list.line(from: Point(x: grid.minX, y: y), to: Point(x: grid.maxX, y: y), Palette.gridLine)
        }
        let font = Font(size: geometry.labelSize, weight: .bold)
        let letters = Array("ABCDEFGHIJ")
        func label(_ text: String, around center: Point) {
            list.text(text, at: Point(x: center.x, y: center.y - font.size * 0.6), font: font, Palette.label, alignment: .center)
        }
        for index in 0..<Coordinate.gridSize {
            label(String(letters[index]), around: geometry.columnLabelCenter(index))
            label("\(index + 1)", around: geometry.rowLabelCenter(index))
        }
        let board = match.boards[slot.waters]
        let dragged = draggedShip(in: slot)
        // Your own fleet, and on any board the wrecks of ships sunk (a sunk ship is no secret).
        for placement in board.fleet.placements where placement.ship != dragged?.ship && (slot.showsFleet || board.isSunk(placement.ship)) {
            let sinking = feedback.effects.first { $0.waters == slot.waters && $0.kind == .sinking(placement) }
            // Until the shell lands the ship still floats; while it goes down the animation draws it.
            if let sinking, sinking.hasBegun { continue }
            guard slot.showsFleet || sinking == nil else { continue }
            drawHull(geometry.frame(of: placement), vertical: placement.orientation == .vertical,
                     sunk: board.isSunk(placement.ship) && sinking == nil, ship: placement.ship, into: &list)
        }
        for coordinate in Coordinate.all {
            let frame = geometry.frame(of: coordinate)
            switch landedMark(at: coordinate, in: slot.waters) {
            case .unknown: break
            case .miss: drawMiss(frame, into: &list)
            case .hit: drawFire(frame, seed: coordinate.index, into: &list)
            case .sunk: drawEmbers(frame, into: &list)
            }
        }
        // The latest shot landed in these waters keeps a thin bracket, so a glance finds it.
        let inFlight = shotsInFlight
        if let last = match.history.last(where: { $0.shooter == slot.waters.opponent && !inFlight.contains($0) }) {
            list.stroke(geometry.frame(of: last.target).insetBy(dx: 2, dy: 2), cornerRadius: 3, Palette.cursor.withAlpha(150), width: 1.5)
        }
        for effect in feedback.effects where effect.waters == slot.waters {
            drawEffect(effect, on: slot, geometry, into: &list)
        }
        if case .place(let player) = slot.purpose, match.phase == .placement {
            if let ship = selection.selectedShip[player], ship != dragged?.ship, let placement = board.fleet.placement(of: ship) {
                list.stroke(geometry.frame(of: placement).insetBy(dx: 1, dy: 1), cornerRadius: cell * 0.4, Palette.cursor, width: 2.5)
            }
            if let dragged {
                var fleet = board.fleet
                fleet.remove(dragged.ship)
                let fits = fleet.canPlace(dragged)
                drawHull(geometry.frame(of: dragged), vertical: dragged.orientation == .vertical, sunk: false, ship: dragged.ship, into: &list)
                list.stroke(geometry.frame(of: dragged).insetBy(dx: 1, dy: 1), cornerRadius: cell * 0.4,
                            fits ? Palette.cursor : Palette.invalid, width: 3)
            }
        }
        if let shooter = aimingShooter(for: slot) {
            if shooter == match.currentPlayer { drawSalvoMarks(geometry, into: &list) }
            if let cursor = selection.cursors[shooter], shooter == activeShooter || autoplay == false && match.phase == .battle {
                let frame = geometry.frame(of: cursor)
                let active = shooter == activeShooter
                list.stroke(frame.insetBy(dx: 1, dy: 1), cornerRadius: 4, Palette.cursor.fading(active ? 0.75 + 0.25 * pulse : 0.35), width: 3)
                // No crosshair over a cell already tried: its miss ring or fire stays in sight.
                // Nor over a marked one: its number stays readable.
                if active, landedMark(at: cursor, in: slot.waters) == .unknown, !selection.salvoQueue.contains(cursor) {
                    drawCrosshair(frame, Palette.cursor, into: &list)
                }
            }
        }
    }

    /// The shooter whose cursor a board shows: its aimer, or the pad's owner on the enemy board.
    func aimingShooter(for slot: BoardSlot) -> PlayerID? {
        if case .aim(let shooter) = slot.purpose { return shooter }
        if let shooter = scene.layout.padShooter, slot.waters == shooter.opponent { return shooter }
        return nil
    }

    /// The ship being dragged on this board, at the place it would drop.
    func draggedShip(in slot: BoardSlot) -> Placement? {
        for gesture in input.pointers.values {
            guard case .dragging(let player, let id, let ship, _) = gesture.kind, id == slot.id,
                  gesture.current != gesture.start,
                  let origin = dragOrigin(gesture), let placement = match.boards[player].fleet.placement(of: ship) else { continue }
            return placement.moved(to: origin)
        }
        return nil
    }

    func drawCrosshair(_ frame: Rect, _ color: Color, into list: inout DrawList) {
        let center = Point(x: frame.midX, y: frame.midY)
        let arm = frame.width * 0.3
        list.line(from: Point(x: center.x - arm, y: center.y), to: Point(x: center.x + arm, y: center.y), color, width: 2)
        list.line(from: Point(x: center.x, y: center.y - arm), to: Point(x: center.x, y: center.y + arm), color, width: 2)
    }
}
