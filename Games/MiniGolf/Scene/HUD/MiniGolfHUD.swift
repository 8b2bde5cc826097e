import Crease
import CreaseHUD

/// The mini-golf HUD: the caddie camera on the raised half (leading in book) with the hole,
/// par and strokes over it; the course and the controls on the flat half (trailing in book).
///
/// Pre-reserving, so flat lays out exactly as tabletop and folding moves nothing. Closed,
/// with no fold, every pane is the whole outer display: the camera is hidden and the course,
/// the status and the controls share the screen (the course view keeps clear of them).
enum MiniGolfHUD {
    /// Every element of the mini-golf HUD.
    enum ID: String, HUDElementID {
        case camera, course, statusPanel, status, controls
        case holeLabel = "hole"
        /// The row of the par, stroke and total labels.
        case scoreLabel = "score"
        case parLabel = "par"
        case strokeLabel = "stroke"
        case totalLabel = "total"
        case restart, pause, next
        /// The pause menu: a column of big buttons on a solid panel over the course (the game
        /// draws the panel, and the title on it where the display has room).
        case pauseMenu
        case resume, menuRestart, sound, newRound
    }

    /// Status labels have a fixed size so changing text never moves anything.
    static let labelSize = Size(width: 266, height: 22)
    /// Smaller than the theme's status font, so the longest line ("Par 4  Strokes 10  Round even")
    /// fits the labels, and their panel 12 pt from both edges, on the flip's 306 pt outer display.
    static let statusFont = Font(size: 16, weight: .bold)
    /// The par, strokes and round line: the status font's size, regular, under the bold hole line.
    static let scoreFont = Font(size: 16)
    /// The par, stroke and total labels: three, not one line, because the text cache keeps a
    /// texture per distinct string, and one line made of three changing numbers gave a new
    /// string for nearly every stroke of every round (hundreds, 3 MiB of text by 100,000 soak
    /// frames); apart, they are a few dozen strings, all seen in the first rounds.
    static let parSize = Size(width: 48, height: 22)
    static let strokeSize = Size(width: 92, height: 22)
    static let totalSize = Size(width: 102, height: 22)
    /// The pause menu's buttons: a touch target tall, so the menu fits the flip's outer display.
    static let menuButton = Size(width: 200, height: 44)

    /// True on a small outer display (the flip's, 306 pt wide): the buttons narrow to Restart
    /// and Pause, so they fit beside its cameras along the bottom and leave the course the
    /// height above them; the card between holes says to tap it for the next hole.
    static func isCompact(_ device: Device) -> Bool {
        device.posture == .closed && device.displaySize.width < 360
    }

    /// The buttons' sizes and the pause menu's place: the usual ones, or on a small outer
    /// display (`isCompact`) narrow buttons and the menu hung from the top.
    static func fitToDisplay(_ hud: inout HUD, compact: Bool) {
        let sizes: [(ID, Double)] = compact ? [(.next, 0), (.restart, 80), (.pause, 70)] : [(.next, 76), (.restart, 92), (.pause, 92)]
        for (id, width) in sizes where hud.element(id)?.size != .fixed(Size(width: width, height: 44)) {
            hud.modify(id) { $0.size = .fixed(Size(width: width, height: 44)) }
        }
        // On a small outer display the menu hangs from the top, its panel (10 pt above its
        // buttons) 12 pt below the edge, so it stands clear of the cameras along the bottom.
        let anchor: Anchor = compact ? .top : .center
        let insets: EdgeInsets? = compact ? EdgeInsets(top: 22, leading: 12, bottom: 12, trailing: 12) : nil
        if hud.element(ID.pauseMenu)?.anchor != anchor {
            hud.modify(ID.pauseMenu) { menu in
                menu.anchor = anchor
                menu.insets = insets
            }
        }
    }

    /// Aligns the status's words for the layout direction: the hole line, par and strokes to
    /// the reading side and the round's standing to the far one, mirrored right to left as
    /// the row itself is, so the title and the score line always start on the same side.
    static func alignStatus(in hud: inout HUD, direction: LayoutDirection) {
        let rightToLeft = direction == .rightToLeft
        let reading: TextAlignment = rightToLeft ? .right : .left
        let far: TextAlignment = rightToLeft ? .left : .right
        for (id, alignment) in [(ID.holeLabel, reading), (.parLabel, reading), (.strokeLabel, reading), (.totalLabel, far)] {
            guard case .label(var label)? = hud.element(id)?.widget, label.alignment != alignment else { continue }
            label.alignment = alignment
            hud.modify(id) { $0.widget = .label(label) }
        }
    }

    static func make() -> HUD {
        HUD(policy: .preReserving, elements: [
            .viewport(ID.camera).in(.raised).inset(0),
            .viewport(ID.course).in(.flat).inset(12),
            // On a plate so they read over the sky; the lint checks the plate, not only the text.
            .panel(ID.statusPanel, padding: EdgeInsets(top: 5, leading: 8, bottom: 5, trailing: 8), .column(ID.status, spacing: 2, [
                HUDElement(ID.holeLabel, .label(Label("Hole 1", font: statusFont, alignment: .left)), size: .fixed(labelSize)),
                .row(ID.scoreLabel, spacing: 12, [
                    HUDElement(ID.parLabel, .label(Label("Par 3", font: scoreFont, alignment: .left)), size: .fixed(parSize)),
                    HUDElement(ID.strokeLabel, .label(Label("Strokes 0", font: scoreFont, alignment: .left)), size: .fixed(strokeSize)),
                    // The round's standing keeps to the right: it is the round's, not the hole's.
                    HUDElement(ID.totalLabel, .label(Label("Round even", font: scoreFont, alignment: .right)), size: .fixed(totalSize)),
                ]),
            ])).anchored(.topLeading).in(.raised),
            .row(ID.controls, spacing: 8, [
                // Next first: hidden while a hole is in play, it leaves its gap at the far end.
                .button(ID.next, "Next").sized(width: 76, height: 44).hidden(true),
                // "Restart?" (asking) shrinks as far as 70 % to fit the flip's narrow button.
                .button(ID.restart, "Restart", fit: TextFit(lineLimit: 1, minimumScale: 0.7)).sized(width: 92, height: 44),
                .button(ID.pause, "Pause").sized(width: 92, height: 44),
            ]).anchored(.bottomTrailing).in(.flat),
            .column(ID.pauseMenu, spacing: 8, [
                // The two answers to a question first: asking hides the others, and no gap
                // opens between the two that stay. "Keep playing" takes New round's place, so
                // a second tap there never throws the round away.
                .button(ID.resume, "Resume").sized(width: menuButton.width, height: menuButton.height).hidden(true),
                .button(ID.newRound, "New round").sized(width: menuButton.width, height: menuButton.height).hidden(true),
                .button(ID.menuRestart, "Restart hole").sized(width: menuButton.width, height: menuButton.height).hidden(true),
                .button(ID.sound, "Sound: on").sized(width: menuButton.width, height: menuButton.height).hidden(true),
            ]).anchored(.center).in(.flat).hidden(true),
        ])
    }
}
