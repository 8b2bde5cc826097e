import Crease
import CreaseHUD

/// The mini-golf HUD: the caddie camera on the raised half (leading in book) with the hole,
/// par and strokes over it; the course and the controls on the flat half (trailing in book).
///
/// Pre-reserving, so flat lays out exactly as tabletop and folding moves nothing. Closed,
/// with no fold, every pane is the whole outer display: the camera is hidden and the course,
/// the status and the controls share the screen (the course view keeps clear of them).
enum MiniGolfHUD {
    static let camera = "camera"
    static let course = "course"
    static let holeLabel = "hole"
    /// The row of the par, stroke and total labels.
    static let scoreLabel = "score"
    static let parLabel = "par"
    static let strokeLabel = "stroke"
    static let totalLabel = "total"
    static let restart = "restart"
    static let pause = "pause"
    static let next = "next"

    /// Status labels have a fixed size so changing text never moves anything.
    static let labelSize = Size(width: 280, height: 24)
    /// Smaller than the theme's status font, so the longest line ("Par 4  Stroke 10  Total +12")
    /// fits the labels on the flip's 306 pt outer display.
    static let statusFont = Font(size: 17, weight: .bold)
    /// The par, stroke and total labels: three, not one line, because the text cache keeps a
    /// texture per distinct string, and one line made of three changing numbers gave a new
    /// string for nearly every stroke of every round (hundreds, 3 MiB of text by 100,000 soak
    /// frames); apart, they are a few dozen strings, all seen in the first rounds.
    static let parSize = Size(width: 56, height: 24)
    static let strokeSize = Size(width: 104, height: 24)
    static let totalSize = Size(width: 108, height: 24)

    static func make() -> HUD {
        HUD(policy: .preReserving, elements: [
            .viewport(camera).in(.raised).inset(0),
            .viewport(course).in(.flat).inset(0),
            .column("status", spacing: 2, [
                HUDElement(holeLabel, .label(Label("Hole 1", font: statusFont, alignment: .left)), size: .fixed(labelSize)),
                .row(scoreLabel, spacing: 6, [
                    HUDElement(parLabel, .label(Label("Par 3", font: statusFont, alignment: .left)), size: .fixed(parSize)),
                    HUDElement(strokeLabel, .label(Label("Stroke 0", font: statusFont, alignment: .left)), size: .fixed(strokeSize)),
                    HUDElement(totalLabel, .label(Label("Total E", font: statusFont, alignment: .left)), size: .fixed(totalSize)),
                ]),
            ]).anchored(.topLeading).in(.raised),
            .row("controls", spacing: 8, [
                // Next first: hidden while a hole is in play, it leaves its gap at the far end.
                .button(next, "Next").sized(width: 76, height: 44).hidden(true),
                .button(restart, "Restart").sized(width: 92, height: 44),
                .button(pause, "Pause").sized(width: 84, height: 44),
            ]).anchored(.bottomTrailing).in(.flat),
        ])
    }

    /// The ids of the elements the course view must keep clear of.
    static let overlayIDs = [holeLabel, scoreLabel, restart, pause, next]
}
