import Crease
import CreaseHUD
import MiniGolfCore

/// The card shown between holes: how the hole went, then the scorecard (hole, par and
/// strokes for all nine, with the total), and how to go on. After the last hole it is the
/// round's moment: the round against par in words, a gold "New best round!", the best holes
/// by name, the card, and Again or Menu.
struct ScorecardCard {
    var match: MiniGolfMatch
    var improvedHoles: Set<String>
    /// True when the round just finished beat the player's best round.
    var isNewBestRound = false
    /// The player's best round, in strokes, if any (this one counted).
    var bestRound: Int?
    var isAutoplay: Bool
    /// What the player last used, so the hint names that one way to go on.
    var input: InputKind = .pointer

    /// How the player last played: the card's hint speaks of it.
    enum InputKind: Sendable, Hashable {
        case pointer, keyboard, gamepad
    }

    /// The height a full card needs: title, detail, the table and the hint, with margins.
    static let fullHeight = 16 + 32 + 30 + 84 + 14 + 20 + 16.0
    /// The height of the round's last card: a full card and the line of best holes.
    static let finalHeight = fullHeight + bestLineHeight
    /// The line of best holes on the round's last card.
    static let bestLineHeight = 24.0

    /// The height a full card for `match` needs.
    static func height(for match: MiniGolfMatch) -> Double {
        match.phase == .finished ? finalHeight : fullHeight
    }

    func draw(in frame: Rect, into list: inout DrawList) {
        list.fill(frame, cornerRadius: 12, Palette.card)
        list.stroke(frame, cornerRadius: 12, Palette.aim.withAlpha(180), width: 2)
        let finished = match.phase == .finished
        let compact = frame.height < Self.height(for: match) - 1 || frame.width < 300
        var y = frame.minY + (compact ? 8 : 16)
        let title: String, detail: String, shortDetail: String
        if finished {
            let card = match.scorecard
            title = compact ? "Round complete" : Self.roundWords(card.versusPar)
            // The player's best round beside this one, when this one did not beat it (the
            // title already measures it against par).
            if let best = bestRound, best < card.totalStrokes {
                detail = "\(card.totalStrokes) strokes · best round \(best)"
            } else {
                detail = "\(card.totalStrokes) strokes on par \(card.coursePar)"
            }
            shortDetail = Self.roundWords(card.versusPar)
        } else {
            let line = match.scorecard.lines[match.holeIndex]
            let strokes = line.strokes ?? match.strokes
            title = line.holed ? "Hole \(match.holeIndex + 1): \(Self.name(strokes: strokes, par: line.par))" : "Hole \(match.holeIndex + 1): out of strokes"
            detail = "\(strokes) stroke\(strokes == 1 ? "" : "s") on par \(line.par)"
            shortDetail = "\(strokes) on par \(line.par)"
        }
        // A hole (or a round) that beat the player's best says so in gold, in the title's own size.
        let isNewBest = finished ? isNewBestRound : improvedHoles.contains(match.scorecard.lines[match.holeIndex].name)
        let newBest = finished ? "New best round!" : "New best!"
        if compact {
            // The outer display of a flip is small: the title and how it went on one line, the
            // card and a short hint.
            list.text(isNewBest ? "\(title) · \(newBest)" : "\(title) · \(shortDetail)", at: Point(x: frame.midX, y: y), font: .caption,
                      isNewBest ? Palette.aim : Palette.cardText, alignment: .center)
            y += 20
            // The hint's line (a caption's 1.2 em) stands 6 pt above the card's rim, its
            // descenders clear of it.
            let hintTop = frame.maxY - 6 - Font.caption.size * 1.2
            drawTable(in: Rect(x: frame.minX + 10, y: y, width: frame.width - 20, height: max(30, hintTop - 5 - y)),
                      compact: true, into: &list)
            let hint = isAutoplay ? "Autoplay" : hintText(short: true)
            list.text(hint, at: Point(x: frame.midX, y: hintTop), font: .caption, Palette.cardDim, alignment: .center)
            return
        }
        // Title, detail, best holes and table stand together in the middle of the space above
        // the hint: a card as tall as the course would otherwise hang them from its top.
        let content = 32 + 30 + (finished ? Self.bestLineHeight : 0) + 84
        y = max(y, frame.minY + (frame.height - 36 - content) / 2)
        list.text(title, at: Point(x: frame.midX, y: y), font: .title, Palette.cardText, alignment: .center)
        y += 32
        if isNewBest {
            let width = min(frame.width - 32, 320)
            let badge = Rect(x: frame.midX - width / 2, y: y - 3, width: width, height: 26)
            list.fill(badge, cornerRadius: 13, Palette.aim)
            // The round's badge leaves out the par its title already measures against, so it
            // fits its 320 pt ("New best round! · 27 strokes").
            let badgeText = finished ? "\(newBest) · \(match.scorecard.totalStrokes) strokes" : "\(newBest) \(detail)"
            list.text(badgeText, at: Point(x: badge.midX, y: badge.minY + 3), font: Font(size: 17, weight: .bold), Palette.card,
                      alignment: .center)
        } else {
            list.text(detail, at: Point(x: frame.midX, y: y), font: .body, Palette.cardDim, alignment: .center)
        }
        y += 30
        if finished {
            list.text(bestHolesText, at: Point(x: frame.midX, y: y), font: .body, Palette.aim, alignment: .center)
            y += Self.bestLineHeight
        }
        drawTable(in: Rect(x: frame.minX + 16, y: y, width: frame.width - 32, height: 84), compact: false, into: &list)
        let hint = isAutoplay ? "Autoplay" : hintText(short: false)
        list.text(hint, at: Point(x: frame.midX, y: frame.maxY - 36), font: .caption, Palette.cardDim, alignment: .center)
    }

