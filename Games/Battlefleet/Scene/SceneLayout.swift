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
    }

    static let buttonHeight: Double = 52
    static let inset: Double = 8

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
        return .column("pauseMenu", spacing: compact ? 6 : 8,
                       (compact ? [] : [label("pauseTitle", "Paused", font: .title, width: width)]) + buttons)
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
    /// leading (far) half, turned 180°: its board upside down, its buttons at the far edge.
    private static func faceToFace(_ inputs: Inputs) -> SceneLayout {
        var elements: [HUDElement] = []
        var slots: [BoardSlot] = []
        for player in PlayerID.allCases {
            let pane: Pane = player == .one ? .trailing : .leading
            let turned = player == .two
            let size = inputs.regions.frame(of: pane).size
            let suffix = "." + player.rawValue
            let side = Swift.min(size.width - 2 * inset, size.height - 2 * inset - buttonHeight - 12)
            // Player one's row also holds the Menu button, so nothing overlaps.
            let menu = player == .one && inputs.screen != .finished
            let width = Swift.min(140, (size.width - 24 - 24 - (menu ? 90 : 0)) / 3)
            var controls: [HUDElement]
            let slot: BoardSlot
            switch inputs.screen {
            case .placement:
                controls = [button("rotate" + suffix, "Rotate", width: width), button("random" + suffix, "Random", width: width),
                            button("ready" + suffix, "Ready", width: width)]
                slot = BoardSlot(id: "board" + suffix, waters: player, showsFleet: true, isTurned: turned, purpose: .place(player))
            case .battle, .handoff:
                controls = [button("fire" + suffix, "Fire", width: width), label("turn" + suffix, font: .body, width: 1.4 * width)]
                slot = BoardSlot(id: "board" + suffix, waters: player.opponent, showsFleet: false, isTurned: turned, purpose: .aim(player))
            case .finished:
                controls = [label("result" + suffix, font: .title, width: 1.6 * width),
                            button(player == .one ? "playAgain" : "opponent", player == .one ? "Play again" : "Opponent", width: 1.3 * width)]
                slot = BoardSlot(id: "board" + suffix, waters: player.opponent, showsFleet: true, isTurned: turned, purpose: .view)
            }
            if menu { controls.append(button("menu", "Menu", width: 90)) }
            elements.append(board(slot.id, side: side, touch: slot.purpose != .view).in(pane).anchored(turned ? .bottom : .top))
            // The far player's row is turned to face them: its labels read for them and its
            // buttons stand in their order.
            elements.append(.row("controls" + suffix, spacing: 8, controls).in(pane).anchored(turned ? .top : .bottom).turned(turned))
            slots.append(slot)
        }
        let menuWidth = Swift.min(300, inputs.regions.frame(of: .trailing).width - 24)
        if inputs.isPaused { elements = pausedElements(elements, menu: pauseMenu(width: menuWidth).in(.trailing).anchored(.center)) }
        return SceneLayout(elements: elements, slots: slots, padShooter: nil)
    }

    private static func closed(_ inputs: Inputs) -> SceneLayout {
        let size = inputs.regions.size
        let viewer = inputs.viewer
        var elements: [HUDElement] = []
        var slots: [BoardSlot] = []
        let tall = size.height - size.width >= 120
        let controlWidth: Double = 80
        let side = tall ? Swift.min(size.width - 2 * inset, size.height - 2 * inset - 2 * (buttonHeight + 24))
                        : Swift.min(size.height - 2 * inset, size.width - 2 * inset - controlWidth - 12)
        let rowWidth = Swift.min(130, (size.width - 24 - 16) / 3)
        func controls(_ ids: [(String, String)]) -> HUDElement {
            if tall {
                return .row("controls", spacing: 8, ids.map { button($0.0, $0.1, width: rowWidth) }).anchored(.bottom)
            }
            return .column("controls", spacing: 8, ids.map { button($0.0, $0.1, width: controlWidth) }).anchored(.topTrailing)
        }
        let statusFont: Font = tall ? .title : .caption
        let statusWidth = tall ? Swift.min(360, size.width - 24) : controlWidth
        switch inputs.screen {
        case .placement:
            elements.append(board("fleet", side: side, touch: true).anchored(tall ? .center : .topLeading))
            elements.append(controls([("rotate", "Rotate"), ("random", "Random"), ("ready", "Ready")]))
            slots.append(BoardSlot(id: "fleet", waters: viewer, showsFleet: true, isTurned: false, purpose: .place(viewer)))
            if tall { elements.append(label("title", "Place your fleet", font: .title, width: statusWidth).anchored(.topLeading)) }
        case .battle:
            elements.append(board("enemy", side: side, touch: true).anchored(tall ? .center : .topLeading))
            slots.append(BoardSlot(id: "enemy", waters: viewer.opponent, showsFleet: false, isTurned: false, purpose: .aim(viewer)))
            if tall {
                elements.append(controls([("fire", "Fire"), ("menu", "Menu")]))
                elements.append(label("turn", font: statusFont, width: statusWidth).anchored(.topLeading))
                elements.append(label("banner", font: .body, width: statusWidth).anchored(.topLeading, offset: Point(x: 0, y: 40)))
            } else {
                elements.append(.column("controls", spacing: 8, [
                    button("fire", "Fire", width: controlWidth), button("menu", "Menu", width: controlWidth),
                    label("turn", font: statusFont, width: controlWidth), label("banner", font: statusFont, width: controlWidth),
                ]).anchored(.topTrailing))
            }
        case .handoff(let next):
            elements.append(label("title", "Player \(next == .one ? 1 : 2)", font: .title, width: statusWidth * (tall ? 1 : 2.5)).anchored(.top))
            elements.append(button("handoff", "Go", width: 120).anchored(.center))
        case .finished:
            let width = Swift.min(360, size.width - 24)
            elements.append(label("result", font: .title, width: width).anchored(.top))
            elements.append(label("statsYou", font: .caption, width: width).anchored(.top, offset: Point(x: 0, y: 44)))
            elements.append(label("statsThem", font: .caption, width: width).anchored(.top, offset: Point(x: 0, y: 70)))
            elements.append(button("playAgain", "Play again", width: Swift.min(200, width)).anchored(.center))
        }
        if inputs.isPaused {
            let menuWidth = Swift.min(200, size.width - 24)
            elements = pausedElements(elements, menu: pauseMenu(width: menuWidth, compact: !tall).anchored(tall ? .center : .topTrailing))
        }
        return SceneLayout(elements: elements, slots: slots, padShooter: nil)
    }

    /// While paused only the boards stay (as a backdrop, not touchable) under the menu.
    private static func pausedElements(_ elements: [HUDElement], menu: HUDElement) -> [HUDElement] {
        elements.filter { if case .viewport = $0.widget { true } else { false } }
            .map { $0.role(.status) } + [menu]
    }
}
