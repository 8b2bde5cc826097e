import BattlefleetRules
import Crease
import CreaseHUD

/// What `SceneLayout.make` builds: the HUD's elements, the boards drawn into its viewports,
/// the aiming pad's owner (stacked layout only) and whose ships the roster lists, if it shows.
struct SceneLayout: Sendable, Hashable {
    var elements: [HUDElement]
    var slots: [BoardSlot]
    var padShooter: PlayerID?
    var roster: PlayerID?

    /// Everything the layout depends on; the HUD is rebuilt only when this changes.
    struct Inputs: Sendable, Hashable {
        var kind: LayoutKind
        var screen: Screen
        var isPaused: Bool
        var viewer: PlayerID
        var regions: LayoutRegions
        var salvo: Bool
        /// The players looking at their own fleet instead of the waters they aim at (closed).
        var checkingFleet: Set<PlayerID> = []
        /// True while placing before anyone pressed Ready: the opponent and rules are set up
        /// then, and only then (never on player two's placement).
        var offersOptions = true
    }

    static let buttonHeight: Double = 52
    /// The room kept between a board and the display's edges (and the fold's margins): the
    /// HUD's own 12 pt, and 3 more for the rim drawn round the grid, so nothing crowds an edge.
    static let inset: Double = 15

    // MARK: Building blocks

    static func board(_ id: ElementID, side: Double, touch: Bool) -> HUDElement {
        HUDElement.viewport(id).sized(width: side, height: side).role(touch ? .control : .status).inset(inset)
    }

    /// How a button's title fits: shrunk a little, then on two lines where the plate is tall
    /// enough ("vs AI · medium" on a narrow one), then cut.
    static let titleFit = TextFit(lineLimit: 2, minimumScale: 0.85)

    /// How a short button's title fits: always on one line, shrunk as far as 70 % first
    /// (Fire's "Pick a cell" and "Unmark J10" on a 110 pt button, the pause menu's "Sound: muted"
    /// on half its width), since a title broken in two reads as two.
    static let oneLineFit = TextFit(lineLimit: 1, minimumScale: 0.7)

    static func button(_ id: ElementID, _ title: String, width: Double) -> HUDElement {
        .button(id, title, fit: id == .fire ? oneLineFit : titleFit).sized(width: width, height: buttonHeight)
    }

    /// A label `lines` lines tall: its words wrap onto them and shrink to `minimumScale` (80 %)
    /// before any is cut.
    static func label(_ id: ElementID, _ text: String = "", font: Font, width: Double, lines: Int = 1,
                      minimumScale: Double = 0.8) -> HUDElement {
        .label(id, text, font: font, fit: TextFit(lineLimit: lines, minimumScale: minimumScale))
            .sized(width: width, height: labelHeight(font, lines: lines))
    }

    /// The height of a label of `lines` lines in `font`: the lines and 8 pt.
    static func labelHeight(_ font: Font, lines: Int = 1) -> Double {
        (font.size * 1.2 * Double(lines) + 8).rounded(.up)
    }

    /// The status column's fonts, lines and gaps (`status(width:)`), so layouts can leave it room.
    static let statusLines: [(font: Font, lines: Int)] = [(.title, 1), (.body, 1), (.body, 1), (Font(size: 18, weight: .bold), 2)]
    /// The status column's height.
    static var statusHeight: Double { statusLines.reduce(4 * Double(statusLines.count - 1)) { $0 + labelHeight($1.font, lines: $1.lines) } }
    /// How far the end screen's match line may shrink to stay on its line.
    static let statisticsScale = 0.7
    /// The end screen's column height (`statistics(width:)`): the result, the table, the
    /// match's line and the record's, 6 pt apart.
    static var statisticsHeight: Double {
        labelHeight(.title) + statisticsTableHeight() + 2 * labelHeight(Font(size: 15)) + 18
    }

    /// The height of the end screen's table with rows `row` points tall: a header of names,
    /// then a row for each figure (`BattlefleetGame.drawStatistics`).
    static func statisticsTableHeight(row: Double = 20) -> Double { Double(BattlefleetGame.statisticsNames.count + 1) * row }

    /// The end screen's table of both players' figures, at most 300 pt wide.
    static func statisticsTable(width: Double, row: Double = 20) -> HUDElement {
        HUDElement.viewport(ElementID.statsTable).sized(width: Swift.min(300, width), height: statisticsTableHeight(row: row)).role(.status)
    }

