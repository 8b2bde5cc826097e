import BattlefleetRules
import Crease
import CreaseHUD

/// Book with two people: each half one player's station, the far one turned to face them.
extension SceneLayout {
    /// One station per player: player one on the right (near) half, player two on the
    /// leading (far) half. Each station is one column (board, two lines of status, a row
    /// of buttons); the far one is turned 180° whole, so its board, words and buttons all
    /// face the far player, and the HUD hit-tests its buttons where they are drawn.
    ///
    /// In battle a station shows the waters its player aims at on their turn and their own
    /// fleet on the other's turn (so both see every shot land); "My fleet" swaps the two.
    static func faceToFace(_ inputs: Inputs) -> SceneLayout {
        var elements: [HUDElement] = []
        var slots: [BoardSlot] = []
        let statusFont = Font(size: 15, weight: .bold)
        // The halves are where the players sit, not a reading order: player one keeps the
        // right half (the trailing one left to right) in both layout directions.
        let near: Pane = inputs.rightToLeft ? .leading : .trailing
        for player in PlayerID.allCases {
            let pane: Pane = player == .one ? near : near == .trailing ? .leading : .trailing
            let turned = player == .two
            let size = inputs.regions.frame(of: pane).size
            let lineHeight = (statusFont.size * 1.2 + 8).rounded(.up)
            let side = Swift.min(size.width - 2 * inset, size.height - 2 * inset - buttonHeight - 2 * lineHeight - 3 * 8)
            // Player one's row also holds the Menu button, so nothing overlaps.
            let menu = player == .one && inputs.screen != .finished
            let count = inputs.screen == .finished ? 1.0 : 3.0
            let width = Swift.min(140, (size.width - 2 * inset - 16 - (menu ? 98 : 0)) / count)
            let lineWidth = size.width - 2 * inset
            var controls: [HUDElement]
            let slot: BoardSlot
            var lines = [label(.turn(for: player), font: statusFont, width: lineWidth), label(.banner(for: player), font: .body, width: lineWidth)]
            switch inputs.screen {
            case .placement:
                controls = [button(.rotate(for: player), "Rotate", width: width), button(.random(for: player), "Random", width: width),
                            button(.ready(for: player), "Ready", width: width)]
                slot = BoardSlot(id: .board(for: player), waters: player, showsFleet: true, isTurned: turned, purpose: .place(player))
            case .battle, .handoff:
                let aiming = (inputs.shownTurn == player) != inputs.checkingFleet.contains(player)
                controls = [button(.fire(for: player), "Fire", width: width), button(.fleet(for: player), aiming ? "My fleet" : "Targets", width: width)]
                slot = aiming
                    ? BoardSlot(id: .board(for: player), waters: player.opponent, showsFleet: false, isTurned: turned, purpose: .aim(player))
                    : BoardSlot(id: .board(for: player), waters: player, showsFleet: true, isTurned: turned, purpose: .view)
            case .finished:
                lines[0] = label(.result(for: player), font: .title, width: lineWidth)
                controls = [button(player == .one ? .playAgain : .opponent, player == .one ? "Play again" : "Opponent",
                                   width: Swift.min(200, lineWidth))]
                slot = BoardSlot(id: .board(for: player), waters: player.opponent, showsFleet: true, isTurned: turned, purpose: .view)
            }
            if menu { controls.append(button(.menu, "Menu", width: 90)) }
            let boardElement = board(slot.id, side: side, touch: slot.purpose != .view)
            elements.append(.column(ElementID.station(for: player), spacing: 8, [boardElement] + lines + [.row(ElementID.controls(for: player), spacing: 8, controls)])
                .in(pane).anchored(.center).turned(turned))
            slots.append(slot)
        }
        let menuWidth = Swift.min(300, inputs.regions.frame(of: near).width - 24)
        if inputs.isPaused { elements = pausedElements(elements, menu: pauseMenu(width: menuWidth).in(near).anchored(.center)) }
        return SceneLayout(elements: elements, slots: slots, padShooter: nil)
    }
}
