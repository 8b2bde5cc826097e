import BattlefleetRules
import Crease
import CreaseHUD

/// The fold down (book, or flat landscape): the two boards side by side across it.
extension SceneLayout {
    static func sideBySide(_ inputs: Inputs) -> SceneLayout {
        let leading = inputs.regions.frame(of: .leading).size
        let trailing = inputs.regions.frame(of: .trailing).size
        let viewer = inputs.viewer
        var elements: [HUDElement] = []
        var slots: [BoardSlot] = []
        var listed: PlayerID?
        let columnWidth = Swift.min(360, leading.width - 24)
        let rowWidth = Swift.min(150, (trailing.width - 24 - 16) / 3)
        switch inputs.screen {
        case .placement:
            elements.append(setup(width: columnWidth, options: inputs.offersOptions).in(.leading).anchored(.center))
            let side = Swift.min(trailing.width - 2 * inset, trailing.height - 2 * inset - buttonHeight - 12)
            elements.append(board(.fleet, side: side, touch: true).in(.trailing).anchored(.top))
            elements.append(.row(ElementID.placeControls, spacing: 8, [
                button(.rotate, "Rotate", width: rowWidth), button(.random, "Random", width: rowWidth),
                button(.ready, "Ready", width: rowWidth),
            ]).in(.trailing).anchored(.bottom))
            slots.append(BoardSlot(id: .fleet, waters: viewer, showsFleet: true, purpose: .place(viewer)))
        case .resume:
            elements.append(resumeWords(width: columnWidth).in(.leading).anchored(.center))
            elements.append(resumeButtons(width: Swift.min(300, trailing.width - 24)).in(.trailing).anchored(.center))
        case .handoff(let next):
            // The cover shows no board: whose turn it is, and the button that says they have the device.
            elements.append(.column(ElementID.handoffWords, spacing: 6, [
                label(.banner, font: statusLines[3].font, width: columnWidth, lines: 2),
                label(.title, "Pass the device\nto player \(next == .one ? 1 : 2)", font: .title, width: columnWidth, lines: 2),
            ]).in(.leading).anchored(.center))
            elements.append(button(.handoff, "I'm player \(next == .one ? 1 : 2): go", width: Swift.min(300, trailing.width - 24))
                .in(.trailing).anchored(.center))
        case .battle, .finished:
            // Both boards the same size and at the same height, so the two read as one table:
            // your fleet and the words on the leading page; the enemy waters, their roster and
            // Fire together on the trailing page, where the aiming is.
            let statusHeight = inputs.screen == .finished ? statisticsHeight : SceneLayout.statusHeight
            // A camera over either board lowers both, so they stay level.
            let leadingFrame = inputs.regions.frame(of: .leading), trailingFrame = inputs.regions.frame(of: .trailing)
            func side(below top: Double) -> Double {
                Swift.min(leading.width - 2 * inset, trailing.width - 2 * inset,
                          leading.height - top - inset - statusHeight - 8, trailing.height - top - inset - buttonHeight - 12)
            }
            let high = side(below: inset)
            let spots = [leadingFrame, trailingFrame].map { Rect(x: $0.midX - high / 2, y: 0, width: high, height: inset + high) }
            let top = Swift.max(inset, inputs.regions.occlusions.filter { camera in spots.contains { $0.intersects(camera) } }
                .map { $0.maxY + 4 }.max() ?? 0)
            let side = side(below: top)
            let level = Point(x: 0, y: top - inset)
            elements.append(board(.fleet, side: side, touch: false).in(.leading).anchored(.top, offset: level))
            slots.append(BoardSlot(id: .fleet, waters: viewer, showsFleet: true, purpose: .view))
            elements.append(board(.enemy, side: side, touch: inputs.screen == .battle).in(.trailing).anchored(.top, offset: level))
            slots.append(BoardSlot(id: .enemy, waters: viewer.opponent, showsFleet: inputs.screen == .finished, purpose: inputs.screen == .battle ? .aim(viewer) : .view))
            if inputs.screen == .finished {
                elements.append(statistics(width: columnWidth).in(.leading).anchored(.bottom))
                elements.append(.row(ElementID.endControls, spacing: 8, [
                    button(.playAgain, "Play again", width: 1.5 * rowWidth), button(.menu, "Menu", width: 1.5 * rowWidth),
                ]).in(.trailing).anchored(.bottom))
            } else {
                // Under the enemy waters, above Fire, their roster where there is room for it.
                let room = trailing.height - top - side - 10 - 12 - buttonHeight - 8
                if let list = roster(width: Swift.min(side, 300), room: room) {
                    elements.append(list.in(.trailing).inset(inset).anchored(.top, offset: Point(x: 0, y: top - inset + side + 10)))
                    listed = viewer.opponent
                }
                elements.append(status(width: columnWidth).in(.leading).anchored(.bottom))
                elements.append(.row(ElementID.aimControls, spacing: 8, [
                    button(.fire, "Fire", width: 1.5 * rowWidth), button(.menu, "Menu", width: 1.5 * rowWidth),
                ]).in(.trailing).anchored(.bottom))
            }
        }
        if inputs.isPaused { elements = pausedElements(elements, menu: pauseMenu(width: Swift.min(300, trailing.width - 24)).in(.trailing).anchored(.center)) }
        return SceneLayout(elements: elements, slots: slots, padShooter: nil, roster: inputs.isPaused ? nil : listed)
    }
}