    /// The pause menu: resume, restart, the options a restart applies, and sound and pace.
    /// `compact` (a small outer display) drops the title and uses 44 pt buttons.
    static func pauseMenu(width: Double, compact: Bool = false) -> HUDElement {
        let height = compact ? FoldLint.minimumTouchTarget : buttonHeight
        // Sound and Pace apply at once and share a row; so do Resume and Restart on a small display.
        let half = ((width - 8) / 2).rounded(.down)
        func button(_ id: ElementID, _ title: String) -> HUDElement {
            HUDElement.button(id, title, fit: titleFit).sized(width: width, height: height)
        }
        // A half-width title stays on one line, as the row's other half does.
        func halfButton(_ id: ElementID, _ title: String) -> HUDElement {
            HUDElement.button(id, title, fit: oneLineFit).sized(width: half, height: height)
        }
        let settings = HUDElement.row(ElementID.settings, spacing: 8, [halfButton(.sound, "Sound: on"), halfButton(.pace, "Pace: 1×")])
        let top = compact ? [HUDElement.row(ElementID.pauseTop, spacing: 8, [halfButton(.resume, "Resume"), halfButton(.restart, "Restart")])]
                          : [button(.resume, "Resume"), button(.restart, "Restart")]
        // Says when a changed option waits for Restart (it never applies silently mid-match).
        let note = label(.pauseNote, font: compact ? .caption : .body, width: width)
        return .column(ElementID.pauseMenu, spacing: compact ? 4 : 8,
                       (compact ? [] : [label(.pauseTitle, "Paused", font: .title, width: width)]) + top
                           + [button(.opponent, "Opponent"), button(.rules, "Rules"), settings, note])
    }

    /// Title, the two options, a hint: what a new player sees beside their fleet. Without
    /// `options` (player two placing) only the title and the hint.
    static func setup(width: Double, options: Bool) -> HUDElement {
        let choices = options ? [button(.opponent, "Opponent", width: width), button(.rules, "Rules", width: width)] : []
        return .column(ElementID.setup, spacing: 10, [label(.title, "Place your fleet", font: .title, width: width, lines: 2)]
            + choices + [label(.hint, "Drag ships · tap to turn", font: .caption, width: width)])
    }

    /// Whose turn, ships afloat, the score and the last shot's line (two lines when it needs them).
    static func status(width: Double) -> HUDElement {
        let ids: [ElementID] = [.turn, .ships, .score, .banner]
        return .column(ElementID.status, spacing: 4, zip(ids, statusLines).map { label($0, font: $1.font, width: width, lines: $1.lines) })
    }

    /// The end screen's column: the result, the table of both players' figures, and how
    /// long the match lasted, and what it did to the player's record against the AI.
    static func statistics(width: Double) -> HUDElement {
        .column(ElementID.statistics, spacing: 6, [
            label(.result, font: .title, width: width),
            statisticsTable(width: width),
            label(.statsMatch, font: Font(size: 15), width: width, minimumScale: statisticsScale),
            label(.statsRecord, font: Font(size: 15), width: width, minimumScale: statisticsScale),
        ])
    }

    /// The roster of the enemy's ships (`ElementID.roster`) `width` wide in at most `room`
    /// points of height, or nil when the room cannot hold five readable rows: names of 11 pt
    /// need rows of 18 pt under a 15 pt heading (113 pt), and 164 pt for the longest name
    /// beside the smallest silhouettes (`BattlefleetGame.drawRoster`).
    static func roster(width: Double, room: Double) -> HUDElement? {
        let height = Swift.min(room, 170).rounded(.down)
        guard height >= 113, width >= 164 else { return nil }
        return HUDElement.viewport(ElementID.roster).sized(width: width, height: height).role(.status)
    }

    /// The resume choice's words: the question and the saved match in a line.
    static func resumeWords(width: Double) -> HUDElement {
        .column(ElementID.closedColumn, spacing: 8, [
            label(.title, "Continue your match?", font: .title, width: width),
            label(.resumeNote, font: .body, width: width, lines: 2),
        ])
    }

    /// Continue and New game, side by side.
    static func resumeButtons(width: Double) -> HUDElement {
        let half = ((width - 8) / 2).rounded(.down)
        return .row(ElementID.endControls, spacing: 8, [button(.continueMatch, "Continue", width: half), button(.newGame, "New game", width: half)])
    }

    // MARK: Layouts

    /// The layout for a set of inputs: a pure function, tested as a table.
    static func make(_ inputs: Inputs) -> SceneLayout {
        switch inputs.kind {
        case .stacked: stacked(inputs)
        case .sideBySide: sideBySide(inputs)
        case .closed: closed(inputs)
        }
    }

    /// While paused only the boards stay (as a backdrop, not touchable) under the menu, an
    /// overlay that may lie over them.
    static func pausedElements(_ elements: [HUDElement], menu: HUDElement) -> [HUDElement] {
        elements.compactMap { element -> HUDElement? in
            if case .viewport = element.widget { return element.role(.status) }
            return nil
        } + [menu.overlay()]
    }
}
