import BattlefleetRules
import Crease
import CreaseHUD

/// The outer display: one compact board, clear of the cameras.
extension SceneLayout {
    /// The outer display. Tall (duo, dual): one centred column, the words above the board
    /// and rows of buttons below it, Opponent and Rules included; in battle "My fleet" swaps
    /// the board for your own waters and a line says what is afloat. Squat (flip): the board
    /// in the top leading corner, a narrow column of words and buttons beside it, and in
    /// battle Fire and Menu along the bottom beside the cameras; the options behind Menu. While
    /// placing, the squat display's title runs along the top, over the board and the buttons.
    static func closed(_ inputs: Inputs) -> SceneLayout {
        let size = inputs.regions.size
        let viewer = inputs.viewer
        var elements: [HUDElement] = []
        var slots: [BoardSlot] = []
        let tall = size.height - size.width >= 120
        // Squat: the buttons beside the board are wide enough for "Random" at the size of the
        // others while placing; in battle the column is narrower and the board the larger.
        let placing = inputs.screen == .placement
        let controlWidth: Double = placing ? 96 : 80
        let lineWidth = Swift.min(420, size.width - 24)
        let titleHeight = labelHeight(.title)
        let bodyHeight = labelHeight(.body)
        // Squat: the board stops above the cameras in the bottom corner, and below the title while placing.
        let cameraTop = inputs.regions.occlusions.map(\.minY).min() ?? size.height
        let top = placing && !tall ? titleHeight : 0
        // Tall: the column is three lines of words, the board and two rows of buttons.
        let side = tall ? Swift.min(size.width - 2 * inset, size.height - 24 - titleHeight - 2 * bodyHeight - 2 * buttonHeight - 5 * 8)
                        : Swift.min(size.height - 2 * inset - top, cameraTop - inset - 8 - top, size.width - 2 * inset - controlWidth - 8)
        let pairWidth = Swift.min(200, (lineWidth - 8) / 2)
        let tripleWidth = Swift.min(130, (lineWidth - 16) / 3)
        func row(_ id: ElementID, _ buttons: [(ElementID, String)], width: Double) -> HUDElement {
            .row(id, spacing: 8, buttons.map { button($0.0, $0.1, width: width) })
        }
        func column(_ children: [HUDElement]) -> HUDElement {
            .column(ElementID.closedColumn, spacing: 8, children).anchored(.center)
        }
        func beside(_ children: [HUDElement]) -> HUDElement {
            .column(ElementID.controls, spacing: 6, children).anchored(.topTrailing, offset: Point(x: 0, y: top))
        }
        func compact(_ id: ElementID, _ title: String, width: Double = controlWidth) -> HUDElement {
            // One line each ("My fleet", Fire's short titles: "Off J10"), shrunk as far as
            // 70 %, as a title broken in two reads as two.
            .button(id, title, fit: oneLineFit).sized(width: width, height: FoldLint.minimumTouchTarget)
        }
        let checking = inputs.checkingFleet.contains(viewer)
        switch inputs.screen {
        case .placement:
            let fleet = board(.fleet, side: side, touch: true)
            slots.append(BoardSlot(id: .fleet, waters: viewer, showsFleet: true, purpose: .place(viewer)))
            if tall {
                elements.append(column([
                    label(.title, "Place your fleet", font: .title, width: lineWidth),
                    label(.banner, font: .body, width: lineWidth),
                    fleet.inset(0),
                    row(.controls, [(.rotate, "Rotate"), (.random, "Random"), (.ready, "Ready")], width: tripleWidth),
                ] + (inputs.offersOptions ? [row(.options, [(.opponent, "Opponent"), (.rules, "Rules")], width: pairWidth)] : [])))
            } else {
                elements.append(label(.title, "Place your fleet", font: .title, width: size.width - 24).anchored(.top))
                elements.append(fleet.anchored(.topLeading, offset: Point(x: 0, y: top)))
                elements.append(beside([(ElementID.rotate, "Rotate"), (.random, "Random"), (.ready, "Ready"), (.menu, "Menu")]
                    .map { compact($0.0, $0.1) }))
            }
        case .battle:
            // "My fleet" shows your own waters, read only, until "Targets" turns back.
            let shown = checking
                ? BoardSlot(id: .fleet, waters: viewer, showsFleet: true, purpose: .view)
                : BoardSlot(id: .enemy, waters: viewer.opponent, showsFleet: false, purpose: .aim(viewer))
            let boardElement = board(shown.id, side: side, touch: !checking)
            slots.append(shown)
            let swap = (ElementID.fleet(for: viewer), checking ? "Targets" : "My fleet")
            if tall {
                elements.append(column([
                    label(.turn, font: .title, width: lineWidth),
                    label(.banner, font: .body, width: lineWidth),
                    boardElement.inset(0),
                    row(.controls, [(.fire, "Fire"), swap, (.menu, "Menu")], width: tripleWidth),
                    label(.ships, font: .body, width: lineWidth),
                    label(.score, font: .body, width: lineWidth),
                ]))
            } else {
                elements.append(boardElement.anchored(.topLeading))
                let caption = Font.caption
                elements.append(beside([
                    label(.turn, font: caption, width: controlWidth, lines: 2), label(.banner, font: caption, width: controlWidth, lines: 2),
                    label(.ships, font: caption, width: controlWidth, lines: 3), compact(swap.0, swap.1),
                ]))
                // Fire and Menu along the bottom, on the side of the cameras away from them.
                let camera = inputs.regions.occlusions.first
                let cameraOnLeading = (camera?.midX ?? size.width) < size.width / 2
                let rowWidth = camera.map { cameraOnLeading ? size.width - 12 - $0.maxX - 8 : $0.minX - 8 - 12 } ?? size.width - 24
                // Menu takes what its word needs; Fire, whose titles name a cell ("Mark H10"), the rest.
                let menuWidth = Swift.min(120, (rowWidth - 8) / 2, 66)
                let fireWidth = Swift.min(150, rowWidth - 8 - menuWidth)
                elements.append(.row(ElementID.aimControls, spacing: 8, [compact(.fire, "Fire", width: fireWidth), compact(.menu, "Menu", width: menuWidth)])
                    .anchored(cameraOnLeading ? .bottomTrailing : .bottomLeading))
            }
        case .resume:
            elements.append(column([
                label(.title, "Continue your match?", font: .title, width: lineWidth),
                label(.resumeNote, font: .body, width: lineWidth, lines: 2),
                resumeButtons(width: Swift.min(300, lineWidth)),
            ]))
        case .handoff(let next):
            elements.append(column([
                label(.banner, font: .body, width: lineWidth),
                label(.title, "Player \(next == .one ? 1 : 2)", font: .title, width: lineWidth),
                button(.handoff, "Go", width: 120),
            ]))
        case .finished:
            // The result, the table and (tall) the match's lines and the last shot, at most the
            // display less 12 pt a side: every word stays clear of the edges. Squat (the flip),
            // those lines give their room to the table's rows, the buttons share a row and the column hangs
            // from the top, clear of the cameras in the bottom corner.
            let words = [label(.result, font: .title, width: lineWidth), statisticsTable(width: lineWidth, row: tall ? 20 : 17)]
                + (tall ? [label(.statsMatch, font: .caption, width: lineWidth, minimumScale: statisticsScale),
                           label(.statsRecord, font: .caption, width: lineWidth, minimumScale: statisticsScale),
                           label(.banner, font: .caption, width: lineWidth)] : [])
            let buttons = tall
                ? [button(.playAgain, "Play again", width: Swift.min(200, lineWidth)), button(.menu, "Menu", width: Swift.min(200, lineWidth))]
                : [row(.endControls, [(.playAgain, "Play again"), (.menu, "Menu")], width: pairWidth)]
            elements.append(column(words + buttons).anchored(tall ? .center : .top))
        }
        if inputs.isPaused {
            // Squat, the menu hangs from the top 20 pt down, centred across, so its panel (drawn
            // 8 pt round it there) keeps 12 pt or more clear of every edge of the display and
            // stands above the cameras along its bottom.
            // Tall, it is as wide as the other postures' (300 pt), so a half-width button's
            // "Sound: muted" stands at the size of "Pace: 1×" beside it.
            let menuWidth = Swift.min(tall ? 300 : 240, size.width - (tall ? 24 : 56))
            let menu = pauseMenu(width: menuWidth, compact: !tall)
            elements = pausedElements(elements, menu: tall ? menu.anchored(.center) : menu.anchored(.top).inset(20))
        }
        return SceneLayout(elements: elements, slots: slots, padShooter: nil)
    }
}
