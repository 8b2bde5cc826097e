import BattlefleetRules
import Crease
import CreaseHUD

/// The fold across (tabletop, or flat after it): enemy waters and status raised, your fleet and the firing controls flat.
extension SceneLayout {
    static func stacked(_ inputs: Inputs) -> SceneLayout {
        let raised = inputs.regions.frame(of: .raised).size
        let flat = inputs.regions.frame(of: .flat).size
        let viewer = inputs.viewer
        var elements: [HUDElement] = []
        var slots: [BoardSlot] = []
        var pad: PlayerID?
        var listed: PlayerID?
        // Status beside the enemy waters or above them, whichever leaves the bigger board.
        let statusHeight = inputs.screen == .finished ? statisticsHeight : SceneLayout.statusHeight
        // Beside: the board takes the largest square clear of the cameras left of a status
        // column at least 240 wide, placed exactly there (so nothing nudges it into the words).
        let besideArea = Rect(x: inset, y: inset, width: raised.width - inset - 12 - 8 - 240, height: raised.height - 2 * inset)
        let clear = ClearArea.largest(in: besideArea, avoiding: inputs.regions.occlusions, fitting: Size(width: 1, height: 1))
        let besideSide = Swift.min(clear.width, clear.height).rounded(.down)
        let besideOffset = Point(x: clear.minX - inset, y: clear.minY - inset + ((clear.height - besideSide) / 2).rounded(.down))
        // A camera at the top pushes the status column below it: the board gets what is left.
        let statusTop = Swift.max(12, inputs.regions.occlusions.filter { $0.minY < 12 + statusHeight }.map { $0.maxY }.max() ?? 0)
        let aboveSide = Swift.min(raised.height - inset - statusTop - statusHeight - 12, raised.width - 2 * inset)
        let wide = besideSide >= aboveSide
        let statusWidth = wide ? Swift.min(320, raised.width - 12 - 8 - (clear.minX + besideSide)) : raised.width - 24
        let enemySide = wide ? besideSide : aboveSide
        // Beside the board, the column drops below a camera above it rather than slide into the board.
        let statusBand = Rect(x: raised.width - 12 - statusWidth, y: 0, width: statusWidth, height: 12 + statusHeight)
        let wideTop = Swift.max(12, inputs.regions.occlusions.filter { $0.intersects(statusBand) }.map { $0.maxY }.max() ?? 0)
        let statusAnchor: Anchor = wide ? .topTrailing : .top
        let statusOffset = Point(x: 0, y: wide ? wideTop - 12 : 0)
        let columnWidth = Swift.min(300, flat.width - 24)
        switch inputs.screen {
        case .placement:
            elements.append(setup(width: Swift.min(360, raised.width - 24), options: inputs.offersOptions).in(.raised).anchored(.center))
            let beside = Swift.min(flat.height - 2 * inset, flat.width - 2 * inset - 12 - 170)
            let below = Swift.min(flat.height - 2 * inset - buttonHeight - 12, flat.width - 2 * inset)
            if beside >= below {
                elements.append(board(.fleet, side: beside, touch: true).in(.flat).anchored(.leading))
                elements.append(.column(ElementID.placeControls, spacing: 10, [
                    button(.rotate, "Rotate", width: 160), button(.random, "Random", width: 160),
                    button(.ready, "Ready", width: 160),
                ]).in(.flat).anchored(.trailing))
            } else {
                elements.append(board(.fleet, side: below, touch: true).in(.flat).anchored(.top))
                elements.append(.row(ElementID.placeControls, spacing: 8, [
                    button(.rotate, "Rotate", width: 110), button(.random, "Random", width: 110),
                    button(.ready, "Ready", width: 110),
                ]).in(.flat).anchored(.bottom))
            }
            slots.append(BoardSlot(id: .fleet, waters: viewer, showsFleet: true, purpose: .place(viewer)))
        case .battle, .finished:
            // In battle the enemy waters take a tap as the pad does: aim, then tap again to fire.
            let aims = inputs.screen == .battle
            elements.append(board(.enemy, side: enemySide, touch: aims).in(.raised)
                .anchored(wide ? .topLeading : .bottom, offset: wide ? besideOffset : .zero))
            slots.append(BoardSlot(id: .enemy, waters: viewer.opponent, showsFleet: inputs.screen == .finished,
                                   purpose: aims ? .aim(viewer) : .view))
            slots.append(BoardSlot(id: .fleet, waters: viewer, showsFleet: true, purpose: .view))
            let fleetSide = Swift.min(flat.height - 2 * inset, ((flat.width - 40) * 0.55).rounded(.down))
            let controlsWidth = flat.width - fleetSide - 2 * inset - 36
            if inputs.screen == .battle {
                elements.append(status(width: statusWidth).in(.raised).anchored(statusAnchor, offset: statusOffset))
                pad = viewer
                // Beside the enemy waters, the roster goes under the status column.
                let below = wideTop + statusHeight + 16
                if wide, let list = roster(width: statusWidth, room: raised.height - below - inset) {
                    elements.append(list.in(.raised).anchored(.topTrailing, offset: Point(x: 0, y: below - 12)))
                    listed = viewer.opponent
                }
            } else {
                elements.append(statistics(width: statusWidth).in(.raised).anchored(statusAnchor, offset: statusOffset))
            }
            if inputs.screen == .battle, flat.height >= 0.9 * flat.width {
                // A flat half taller than it is wide (the flip) stacks the fleet over a large pad.
                let half = tallFlatHalf(flat)
                elements += half.elements
                if let list = half.roster {
                    elements.append(list)
                    listed = viewer.opponent
                }
            } else if inputs.screen == .battle {
                let padSide = Swift.min(controlsWidth, flat.height - 24 - 2 * (buttonHeight + 10))
                elements.append(board(.fleet, side: fleetSide, touch: false).in(.flat).anchored(.leading))
                elements.append(.column(ElementID.aimControls, spacing: 10, [
                    HUDElement.viewport(ElementID.pad).sized(width: padSide, height: padSide).role(.control),
                    button(.fire, "Fire", width: controlsWidth),
                    button(.menu, "Menu", width: controlsWidth),
                ]).in(.flat).anchored(.trailing))
            } else {
                elements.append(board(.fleet, side: fleetSide, touch: false).in(.flat).anchored(.leading))
                elements.append(.column(ElementID.endControls, spacing: 10, [
                    button(.playAgain, "Play again", width: controlsWidth),
                    button(.menu, "Menu", width: controlsWidth),
                ]).in(.flat).anchored(.trailing))
            }
        case .resume:
            elements.append(resumeWords(width: raised.width - 24).in(.raised).anchored(.center))
            elements.append(resumeButtons(width: columnWidth).in(.flat).anchored(.center))
        case .handoff(let next):
            elements.append(.column(ElementID.handoffWords, spacing: 6, [
                label(.banner, font: statusLines[3].font, width: raised.width - 24),
                label(.title, "Pass the device to player \(next == .one ? 1 : 2)", font: .title, width: raised.width - 24),
            ]).in(.raised).anchored(.center))
            elements.append(button(.handoff, "I'm player \(next == .one ? 1 : 2): go", width: columnWidth).in(.flat).anchored(.center))
        }
        if inputs.isPaused { elements = pausedElements(elements, menu: pauseMenu(width: columnWidth).in(.flat).anchored(.center)) }
        return SceneLayout(elements: elements, slots: slots, padShooter: inputs.isPaused ? nil : pad, roster: inputs.isPaused ? nil : listed)
    }