    /// The round against par in words: "3 under par!", "Level par", "4 over par".
    static func roundWords(_ versusPar: Int) -> String {
        versusPar < 0 ? "\(-versusPar) under par!" : versusPar == 0 ? "Level par" : "\(versusPar) over par"
    }

    /// The round's best holes, named as this round's (a player's best is the gold badge's):
    /// its holes in one ("Holes in one on holes 1, 6 and 7", or "5 holes in one" past three),
    /// else the two furthest under par, or the one nearest it ("Best holes: eagle on hole 3 ·
    /// birdie on hole 6", "Best hole: bogey on hole 1").
    var bestHolesText: String { Self.bestHolesText(match.scorecard.lines) }

    /// The best holes line (`bestHolesText`) for a scorecard's lines.
    static func bestHolesText(_ lines: [Scorecard.Line]) -> String {
        let played = lines.enumerated().compactMap { index, line in
            line.strokes.map { (hole: index + 1, strokes: $0, par: line.par) }
        }
        let aces = played.filter { $0.strokes == 1 }.map { String($0.hole) }
        if let last = aces.last {
            // Named up to three, so the line keeps inside the narrowest card (300 pt).
            guard aces.count > 1 else { return "Hole in one on hole \(last)" }
            guard aces.count <= 3 else { return "\(aces.count) holes in one" }
            return "Holes in one on holes \(aces.dropLast().joined(separator: ", ")) and \(last)"
        }
        let ranked = played.sorted { ($0.strokes - $0.par, $0.hole) < ($1.strokes - $1.par, $1.hole) }
        guard let first = ranked.first else { return "" }
        let under = ranked.filter { $0.strokes < $0.par }.prefix(2)
        let best = under.isEmpty ? [first] : Array(under)
        let named = best.map { hole in
            let name = name(strokes: hole.strokes, par: hole.par)
            return "\(name.hasSuffix("!") ? String(name.dropLast()) : name) on hole \(hole.hole)"
        }
        return (named.count == 1 ? "Best hole: " : "Best holes: ") + named.joined(separator: " · ")
    }

