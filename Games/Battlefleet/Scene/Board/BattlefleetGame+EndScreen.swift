import BattlefleetRules
import Crease
import CreaseHUD
import Foundation

/// The end of a match as a moment: the result on a plate (gold for a win, red for a defeat
/// against the AI), a new best on a gold pill, and, for a win, confetti falling over the
/// boards for its first seconds.
extension BattlefleetGame {
    /// Seconds the confetti falls after the result is told.
    static let confettiSeconds = 3.5
    /// How many pieces of confetti fall.
    static let confettiPieces = 56

    /// True when the end screen celebrates: the person beat the AI, or with two people or in
    /// autoplay always (it names the winner). Nil before the match has a winner.
    var endIsVictory: Bool? {
        guard let winner = match.winner else { return nil }
        return twoPeople || autoplay || winner == .one
    }

    /// Draws the result's plate and, for a win, the confetti, once the last shell has landed.
    func drawEndMoment(size: Size, into list: inout DrawList) {
        guard screen == .finished, !isPaused, shellInFlight == nil, let victory = endIsVictory,
              let plate = resultPlate else { return }
        // Under the plate, and never behind the statistics' words, so every line stays readable.
        if victory {
            let words = [ElementID.result, .statsTable, .statsMatch, .statsRecord, .banner].compactMap { hud.frame(of: $0) } + [plate]
            drawConfetti(at: pacing.endTimer, size: size, clear: words.map { $0.insetBy(dx: -8, dy: -8) }, into: &list)
        }
        let corner = plate.height / 2
        list.fill(plate, cornerRadius: corner, victory ? Palette.victoryPlate : Palette.sunkCallout)
        list.stroke(plate, cornerRadius: corner, victory ? Palette.fireCore : Palette.sunkFlash, width: 2.5)
        if let best = newBestPlate {
            list.fill(best, cornerRadius: best.height / 2, Palette.victoryPlate)
            list.stroke(best, cornerRadius: best.height / 2, Palette.fireCore, width: 2)
        }
    }

    /// A new best ("New best: 41 shots!", the record line) on the victory's gold plate, a
    /// pill round its words as tall as the line's frame; nil for any other end.
    var newBestPlate: Rect? {
        guard case .newBest = feedback.recordNews, let frame = hud.frame(of: ElementID.statsRecord),
              let words = hud.fittedText(of: ElementID.statsRecord.rawValue), let width = words.widths.first else { return nil }
        let pill = Swift.min(frame.width, width + 2 * words.font.size)
        return Rect(x: frame.midX - pill / 2, y: frame.minY + 1, width: pill, height: frame.height - 2)
    }

    /// The result's plate behind its label: as wide as the words and an em either side (bold
    /// runs about 0.62 em a character), as tall as the label, so it keeps the label's place
    /// clear of the display's edges; nil while the label is not laid out.
    var resultPlate: Rect? {
        guard let result = hud.frame(of: ElementID.result) else { return nil }
        let em = hud.fittedText(of: ElementID.result.rawValue)?.font.size ?? 24
        let width = Swift.min(result.width + 20, Double(resultText.count) * em * 0.62 + 2 * em)
        return Rect(x: result.midX - width / 2, y: result.minY, width: width, height: result.height)
    }

    /// The confetti `seconds` after the end: each piece falls from above the display at its
    /// own pace and sway, turning as it goes, all of it fading over the last half second.
    /// Drawn from the piece's number and the time alone, so a replay draws the same frames; a
    /// piece inside one of the `clear` rectangles is left out.
    func drawConfetti(at seconds: Double, size: Size, clear: [Rect], into list: inout DrawList) {
        guard seconds < Self.confettiSeconds else { return }
        let fade = Swift.min(1, (Self.confettiSeconds - seconds) / 0.5)
        let colors = [Palette.fireCore, Palette.playerOne, Palette.fireOuter, Palette.missRing, Palette.playerTwo]
        // The piece and a salt, scattered: 0 up to 1.
        func unit(_ piece: Int, _ salt: Int) -> Double {
            Double(SeededRandom.scatter(UInt64(piece * 16 + salt)) % 10_000) / 10_000
        }
        for piece in 0..<Self.confettiPieces {
            let start = unit(piece, 1) * 0.9
            guard seconds > start else { continue }
            let age = seconds - start
            let speed = size.height * (0.35 + 0.3 * unit(piece, 2))
            let y = -12 + speed * age
            guard y < size.height + 12 else { continue }
            let x = unit(piece, 3) * size.width + 14 * (2 * unit(piece, 4) - 1) * sin(age * 3 + Double(piece))
            if clear.contains(where: { $0.contains(Point(x: x, y: y)) }) { continue }
            let angle = age * (3 + 3 * unit(piece, 5)) + Double(piece)
            let (c, s) = (cos(angle), sin(angle))
            let half = (w: 3.5, h: 6.0)
            let corners = [(-half.w, -half.h), (half.w, -half.h), (half.w, half.h), (-half.w, half.h)].map {
                Point(x: x + $0.0 * c - $0.1 * s, y: y + $0.0 * s + $0.1 * c)
            }
            list.fillPolygon(corners, colors[piece % colors.count].fading(fade))
        }
    }
}
