import Crease
import CreaseHUD

/// A game with a Crease HUD, whose part of every frame the runner does.
///
/// Declare the HUD and say what its actions do; the runner runs the HUD's part of each
/// phase around the game's, every frame and in the same order in a window and headless:
///
/// 1. each event goes to the HUD first (`HUD.handle`); what it does not take goes to `handle(_:)`;
/// 2. each fixed step moves the HUD's transitions on, hands its actions to `hudDidAct(_:)`
///    one by one, then runs `update(step:)`;
/// 3. `layOut(on:)` sets what the HUD shows, the HUD is laid out on the current device
///    (posture, hinge, cameras, layout direction: nothing to forward), `hudDidLayOut()`
///    places the game's own things around it, the HUD is linted with `playfield`, and
///    layout shift measures its elements and `layoutFrames`;
/// 4. `draw(into:interpolation:)` draws the game, then the HUD is drawn over it.
///
/// ```swift
/// struct Taps: HUDGame {
///     enum ID: String, HUDElementID { case count, tap }
///     var taps = 0
///     var hud = HUD(.label(ID.count, "Taps: 0").in(.raised), .button(ID.tap, "Tap").in(.flat))
///
///     mutating func hudDidAct(_ action: HUDAction) {
///         guard action == .tapped(ID.tap) else { return }
///         taps += 1
///         hud.setText("Taps: \(taps)", for: ID.count)
///     }
/// }
/// ```
public protocol HUDGame: Game {
    /// The HUD, declared once; the runner lays it out, feeds it and draws it.
    var hud: HUD { get set }

    /// One action of the HUD's (a tap, a slider moved, a stick): called during the fixed
    /// step, oldest first, before `update(step:)`. Default: nothing.
    mutating func hudDidAct(_ action: HUDAction)

    /// The HUD has just been laid out on the current device (`hud.frame(of:)` holds this
    /// frame's frames): place the game's own things around it. Default: nothing.
    mutating func hudDidLayOut()

    /// The game's own tappable or readable items in display points (board cells, the ball,
    /// the cup), linted against the fold, the cameras and the HUD's controls. Place them by
    /// `hud.frame(of:)`, the destination frames, so they never glide across the fold. Read
    /// after `hudDidLayOut()`. Default: none.
    var playfield: [LintItem] { get }

    /// The game's own frames that layout shift measures beside the HUD's elements (a board,
    /// the course view), by names stable across frames and postures. Read after
    /// `hudDidLayOut()`. Default: none.
    var layoutFrames: [String: Rect] { get }
}

extension HUDGame {
    /// Does nothing with the HUD's actions.
    public mutating func hudDidAct(_ action: HUDAction) {}

    /// Nothing to place.
    public mutating func hudDidLayOut() {}

    /// No playfield items.
    public var playfield: [LintItem] { [] }

    /// No frames of the game's own.
    public var layoutFrames: [String: Rect] { [:] }
}
