import BattlefleetRules
import Crease
import CreaseHUD

/// What `SceneLayout.make` builds: the HUD's elements, the boards drawn into its viewports,
/// and the aiming pad's owner (stacked layout only).
struct SceneLayout: Sendable, Hashable {
    var elements: [HUDElement]
    var slots: [BoardSlot]
    var padShooter: PlayerID?

    /// Everything the layout depends on; the HUD is rebuilt only when this changes.
    struct Inputs: Sendable, Hashable {
        var kind: LayoutKind
        var screen: Screen
        var isPaused: Bool
        var viewer: PlayerID
        var regions: LayoutRegions
        var salvo: Bool
        /// Face to face: whose turn the stations show (the last shooter's until their shot lands).
        var shownTurn: PlayerID = .one
        /// Face to face: the players looking at their own fleet instead of the usual board.
        var checkingFleet: Set<PlayerID> = []
        /// True when the layout mirrors right to left: face to face keeps each station on its
        /// player's own half all the same.
        var rightToLeft = false
    }

    static let buttonHeight: Double = 52
    /// The room kept between a board and the display's edges (and the fold's margins): the
    /// HUD's own 12 pt, and 3 more for the rim drawn round the grid, so nothing crowds an edge.
    static let inset: Double = 15

    // MARK: Building blocks

    static func board(_ id: ElementID, side: Double, touch: Bool) -> HUDElement {
        HUDElement.viewport(id).sized(width: side, height: side).role(touch ? .control : .status).inset(inset)
    }

    static func button(_ id: ElementID, _ title: String, width: Double) -> HUDElement {
        .button(id, title).sized(width: width, height: buttonHeight)
    }

    static func label(_ id: ElementID, _ text: String = "", font: Font, width: Double) -> HUDElement {
        .label(id, text, font: font).sized(width: width, height: (font.size * 1.2 + 8).rounded(.up))
    }

    /// The pause menu: resume, restart, the options a restart applies, and sound and pace.
    /// `compact` (a small outer display) drops the title and uses 44 pt buttons.
    static func pauseMenu(width: Double, compact: Bool = false) -> HUDElement {
        let height = compact ? FoldLint.minimumTouchTarget : buttonHeight
        func button(_ id: ElementID, _ title: String, _ width: Double) -> HUDElement {
            HUDElement.button(id, title).sized(width: width, height: height)
        }
        // Sound and Pace apply at once and share a row; so do Resume and Restart on a small display.
        let half = ((width - 8) / 2).rounded(.down)
        let settings = HUDElement.row(ElementID.settings, spacing: 8, [button(.sound, "Sound on", half), button(.pace, "Pace 1×", half)])
        let top = compact ? [HUDElement.row(ElementID.pauseTop, spacing: 8, [button(.resume, "Resume", half), button(.restart, "Restart", half)])]
                          : [button(.resume, "Resume", width), button(.restart, "Restart", width)]
        // Says when a changed option waits for Restart (it never applies silently mid-match).
        let note = label(.pauseNote, font: compact ? .caption : .body, width: width)
        return .column(ElementID.pauseMenu, spacing: compact ? 6 : 8,
                       (compact ? [] : [label(.pauseTitle, "Paused", font: .title, width: width)]) + top
                           + [button(.opponent, "Opponent", width), button(.rules, "Rules", width), settings, note])
    }

    /// Title, the two options, a hint: what a new player sees beside their fleet.
    static func setup(width: Double) -> HUDElement {
        .column(ElementID.setup, spacing: 10, [
            label(.title, "Place your fleet", font: .title, width: width),
            button(.opponent, "Opponent", width: width),
            button(.rules, "Rules", width: width),
            label(.hint, "Drag ships · tap to turn", font: .caption, width: width),
        ])
    }

    static func status(width: Double) -> HUDElement {
        .column(ElementID.status, spacing: 4, [
            label(.turn, font: .title, width: width),
            label(.ships, font: .body, width: width),
            label(.score, font: .body, width: width),
            label(.banner, font: Font(size: 18, weight: .bold), width: width),
        ])
    }

    static func statistics(width: Double) -> HUDElement {
        .column(ElementID.statistics, spacing: 6, [
            label(.result, font: .title, width: width),
            label(.statsYou, font: Font(size: 15), width: width),
            label(.statsThem, font: Font(size: 15), width: width),
            label(.statsMatch, font: Font(size: 15), width: width),
        ])
    }

    // MARK: Layouts

    /// The layout for a set of inputs: a pure function, tested as a table.
    static func make(_ inputs: Inputs) -> SceneLayout {
        switch inputs.kind {
        case .stacked: stacked(inputs)
        case .sideBySide: sideBySide(inputs)
        case .faceToFace: faceToFace(inputs)
        case .closed: closed(inputs)
        }
    }

    /// While paused only the boards stay (as a backdrop, not touchable) under the menu; a
    /// station (face to face) keeps its board only, in place.
    static func pausedElements(_ elements: [HUDElement], menu: HUDElement) -> [HUDElement] {
        func isBoard(_ element: HUDElement) -> Bool { if case .viewport = element.widget { true } else { false } }
        let stations = Set(PlayerID.allCases.map(ElementID.station(for:)))
        return elements.compactMap { element -> HUDElement? in
            if isBoard(element) { return element.role(.status) }
            guard stations.contains(ElementID(rawValue: element.id)), let board = element.children.first, isBoard(board) else { return nil }
            var station = element
            station.children = [board.role(.status)] + element.children.dropFirst().map(hiddenWhole)
            return station
        } + [menu]
    }

    /// An element and everything in it hidden (each node hides only itself).
    static func hiddenWhole(_ element: HUDElement) -> HUDElement {
        var copy = element.hidden(true)
        copy.children = element.children.map(hiddenWhole)
        return copy
    }
}
