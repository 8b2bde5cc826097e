import BattlefleetRules
import Crease
import CreaseHUD

/// The outer display: one compact board, clear of the cameras.
extension SceneLayout {
    /// The outer display. Tall (duo, dual): one centred column, the words above the board
    /// and two rows of buttons below it, Opponent and Rules included. Squat (flip): the
    /// board top-left and a column of buttons beside it, the options behind Menu.
    static func closed(_ inputs: Inputs) -> SceneLayout {
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
        func row(_ id: ElementID, _ buttons: [(ElementID, String)], width: Double) -> HUDElement {
            .row(id, spacing: 8, buttons.map { button($0.0, $0.1, width: width) })
        }
        func column(_ children: [HUDElement]) -> HUDElement {
            .column(ElementID.closedColumn, spacing: 8, children).anchored(.center)
        }
        func beside(_ children: [HUDElement]) -> HUDElement {
            .column(ElementID.controls, spacing: 8, children).anchored(.topTrailing)
        }
        switch inputs.screen {
        case .placement:
            let fleet = board(.fleet, side: side, touch: true)
            slots.append(BoardSlot(id: .fleet, waters: viewer, showsFleet: true, isTurned: false, purpose: .place(viewer)))
            if tall {
                elements.append(column([
                    label(.title, "Place your fleet", font: .title, width: lineWidth),
                    label(.banner, font: .body, width: lineWidth),
                    fleet.inset(0),
                    row(.controls, [(.rotate, "Rotate"), (.random, "Random"), (.ready, "Ready")], width: tripleWidth),
                    row(.options, [(.opponent, "Opponent"), (.rules, "Rules")], width: pairWidth),
                ]))
            } else {
                elements.append(fleet.anchored(.topLeading))
                elements.append(beside([(ElementID.rotate, "Rotate"), (.random, "Random"), (.ready, "Ready"), (.menu, "Menu")]
                    .map { button($0.0, $0.1, width: controlWidth) }))
            }
        case .battle:
            let enemy = board(.enemy, side: side, touch: true)
            slots.append(BoardSlot(id: .enemy, waters: viewer.opponent, showsFleet: false, isTurned: false, purpose: .aim(viewer)))
            if tall {
                elements.append(column([
                    label(.turn, font: .title, width: lineWidth),
                    label(.banner, font: .body, width: lineWidth),
                    enemy.inset(0),
                    row(.controls, [(.fire, "Fire"), (.menu, "Menu")], width: pairWidth),
                    label(.score, font: .body, width: lineWidth),
                ]))
            } else {
                elements.append(enemy.anchored(.topLeading))
                elements.append(beside([
                    button(.fire, "Fire", width: controlWidth), button(.menu, "Menu", width: controlWidth),
                    label(.turn, font: .caption, width: controlWidth), label(.banner, font: .caption, width: controlWidth),
                ]))
            }
        case .handoff(let next):
            elements.append(column([
                label(.title, "Player \(next == .one ? 1 : 2)", font: .title, width: lineWidth),
                button(.handoff, "Go", width: 120),
            ]))
        case .finished:
            // Caption lines, at most the display less 12 pt a side: every word stays clear of the edges.
            // Squat (the flip), the buttons share a row and the column hangs from the top,
            // clear of the cameras in the bottom corner.
            let words = [
                label(.result, font: .title, width: lineWidth),
                label(.statsYou, font: .caption, width: lineWidth),
                label(.statsThem, font: .caption, width: lineWidth),
                label(.banner, font: .caption, width: lineWidth),
            ]
            let buttons = tall
                ? [button(.playAgain, "Play again", width: Swift.min(200, lineWidth)), button(.opponent, "Opponent", width: Swift.min(200, lineWidth))]
                : [row(.endControls, [(.playAgain, "Play again"), (.opponent, "Opponent")], width: pairWidth)]
            elements.append(column(words + buttons).anchored(tall ? .center : .top))
        }
        if inputs.isPaused {
            let menuWidth = Swift.min(240, size.width - 24)
            elements = pausedElements(elements, menu: pauseMenu(width: menuWidth, compact: !tall).anchored(tall ? .center : .topTrailing))
        }
        return SceneLayout(elements: elements, slots: slots, padShooter: nil)
    }
}
