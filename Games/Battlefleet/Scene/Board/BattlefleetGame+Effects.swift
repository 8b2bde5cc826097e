import BattlefleetRules
import Crease
import CreaseHUD
import Foundation

/// What moves over a board: shells in flight, splashes and blasts, the callout, and the
/// aiming pad.
extension BattlefleetGame {
    func drawEffect(_ effect: Effect, on slot: BoardSlot, _ geometry: BoardGeometry, into list: inout DrawList) {
        guard effect.hasBegun else { return }
        let frame = geometry.frame(of: effect.cell)
        let center = Point(x: frame.midX, y: frame.midY)
        let p = effect.progress
        let cell = geometry.cellSize
        switch effect.kind {
        case .shell:
            drawShell(to: center, progress: p, from: shellStart(of: effect, on: slot, geometry), geometry, into: &list)
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
            drawBlast(at: center, cell: cell, progress: p, seed: effect.cell.index, into: &list)
        case .sinking(let placement):
            let hull = geometry.frame(of: placement)
            if p >= 1 {
                drawHull(hull, vertical: placement.orientation == .vertical, sunk: true, ship: placement.ship, into: &list)
                return
            }
            // The moment it goes: the whole hull is lit, the enemy's revealed, and a ring sweeps
            // out from it.
            let lit = hull.insetBy(dx: 1, dy: 1)
            list.fill(lit, cornerRadius: cell * 0.4, Palette.fireOuter.withAlpha(UInt8(150 * (1 - p))))
            list.stroke(lit, cornerRadius: cell * 0.4, Palette.fireCore.fading(1 - 0.7 * p), width: Swift.max(2, cell * 0.1 * (1 - p) + 2))
            if p < 0.35 {
                let ring = p / 0.35
                list.stroke(hull.insetBy(dx: -cell * 0.9 * ring, dy: -cell * 0.9 * ring), cornerRadius: cell * (0.5 + 0.9 * ring),
                            Palette.sunkFlash.fading(1 - ring), width: 3)
            }
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

    /// Where a shell sets off: beyond the board's edge on the shooter's side as the board's
    /// watcher sees it (the bottom for your own shots, the top for the enemy's).
    func shellStart(of effect: Effect, on slot: BoardSlot, _ geometry: BoardGeometry) -> Point {
        let bottom = viewer == effect.waters.opponent
        let grid = geometry.gridFrame
        let x = grid.midX + (Double(effect.cell.column) - 4.5) * geometry.cellSize * 0.3
        return Point(x: x, y: bottom ? grid.maxY + geometry.cellSize * 1.5 : grid.minY - geometry.cellSize * 1.5)
    }

    /// A shell in flight: a bright round on an arc from `start` to the cell, a fading trail
    /// behind it and its shadow on the water below.
    func drawShell(to target: Point, progress p: Double, from start: Point, _ geometry: BoardGeometry, into list: inout DrawList) {
        let cell = geometry.cellSize
        func position(_ t: Double) -> Point {
            let lift = sin(.pi * t) * cell * 1.6
            return Point(x: start.x + (target.x - start.x) * t, y: start.y + (target.y - start.y) * t - lift)
        }
        let shadow = Point(x: start.x + (target.x - start.x) * p, y: start.y + (target.y - start.y) * p)
        list.fillCircle(center: shadow, radius: cell * 0.1, Palette.smoke.fading(0.6))
        for index in 1...4 {
            let t = Swift.max(0, p - Double(index) * 0.06)
            list.fillCircle(center: position(t), radius: cell * (0.12 - 0.02 * Double(index)), Palette.fireOuter.fading(0.7 - 0.15 * Double(index)))
        }
        let size = cell * (0.13 + 0.07 * sin(.pi * p))
        list.fillCircle(center: position(p), radius: size, Palette.fireCore)
        list.strokeCircle(center: position(p), radius: size, Palette.fireOuter, width: 1.5)
    }

    /// The shot's word ("Hit!", "Miss") over the waters it landed in, once the shell is down:
    /// it pops in and fades, on the half of the grid away from the cell. A sinking is the
    /// bigger moment: two lines, "You sank their" over the ship's name a size larger, on a
    /// gold plate (the victory's: it is the viewer's good news) that overshoots as it pops in
    /// and stays up longer. Never over your own waters:
    /// the blast, the status line and the shake say the enemy's shot there, and your ships
    /// stay in sight.
    func drawCallout(_ slot: BoardSlot, _ geometry: BoardGeometry, into list: inout DrawList) {
        guard !isPaused, slot.waters != viewer, let banner = feedback.banner, let text = banner.callout, banner.waters == slot.waters,
              let p = banner.calloutProgress else { return }
        let grid = geometry.gridFrame
        let cellY = banner.cell.map { geometry.frame(of: $0).midY } ?? grid.maxY
        let pop = Swift.min(1, p / 0.12)
        // Gone quickly at the end: a plate half faded lets the grid show through its words.
        let fade = p > 0.9 ? (1 - p) / 0.1 : 1
        let lead = banner.calloutLead
        let scale = lead != nil ? 1.3 * (1 + 0.15 * sin(.pi * pop)) : 0.8 + 0.2 * pop
        // Never wider than the grid less 8 pt a side: the longest ship's name and lead included
        // (bold text runs about 0.7 em a character; the plate adds an em each side).
        let room = grid.width - 16
        let widest = Swift.max(Double(text.count), Double(lead?.count ?? 0) * 0.55)
        let size = Swift.min(room / (widest * 0.7 + 2), Swift.max(16, Swift.min(40, grid.height * 0.09)) * scale).rounded(.down)
        // The lead is about half the name's size, never under 10 pt.
        let leadSize = Swift.max(10, (size * 0.55).rounded(.down))
        let height = size * 1.7 + (lead != nil ? leadSize * 1.25 : 0)
        let words = Swift.max(Double(text.count) * size, Double(lead?.count ?? 0) * leadSize) * 0.7
        let width = Swift.min(room, words + 2 * size)
        let y = cellY < grid.midY ? grid.minY + grid.height * 0.72 : grid.minY + grid.height * 0.28
        let panel = Rect(x: grid.midX - width / 2, y: y - height / 2, width: width, height: height)
        let fill = lead != nil ? Palette.victoryPlate : banner.isHit ? Palette.fireOuter : Palette.water
        let corner = Swift.min(height, width) / 2
        // Opaque: nothing of the board shows through the word as a ghost.
        list.fill(panel, cornerRadius: corner, fill.fading(fade))
        list.stroke(panel, cornerRadius: corner, (lead != nil ? Palette.fireCore : Palette.hullRim).fading(fade), width: lead != nil ? 3 : 2)
        if let lead {
            let top = panel.midY - (leadSize * 1.25 + size * 1.2) / 2
            list.text(lead, at: Point(x: panel.midX, y: top), font: Font(size: leadSize, weight: .bold), Palette.label.fading(fade), alignment: .center)
            list.text(text, at: Point(x: panel.midX, y: top + leadSize * 1.25), font: Font(size: size, weight: .bold), Color.white.fading(fade),
                      alignment: .center)
        } else {
            list.text(text, at: Point(x: panel.midX, y: panel.midY - size * 0.6), font: Font(size: size, weight: .bold), Color.white.fading(fade),
                      alignment: .center)
        }
    }

    /// The aiming pad: a miniature of the enemy waters under the thumb on the flat half.
    func drawPad(_ pad: BoardGeometry, shooter: PlayerID, into list: inout DrawList) {
        list.fill(pad.viewport, cornerRadius: 12, Color(hex: 0x0A2740, alpha: 235))
        list.stroke(pad.viewport, cornerRadius: 12, Palette.hullRim.withAlpha(150), width: 1.5)
        for coordinate in Coordinate.all {
            let frame = pad.frame(of: coordinate).insetBy(dx: 1, dy: 1)
            switch landedMark(at: coordinate, in: shooter.opponent) {
            case .unknown: list.fill(frame, Palette.water)
            case .miss:
                // A miss is the boards' splash ring, told apart from untried water at a glance.
                list.fill(frame, Palette.water)
                drawMiss(frame, into: &list)
            case .hit: list.fill(frame, Palette.fireOuter)
            case .sunk: list.fill(frame, Palette.hullSunk)
            }
        }
        if shooter == match.currentPlayer { drawSalvoMarks(pad, into: &list) }
        // The cell aimed at is named on the Fire button ("Fire at E5").
        if let cursor = selection.cursors[shooter] {
            list.stroke(pad.frame(of: cursor), cornerRadius: 3, Palette.cursor, width: 2.5)
        }
    }
}
