import Crease
import CreaseHUD
import Foundation
import MiniGolfCore

/// The round's end: as the round's card comes up after the last hole, fireworks burst over
/// the caddie view (behind the scorecard where the camera is hidden) for a round level par or
/// better or a new best, and the round's score is revealed big over the view, "New best
/// round!" in gold when it is one. Drawn only on the end screen and driven by round frames,
/// so a replay shows the same bursts in the same places.
extension MiniGolfGame {
    /// Round frames after the round finishes before the finale starts: a beat for the card.
    static let finaleDelay = 12
    /// Round frames the finale runs.
    static let finaleFrames = 360
    /// Bursts the finale fires, one every `finaleFrames / finaleBursts` frames.
    static let finaleBursts = 9
    /// Sparks in a burst.
    static let finaleSparks = 22
    /// The least room, in points, between the score's plate (and the ribbon) and the sides of
    /// the view they are drawn over.
    static let finaleMargin = 24.0

    /// Seconds into the finale; nil while none runs.
    var finaleAge: Double? {
        guard match.phase == .finished, !isPaused else { return nil }
        let frames = pacing.finishedFrames - Self.finaleDelay
        return frames >= 0 && frames < Self.finaleFrames ? Double(frames) / 60 : nil
    }

    /// Draws the finale's fireworks and, over the caddie view, its score reveal.
    func drawFinale(into list: inout DrawList) {
        guard let age = finaleAge else { return }
        let area = placement.cameraFrame ?? placement.courseArea
        let fade = min(1, (Double(Self.finaleFrames) / 60 - age) / 0.4)
        // Fireworks for a round to celebrate: level par or better, or a new best.
        if match.scorecard.versusPar <= 0 || scores.improvedRound { drawFireworks(in: area, age: age, fade: fade, into: &list) }
        guard placement.cameraFrame != nil else { return }
        let versusPar = match.scorecard.versusPar
        let strokes = match.scorecard.totalStrokes
        // The strokes count up over the first second, then the round against par springs in.
        let shown = Int((Double(strokes) * min(1, age)).rounded())
        let full = "\(strokes) strokes · \(ScorecardCard.roundWords(versusPar))"
        // As big as the area's height allows, its plate (the line and 20 pt each side; bold
        // glyphs run about 0.66 of the size) 24 pt or more inside the area's sides: the whole
        // line, once revealed, fits the narrow book page.
        let size = min(area.width < 360 ? 28 : 40, area.height * 0.16, (area.width - 2 * Self.finaleMargin - 40) / (Double(full.count) * 0.66))
        let font = Font(size: size.rounded(.down), weight: .bold)
        let line = "\(shown) strokes" + (age >= 1 ? " · \(ScorecardCard.roundWords(versusPar))" : "")
        let width = min(area.width - 2 * Self.finaleMargin, Double(full.count) * font.size * 0.66 + 40)
        // Clear of the flag, with room under it for the new best's ribbon (at its spring's most).
        let block = font.size * 1.5 + (scores.improvedRound ? 10 + (size * 1.08).rounded() * 1.5 : 0)
        let plate = Rect(x: area.midX - width / 2, y: plateTop(height: block, in: area, otherwise: area.minY + area.height * 0.3),
                         width: width, height: font.size * 1.5)
        list.fill(plate, cornerRadius: plate.height / 2, Palette.card.withAlpha(UInt8(235 * fade)))
        list.text(line, at: Point(x: plate.midX, y: plate.minY + font.size * 0.2), font: font, Color.white.fading(fade), alignment: .center)
        guard scores.improvedRound, age >= 1.3 else { return }
        let spring = min(1.08, sin(min(1, (age - 1.3) / 0.3) * Double.pi / 2) * 1.08)
        let best = Font(size: (size * max(0.3, spring)).rounded(), weight: .bold)
        let ribbonWidth = min(area.width - 2 * Self.finaleMargin, 15 * best.size * 0.66 + 40)
        let ribbon = Rect(x: area.midX - ribbonWidth / 2, y: plate.maxY + 10, width: ribbonWidth, height: best.size * 1.5)
        list.fill(ribbon, cornerRadius: ribbon.height / 2, Palette.aim.fading(fade))
        list.stroke(ribbon, cornerRadius: ribbon.height / 2, Color.white.fading(fade * 0.8), width: 2)
        list.text("New best round!", at: Point(x: ribbon.midX, y: ribbon.minY + best.size * 0.2), font: best, Palette.card.fading(fade),
                  alignment: .center)
    }

    /// Bursts of sparks across `area`: each rises as a point, bursts, and its sparks fall and fade.
    private func drawFireworks(in area: Rect, age: Double, fade: Double, into list: inout DrawList) {
        let colors = [Palette.flag, Palette.aim, Color(hex: 0x5BC0EB), Color(hex: 0x9BE564), .white]
        let every = Double(Self.finaleFrames) / 60 / Double(Self.finaleBursts)
        list.clipped(to: area) { list in
            for burst in 0..<Self.finaleBursts {
                let local = age - Double(burst) * every
                guard local >= 0, local < 1.4 else { continue }
                let centre = Point(x: area.minX + area.width * (0.12 + 0.76 * Self.spark(burst, 1)),
                                   y: area.minY + area.height * (0.12 + 0.4 * Self.spark(burst, 2)))
                let color = colors[burst % colors.count]
                if local < 0.3 {
                    // The shell rising to where it bursts.
                    let y = area.maxY - (area.maxY - centre.y) * local / 0.3
                    list.fillCircle(center: Point(x: centre.x, y: y), radius: 2.5, color.fading(fade))
                    continue
                }
                let t = local - 0.3, reach = min(area.width, area.height) * 0.22 * (1 - exp(-t * 4))
                let glow = fade * max(0, 1 - t / 1.1)
                for spark in 0..<Self.finaleSparks {
                    // Each spark flies its own way and distance, with a fainter tail behind it.
                    let angle = Double(spark) / Double(Self.finaleSparks) * 2 * Double.pi + Self.spark(burst, 3)
                    let far = reach * (0.7 + 0.3 * Self.spark(burst * 31 + spark, 4))
                    for (share, size, alpha) in [(1.0, 3.2, 1.0), (0.78, 2.2, 0.55)] {
                        let point = Point(x: centre.x + cos(angle) * far * share, y: centre.y + sin(angle) * far * share + 30 * t * t)
                        list.fillCircle(center: point, radius: size, color.fading(glow * alpha))
                    }
                }
            }
        }
    }

    /// A number in 0..<1 fixed for a burst and a channel.
    private static func spark(_ burst: Int, _ channel: Int) -> Double {
        let value = sin(Double(burst * 11 + channel * 97) * 12.9898) * 43_758.5453
        return value - value.rounded(.down)
    }
}