    /// The flat half of a tall display in battle: your fleet in the top corner with the roster
    /// beside it, and under them the pad as wide as the half allows, Fire beside it under the
    /// thumb and Menu under Fire.
    static func tallFlatHalf(_ flat: Size) -> (elements: [HUDElement], roster: HUDElement?) {
        let fireWidth: Double = 110
        // The fleet keeps at least 190 pt, so its labels and the roster beside it read at the
        // sizes the duo uses; the pad takes the rest.
        let padSide = Swift.min(flat.width - 2 * inset - 8 - fireWidth, flat.height - 2 * inset - 10 - 190).rounded(.down)
        let fleetSide = flat.height - 2 * inset - 10 - padSide
        let besideFleet = flat.width - 2 * inset - fleetSide - 12
        let list = roster(width: besideFleet, room: fleetSide)?.in(.flat).inset(inset).anchored(.topTrailing)
        return ([
            board(.fleet, side: fleetSide, touch: false).in(.flat).anchored(.topLeading),
            HUDElement.viewport(ElementID.pad).sized(width: padSide, height: padSide).role(.control).inset(inset)
                .in(.flat).anchored(.bottomLeading),
            // Fire twice a button's height, the thumb's target beside the pad, over Menu, as
            // the duo's column has them.
            button(.fire, "Fire", width: fireWidth).sized(width: fireWidth, height: 2 * buttonHeight).in(.flat).inset(inset)
                .anchored(.bottomTrailing, offset: Point(x: 0, y: -(buttonHeight + 12))),
            button(.menu, "Menu", width: fireWidth).in(.flat).inset(inset).anchored(.bottomTrailing),
        ], list)
    }
}
