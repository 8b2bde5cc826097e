import BattlefleetRules
import Crease
import CreaseHUD

/// How the scene arranges itself for the way the device is held.
public enum LayoutKind: String, Sendable, Hashable, CaseIterable {
    /// The fold runs across (tabletop, or flat after tabletop): enemy waters and status on the
    /// raised half, your fleet, the aiming pad and the fire button on the flat half.
    case stacked
    /// The fold runs down (book, or flat landscape): the two boards side by side across it.
    case sideBySide
    /// Book (or flat landscape) with two people: each half is one player's station, the far
    /// one turned 180° so the players sit face to face.
    case faceToFace
    /// Closed: one compact board on the outer display, clear of the cameras.
    case closed
}

/// What the scene shows, apart from the pause menu drawn over it.
public enum Screen: Sendable, Hashable {
    /// Ships being placed.
    case placement
    /// Shots being fired.
    case battle
    /// A "pass the device" cover between two people's turns, naming who plays next.
    case handoff(PlayerID)
    /// The match is over: statistics and play again.
    case finished
}

/// A board the scene draws into one of the HUD's viewports.
public struct BoardSlot: Sendable, Hashable {
    /// What a touch on the board does.
    public enum Purpose: Sendable, Hashable {
        /// Aims `shooter`'s cursor (tap a cell, tap it again to fire).
        case aim(PlayerID)
        /// Drags, selects and turns `player`'s ships.
        case place(PlayerID)
        /// Read only.
        case view
    }