    /// How to go on, in the player's own input: a tap, Space or A.
    private func hintText(short: Bool) -> String {
        if match.phase == .finished, !short {
            return switch input {
            case .pointer: "Tap the card: another round"
            case .keyboard: "Space: another round · Esc: menu"
            case .gamepad: "A: another round · Start: menu"
            }
        }
        let what = match.phase == .finished ? "another round" : match.holeIndex + 1 == match.courses.count ? "final score" : "next hole"
        let how = switch input {
        case .pointer: short ? "Tap" : "Tap the card"
        case .keyboard: "Space"
        case .gamepad: "A"
        }
        return "\(how): \(what)"
    }

    private func drawTable(in frame: Rect, compact: Bool, into list: inout DrawList) {
        let lines = match.scorecard.lines
        // Compact cards give the row titles (Hole, Par, Score) less room, so the numbers keep theirs.
        let titleColumns = compact ? 1.9 : 2.0
        // The total ("Tot", a two-digit round) takes a column and a half, so it keeps clear of
        // the band's end where the columns are narrow.
        let totalColumns = 1.5
        let columns = Double(lines.count) + totalColumns
        var width = frame.width / (columns + titleColumns)
        // The titles' column keeps the widest title ("Score") and a gap clear of the first
        // figure, where the columns come out too narrow for it (a small outer display).
        let titles = max(width * titleColumns, 4 + Self.widestRowTitle + Self.titleGap + Self.figureHalfWidth - width / 2)
        width = (frame.width - titles) / columns
        let rowHeight = frame.height / 3
        // Text sits in the middle of its row, however tall the rows come out.
        let inset = max(2, (rowHeight - 16) / 2)
        let rows = ["Hole", "Par", "Score"]
        for (r, title) in rows.enumerated() {
            let y = frame.minY + Double(r) * rowHeight
            if r % 2 == 0 { list.fill(Rect(x: frame.minX, y: y, width: frame.width, height: rowHeight), Color.white.withAlpha(14)) }
            list.text(title, at: Point(x: frame.minX + 4, y: y + inset), font: .caption, Palette.cardDim)
            for (i, line) in lines.enumerated() {
                let x = frame.minX + titles + width * (Double(i) + 0.5)
                let text: String, color: Color
                switch r {
                case 0: text = "\(i + 1)"; color = i == match.holeIndex ? Palette.aim : Palette.cardDim
                case 1: text = "\(line.par)"; color = Palette.cardDim
                default:
                    text = line.strokes.map(String.init) ?? "·"
                    color = line.strokes.map { $0 < line.par ? Palette.under : $0 > line.par ? Palette.over : Palette.cardText } ?? Palette.cardDim
                }
                list.text(text, at: Point(x: x, y: y + inset), font: .caption, color, alignment: .center)
            }
            let total: String = switch r {
            case 0: "Tot"
            case 1: "\(match.scorecard.coursePar)"
            default: "\(match.scorecard.totalStrokes)"
            }
            list.text(total, at: Point(x: frame.maxX - width * totalColumns / 2, y: y + inset), font: .caption, Palette.cardText, alignment: .center)
        }
    }

    /// The widest row title ("Score") in the table's caption font, points, and the least gap
    /// between a title and its row's first figure (whose half width, one digit's, is the third).
    static let widestRowTitle = 39.0
    static let titleGap = 8.0
    static let figureHalfWidth = 4.5

    /// Golf's names for a score against par.
    static func name(strokes: Int, par: Int) -> String {
        if strokes == 1 { return "hole in one!" }
        switch strokes - par {
        case ...(-3): return "albatross!"
        case -2: return "eagle!"
        case -1: return "birdie!"
        case 0: return "par"
        case 1: return "bogey"
        case 2: return "double bogey"
        case 3: return "triple bogey"
        default: return "+\(strokes - par)"
        }
    }
}
