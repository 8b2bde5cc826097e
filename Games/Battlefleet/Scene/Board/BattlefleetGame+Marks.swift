import BattlefleetRules
import Crease
import CreaseHUD
import Foundation

/// The marks a shot leaves on a cell, and the burst as it lands: a miss is a pale splash ring
/// round a white dot, told from water and from fire at a glance down to the flip's smallest
/// cells; a hit burns with flames and a plume of smoke until its ship sinks, and a wreck's
/// cells smoulder as still embers; the blast of a hit flashes white and throws sparks.
///
/// Everything moves by the game's time in whole twentieths of a second, as a flipbook does,
/// so a replay draws the same frames and the frames between steps leave the pixels alone.
extension BattlefleetGame {
    /// A miss: a pale disc with a bright ring and a dot at its heart, the same on the boards and
    /// the pad. The ring is at least 1.5 pt wide and the dot 1.5 pt across, so it reads at the
    /// smallest cell size.
    func drawMiss(_ frame: Rect, into list: inout DrawList) {
        let center = Point(x: frame.midX, y: frame.midY)
        let radius = frame.width * 0.3
        list.fillCircle(center: center, radius: radius, Palette.missRing.withAlpha(70))
        list.strokeCircle(center: center, radius: radius, Palette.missRing.withAlpha(235), width: Swift.max(1.5, frame.width * 0.08))
        list.fillCircle(center: center, radius: Swift.max(1.5, frame.width * 0.09), Palette.missRing)
    }

    /// The game's time in whole twentieths of a second: what the fires and smoke move by.
    var flipbookTime: Double { (time * 20).rounded(.down) / 20 }

    /// A hit burning: a scorch on the cell, three flickering tongues of flame and two puffs of
    /// smoke rising out of them, from the game's time and the cell so every fire differs.
    func drawFire(_ frame: Rect, seed: Int, into list: inout DrawList) {
        let t = flipbookTime
        let w = frame.width
        let center = Point(x: frame.midX, y: frame.midY + frame.height * 0.08)
        list.fill(frame.insetBy(dx: 2, dy: 2), cornerRadius: 3, Palette.scorch)
        // Smoke rises from the flames to the cell's top edge and fades, puff after puff.
        for puff in 0..<2 {
            let rise = (t / 1.2 + Double(puff) * 0.5 + Double(seed % 7) * 0.13).truncatingRemainder(dividingBy: 1)
            let drift = w * 0.1 * sin(Double(seed) + rise * 4)
            let puffCenter = Point(x: center.x + drift, y: center.y - frame.height * (0.15 + 0.38 * rise))
            list.fillCircle(center: puffCenter, radius: w * (0.1 + 0.1 * rise), Palette.smokePuff.fading(1 - rise))
        }
        let tongues: [(dx: Double, dy: Double, size: Double)] = [(-0.14, 0.04, 0.17), (0.14, 0.05, 0.16), (0, -0.06, 0.22)]
        for (index, tongue) in tongues.enumerated() {
            let flicker = 0.5 + 0.5 * sin(t * 11 + Double(seed) * 1.7 + Double(index) * 2.1)
            let base = Point(x: center.x + w * tongue.dx, y: center.y + w * tongue.dy)
            let radius = w * tongue.size * (0.85 + 0.3 * flicker)
            list.fillCircle(center: base, radius: radius, Palette.fireOuter)
            list.fillCircle(center: Point(x: base.x, y: base.y + radius * 0.25), radius: radius * 0.55, Palette.fireCore)
        }
    }

    /// A wreck's cell smouldering: a still ember, so the fire that moves on a board marks a ship
    /// still afloat. Nothing in it changes from frame to frame, so it costs nothing to keep
    /// on screen; a burning cell's nine moving shapes on every sunk cell cost a sixth of the
    /// game's frame time, in the frames that redraw a whole board (a shake, a flash).
    func drawEmbers(_ frame: Rect, into list: inout DrawList) {
        let center = Point(x: frame.midX, y: frame.midY)
        list.fillCircle(center: center, radius: frame.width * 0.15, Palette.fireOuter.withAlpha(200))
        list.fillCircle(center: Point(x: center.x, y: center.y + frame.width * 0.03), radius: frame.width * 0.08, Palette.fireCore)
    }

    /// The blast of a shell landing on a ship, `p` from 0 to 1: a white flash, a fireball
    /// swelling and fading, a shock ring and eight sparks flung out.
    func drawBlast(at center: Point, cell: Double, progress p: Double, seed: Int, into list: inout DrawList) {
        if p < 0.15 {
            list.fillCircle(center: center, radius: cell * 0.55, Color.white.fading(1 - p / 0.15))
        }
        list.fillCircle(center: center, radius: cell * (0.25 + 0.6 * p), Palette.fireCore.fading(1 - p))
        list.strokeCircle(center: center, radius: cell * (0.3 + 0.9 * p), Palette.fireOuter.fading(1 - p), width: 3)
        for index in 0..<8 {
            let angle = Double(index) * .pi / 4 + Double(seed % 5) * 0.17
            let inner = cell * (0.2 + 0.75 * p)
            let outer = inner + cell * 0.25 * (1 - p)
            list.line(from: Point(x: center.x + cos(angle) * inner, y: center.y + sin(angle) * inner),
                      to: Point(x: center.x + cos(angle) * outer, y: center.y + sin(angle) * outer),
                      Palette.fireCore.fading(1 - p), width: 2)
        }
    }
}