    /// The viewport's HUD id.
    public var id: String
    /// Whose waters it shows.
    public var waters: PlayerID
    /// True when the ships afloat are drawn (your own fleet; every fleet once the match ends).
    public var showsFleet: Bool
    /// True for the far player's station in face-to-face mode.
    public var isTurned: Bool
    /// What a touch does.
    public var purpose: Purpose
}

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
    }

    static let buttonHeight: Double = 52
    /// The room kept between a board and the display's edges (and the fold's margins): the
    /// HUD's own 12 pt, and 3 more for the rim drawn round the grid, so nothing crowds an edge.
    static let inset: Double = 15

    // MARK: Building blocks

    static func board(_ id: String, side: Double, touch: Bool) -> HUDElement {
        HUDElement.viewport(id).sized(width: side, height: side).role(touch ? .control : .status).inset(inset)
    }

    static func button(_ id: String, _ title: String, width: Double) -> HUDElement {
        .button(id, title).sized(width: width, height: buttonHeight)
    }

    static func label(_ id: String, _ text: String = "", font: Font, width: Double) -> HUDElement {
        .label(id, text, font: font).sized(width: width, height: (font.size * 1.2 + 8).rounded(.up))
    }

    /// The pause menu: resume, restart, and the options a restart applies.
    /// `compact` (a small outer display) drops the title and uses 44 pt buttons.
    static func pauseMenu(width: Double, compact: Bool = false) -> HUDElement {
        let height = compact ? FoldLint.minimumTouchTarget : buttonHeight
        let buttons = [("resume", "Resume"), ("restart", "Restart"), ("opponent", "Opponent"), ("rules", "Rules")]
            .map { HUDElement.button($0.0, $0.1).sized(width: width, height: height) }
        // Says when a changed option waits for Restart (it never applies silently mid-match).
        let note = label("pauseNote", font: compact ? .caption : .body, width: width)
        return .column("pauseMenu", spacing: compact ? 6 : 8,
                       (compact ? [] : [label("pauseTitle", "Paused", font: .title, width: width)]) + buttons + [note])
    }

    /// Title, the two options, a hint: what a new player sees beside their fleet.
    static func setup(width: Double) -> HUDElement {
        .column("setup", spacing: 10, [
            label("title", "Place your fleet", font: .title, width: width),
            button("opponent", "Opponent", width: width),
            button("rules", "Rules", width: width),
            label("hint", "Drag ships · tap to turn", font: .caption, width: width),
        ])
    }

    static func status(width: Double) -> HUDElement {
        .column("status", spacing: 4, [
            label("turn", font: .title, width: width),
            label("ships", font: .body, width: width),
            label("score", font: .body, width: width),
            label("banner", font: Font(size: 18, weight: .bold), width: width),
        ])
    }

    static func statistics(width: Double) -> HUDElement {
        .column("statistics", spacing: 6, [
            label("result", font: .title, width: width),
            label("statsYou", font: Font(size: 15), width: width),
            label("statsThem", font: Font(size: 15), width: width),
            label("statsMatch", font: Font(size: 15), width: width),
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

    private static func stacked(_ inputs: Inputs) -> SceneLayout {
        let raised = inputs.regions.frame(of: .raised).size
        let flat = inputs.regions.frame(of: .flat).size
        let viewer = inputs.viewer
        var elements: [HUDElement] = []
        var slots: [BoardSlot] = []
        var pad: PlayerID?
        // Status beside the enemy waters or above them, whichever leaves the bigger board.
        let statusHeight = 4 * 36.0
        let besideSide = Swift.min(raised.height - 2 * inset, raised.width - 36 - 200)
        let aboveSide = Swift.min(raised.height - 2 * inset - statusHeight - 8, raised.width - 2 * inset)
        let wide = besideSide >= aboveSide
        let statusWidth = wide ? Swift.min(320, raised.width - besideSide - 36) : raised.width - 24
        let enemySide = wide ? besideSide : aboveSide
        let columnWidth = Swift.min(300, flat.width - 24)
        switch inputs.screen {
        case .placement:
            elements.append(setup(width: Swift.min(360, raised.width - 24)).in(.raised).anchored(.center))
            let beside = Swift.min(flat.height - 2 * inset, flat.width - 2 * inset - 12 - 170)
            let below = Swift.min(flat.height - 2 * inset - buttonHeight - 12, flat.width - 2 * inset)
            if beside >= below {
                elements.append(board("fleet", side: beside, touch: true).in(.flat).anchored(.leading))
                elements.append(.column("placeControls", spacing: 10, [
                    button("rotate", "Rotate", width: 160), button("random", "Random", width: 160),
                    button("ready", "Ready", width: 160),
                ]).in(.flat).anchored(.trailing))
            } else {
                elements.append(board("fleet", side: below, touch: true).in(.flat).anchored(.top))
                elements.append(.row("placeControls", spacing: 8, [
                    button("rotate", "Rotate", width: 110), button("random", "Random", width: 110),
                    button("ready", "Ready", width: 110),
                ]).in(.flat).anchored(.bottom))
            }
            slots.append(BoardSlot(id: "fleet", waters: viewer, showsFleet: true, isTurned: false, purpose: .place(viewer)))
        case .battle, .finished:
            elements.append(board("enemy", side: enemySide, touch: false).in(.raised).anchored(wide ? .leading : .bottom))
            slots.append(BoardSlot(id: "enemy", waters: viewer.opponent, showsFleet: inputs.screen == .finished,
                                   isTurned: false, purpose: .view))
            let fleetSide = Swift.min(flat.height - 2 * inset, ((flat.width - 40) * 0.55).rounded(.down))
            let controlsWidth = flat.width - fleetSide - 2 * inset - 36
            elements.append(board("fleet", side: fleetSide, touch: false).in(.flat).anchored(.leading))
            slots.append(BoardSlot(id: "fleet", waters: viewer, showsFleet: true, isTurned: false, purpose: .view))
            if inputs.screen == .battle {
                elements.append(status(width: statusWidth).in(.raised).anchored(wide ? .topTrailing : .top))
                let padSide = Swift.min(controlsWidth, flat.height - 24 - 2 * (buttonHeight + 10))
                elements.append(.column("aimControls", spacing: 10, [
                    HUDElement.viewport("pad").sized(width: padSide, height: padSide).role(.control),
                    button("fire", "Fire", width: controlsWidth),
                    button("menu", "Menu", width: controlsWidth),
                ]).in(.flat).anchored(.trailing))
                pad = viewer
            } else {
                elements.append(statistics(width: statusWidth).in(.raised).anchored(wide ? .topTrailing : .top))
                elements.append(.column("endControls", spacing: 10, [
                    button("playAgain", "Play again", width: controlsWidth),
                    button("opponent", "Opponent", width: controlsWidth),
                ]).in(.flat).anchored(.trailing))
            }
        case .handoff(let next):
            elements.append(label("title", "Pass the device to player \(next == .one ? 1 : 2)", font: .title,
                                  width: raised.width - 24).in(.raised).anchored(.center))
            elements.append(button("handoff", "I'm player \(next == .one ? 1 : 2): go", width: columnWidth).in(.flat).anchored(.center))
        }
        if inputs.isPaused { elements = pausedElements(elements, menu: pauseMenu(width: columnWidth).in(.flat).anchored(.center)) }
        return SceneLayout(elements: elements, slots: slots, padShooter: inputs.isPaused ? nil : pad)
    }

    private static func sideBySide(_ inputs: Inputs) -> SceneLayout {
        let leading = inputs.regions.frame(of: .leading).size
        let trailing = inputs.regions.frame(of: .trailing).size
        let viewer = inputs.viewer
        var elements: [HUDElement] = []
        var slots: [BoardSlot] = []
        let columnWidth = Swift.min(360, leading.width - 24)
        let rowWidth = Swift.min(150, (trailing.width - 24 - 16) / 3)
        switch inputs.screen {
        case .placement:
            elements.append(setup(width: columnWidth).in(.leading).anchored(.center))
            let side = Swift.min(trailing.width - 2 * inset, trailing.height - 2 * inset - buttonHeight - 12)
            elements.append(board("fleet", side: side, touch: true).in(.trailing).anchored(.top))
            elements.append(.row("placeControls", spacing: 8, [
                button("rotate", "Rotate", width: rowWidth), button("random", "Random", width: rowWidth),
                button("ready", "Ready", width: rowWidth),
            ]).in(.trailing).anchored(.bottom))
            slots.append(BoardSlot(id: "fleet", waters: viewer, showsFleet: true, isTurned: false, purpose: .place(viewer)))
        case .battle, .finished, .handoff:
            let statusHeight = inputs.screen == .finished ? 4 * 54.0 : 4 * 36.0
            let enemySide = Swift.min(leading.width - 2 * inset, leading.height - 2 * inset - statusHeight - 8)
            elements.append(board("enemy", side: enemySide, touch: inputs.screen == .battle).in(.leading).anchored(.bottom))
            slots.append(BoardSlot(id: "enemy", waters: viewer.opponent, showsFleet: inputs.screen == .finished,
                                   isTurned: false, purpose: inputs.screen == .battle ? .aim(viewer) : .view))
            let fleetSide = Swift.min(trailing.width - 2 * inset, trailing.height - 2 * inset - buttonHeight - 12)
            elements.append(board("fleet", side: fleetSide, touch: false).in(.trailing).anchored(.top))
            slots.append(BoardSlot(id: "fleet", waters: viewer, showsFleet: true, isTurned: false, purpose: .view))
            if inputs.screen == .finished {
                elements.append(statistics(width: columnWidth).in(.leading).anchored(.top))
                elements.append(.row("endControls", spacing: 8, [
                    button("playAgain", "Play again", width: 1.5 * rowWidth), button("opponent", "Opponent", width: 1.5 * rowWidth),
                ]).in(.trailing).anchored(.bottom))
            } else {
                elements.append(status(width: columnWidth).in(.leading).anchored(.top))
                elements.append(.row("aimControls", spacing: 8, [
                    button("fire", "Fire", width: 1.5 * rowWidth), button("menu", "Menu", width: 1.5 * rowWidth),
                ]).in(.trailing).anchored(.bottom))
            }
        }
        if inputs.isPaused { elements = pausedElements(elements, menu: pauseMenu(width: Swift.min(300, trailing.width - 24)).in(.trailing).anchored(.center)) }
        return SceneLayout(elements: elements, slots: slots, padShooter: nil)
    }

    /// One station per player: player one on the trailing (near) half, player two on the
    /// leading (far) half. Each station is one column (board, two lines of status, a row
    /// of buttons); the far one is turned 180° whole, so its board, words and buttons all
    /// face the far player, and the HUD hit-tests its buttons where they are drawn.
    ///
    /// In battle a station shows the waters its player aims at on their turn and their own
    /// fleet on the other's turn (so both see every shot land); "My fleet" swaps the two.
    private static func faceToFace(_ inputs: Inputs) -> SceneLayout {
        var elements: [HUDElement] = []
        var slots: [BoardSlot] = []
        let statusFont = Font(size: 15, weight: .bold)
        for player in PlayerID.allCases {
            let pane: Pane = player == .one ? .trailing : .leading
            let turned = player == .two
            let size = inputs.regions.frame(of: pane).size
            let suffix = "." + player.rawValue
            let lineHeight = (statusFont.size * 1.2 + 8).rounded(.up)
            let side = Swift.min(size.width - 2 * inset, size.height - 2 * inset - buttonHeight - 2 * lineHeight - 3 * 8)
            // Player one's row also holds the Menu button, so nothing overlaps.
            let menu = player == .one && inputs.screen != .finished
            let count = inputs.screen == .finished ? 1.0 : 3.0
            let width = Swift.min(140, (size.width - 2 * inset - 16 - (menu ? 98 : 0)) / count)
            let lineWidth = size.width - 2 * inset
            var controls: [HUDElement]
            let slot: BoardSlot
            var lines = [label("turn" + suffix, font: statusFont, width: lineWidth), label("banner" + suffix, font: .body, width: lineWidth)]
            switch inputs.screen {
            case .placement:
                controls = [button("rotate" + suffix, "Rotate", width: width), button("random" + suffix, "Random", width: width),
                            button("ready" + suffix, "Ready", width: width)]
                slot = BoardSlot(id: "board" + suffix, waters: player, showsFleet: true, isTurned: turned, purpose: .place(player))
            case .battle, .handoff:
                let aiming = (inputs.shownTurn == player) != inputs.checkingFleet.contains(player)
                controls = [button("fire" + suffix, "Fire", width: width), button("fleet" + suffix, aiming ? "My fleet" : "Targets", width: width)]
                slot = aiming
                    ? BoardSlot(id: "board" + suffix, waters: player.opponent, showsFleet: false, isTurned: turned, purpose: .aim(player))
                    : BoardSlot(id: "board" + suffix, waters: player, showsFleet: true, isTurned: turned, purpose: .view)
            case .finished:
                lines[0] = label("result" + suffix, font: .title, width: lineWidth)
                controls = [button(player == .one ? "playAgain" : "opponent", player == .one ? "Play again" : "Opponent",
                                   width: Swift.min(200, lineWidth))]
                slot = BoardSlot(id: "board" + suffix, waters: player.opponent, showsFleet: true, isTurned: turned, purpose: .view)
            }
            if menu { controls.append(button("menu", "Menu", width: 90)) }
            let boardElement = board(slot.id, side: side, touch: slot.purpose != .view)
            elements.append(.column("station" + suffix, spacing: 8, [boardElement] + lines + [.row("controls" + suffix, spacing: 8, controls)])
                .in(pane).anchored(.center).turned(turned))
            slots.append(slot)
        }
        let menuWidth = Swift.min(300, inputs.regions.frame(of: .trailing).width - 24)
        if inputs.isPaused { elements = pausedElements(elements, menu: pauseMenu(width: menuWidth).in(.trailing).anchored(.center)) }
        return SceneLayout(elements: elements, slots: slots, padShooter: nil)
    }

    /// The outer display. Tall (duo, dual): one centred column, the words above the board
    /// and two rows of buttons below it, Opponent and Rules included. Squat (flip): the
    /// board top-left and a column of buttons beside it, the options behind Menu.
    private static func closed(_ inputs: Inputs) -> SceneLayout {
        let size = inputs.regions.size
        let viewer = inputs.viewer
        var elements: [HUDElement] = []
        var slots: [BoardSlot] = []
        let tall = size.height - size.width >= 120
        // Wide enough for "Random" with room either side.
        let controlWidth: Double = 96
        let lineWidth = Swift.min(420, size.width - 24)
        let titleHeight = (Font.title.size * 1.2 + 8).rounded(.up)
        let bodyHeight = (Font.body.size * 1.2 + 8).rounded(.up)
        // Tall: the column is two lines of words, the board and two rows of buttons.
        let side = tall ? Swift.min(size.width - 2 * inset, size.height - 24 - titleHeight - bodyHeight - 2 * buttonHeight - 4 * 8)
                        : Swift.min(size.height - 2 * inset, size.width - 2 * inset - controlWidth - 12)
        let pairWidth = Swift.min(200, (lineWidth - 8) / 2)
        let tripleWidth = Swift.min(130, (lineWidth - 16) / 3)
        func row(_ id: String, _ buttons: [(String, String)], width: Double) -> HUDElement {
            .row(id, spacing: 8, buttons.map { button($0.0, $0.1, width: width) })
        }
        func column(_ children: [HUDElement]) -> HUDElement {
            .column("closedColumn", spacing: 8, children).anchored(.center)
        }
        func beside(_ children: [HUDElement]) -> HUDElement {
            .column("controls", spacing: 8, children).anchored(.topTrailing)
        }
        switch inputs.screen {
        case .placement:
            let fleet = board("fleet", side: side, touch: true)
            slots.append(BoardSlot(id: "fleet", waters: viewer, showsFleet: true, isTurned: false, purpose: .place(viewer)))
            if tall {
                elements.append(column([
                    label("title", "Place your fleet", font: .title, width: lineWidth),
                    label("banner", font: .body, width: lineWidth),
                    fleet.inset(0),
                    row("controls", [("rotate", "Rotate"), ("random", "Random"), ("ready", "Ready")], width: tripleWidth),
                    row("options", [("opponent", "Opponent"), ("rules", "Rules")], width: pairWidth),
                ]))
            } else {
                elements.append(fleet.anchored(.topLeading))
                elements.append(beside([("rotate", "Rotate"), ("random", "Random"), ("ready", "Ready"), ("menu", "Menu")]
                    .map { button($0.0, $0.1, width: controlWidth) }))
            }
        case .battle:
            let enemy = board("enemy", side: side, touch: true)
            slots.append(BoardSlot(id: "enemy", waters: viewer.opponent, showsFleet: false, isTurned: false, purpose: .aim(viewer)))
            if tall {
                elements.append(column([
                    label("turn", font: .title, width: lineWidth),
                    label("banner", font: .body, width: lineWidth),
                    enemy.inset(0),
                    row("controls", [("fire", "Fire"), ("menu", "Menu")], width: pairWidth),
                    label("score", font: .body, width: lineWidth),
                ]))
            } else {
                elements.append(enemy.anchored(.topLeading))
                elements.append(beside([
                    button("fire", "Fire", width: controlWidth), button("menu", "Menu", width: controlWidth),
                    label("turn", font: .caption, width: controlWidth), label("banner", font: .caption, width: controlWidth),
                ]))
            }
        case .handoff(let next):
            elements.append(column([
                label("title", "Player \(next == .one ? 1 : 2)", font: .title, width: lineWidth),
                button("handoff", "Go", width: 120),
            ]))
        case .finished:
            // Caption lines, at most the display less 12 pt a side: every word stays clear of the edges.
            // Squat (the flip), the buttons share a row and the column hangs from the top,
            // clear of the cameras in the bottom corner.
            let words = [
                label("result", font: .title, width: lineWidth),
                label("statsYou", font: .caption, width: lineWidth),
                label("statsThem", font: .caption, width: lineWidth),
                label("banner", font: .caption, width: lineWidth),
            ]
            let buttons = tall
                ? [button("playAgain", "Play again", width: Swift.min(200, lineWidth)), button("opponent", "Opponent", width: Swift.min(200, lineWidth))]
                : [row("endControls", [("playAgain", "Play again"), ("opponent", "Opponent")], width: pairWidth)]
            elements.append(column(words + buttons).anchored(tall ? .center : .top))
        }
        if inputs.isPaused {
            let menuWidth = Swift.min(200, size.width - 24)
            elements = pausedElements(elements, menu: pauseMenu(width: menuWidth, compact: !tall).anchored(tall ? .center : .topTrailing))
        }
        return SceneLayout(elements: elements, slots: slots, padShooter: nil)
    }

    /// While paused only the boards stay (as a backdrop, not touchable) under the menu; a
    /// station (face to face) keeps its board only, in place.
    private static func pausedElements(_ elements: [HUDElement], menu: HUDElement) -> [HUDElement] {
        func isBoard(_ element: HUDElement) -> Bool { if case .viewport = element.widget { true } else { false } }
        return elements.compactMap { element -> HUDElement? in
            if isBoard(element) { return element.role(.status) }
            guard element.id.hasPrefix("station"), let board = element.children.first, isBoard(board) else { return nil }
            var station = element
            station.children = [board.role(.status)] + element.children.dropFirst().map(hiddenWhole)
            return station
        } + [menu]
    }

    /// An element and everything in it hidden (each node hides only itself).
    private static func hiddenWhole(_ element: HUDElement) -> HUDElement {
        var copy = element.hidden(true)
        copy.children = element.children.map(hiddenWhole)
        return copy
    }
}
