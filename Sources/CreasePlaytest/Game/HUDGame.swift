import Crease
import CreaseHUD

/// A game with a Crease HUD, whose per-frame routine Crease does for it.
///
/// Declare the HUD and say what its actions do; the runner does the rest, every frame and
/// in the same order in a window and headless:
///
/// 1. each event goes to the HUD first (`HUD.handle`); what it does not take goes to `handle(_:)`;
/// 2. each fixed step moves the HUD's transitions on, hands its actions to `hudDidAct(_:)`
///    one by one, then runs `update(step:)`;
/// 3. the HUD is laid out on the current device (posture, hinge, cameras, layout
///    direction: nothing to forward), and linted, with `playfield` checked against the fold,
///    the cameras and the HUD's controls;
/// 4. `draw(into:interpolation:)` draws the playfield, then the HUD is drawn over it.
///
/// ```swift
/// struct Taps: HUDGame {
///     var taps = 0
///     var hud = HUD(.label("count", "Taps: 0").in(.raised), .button("tap", "Tap").in(.flat))
///
///     mutating func hudDidAct(_ action: HUDAction) {
///         guard case .tapped("tap") = action else { return }
///         taps += 1
///         hud.setText("Taps: \(taps)", for: "count")
///     }
/// }
/// ```
///
/// Every step stays the game's to take over: implement `routeEvent`, `runStep`, `layOut`
/// or `drawFrame` (see `Game`) and the runner calls yours instead.
public protocol HUDGame: Game {
    /// The HUD, declared once; the routine lays it out, feeds it and draws it.
    var hud: HUD { get set }

    /// One action of the HUD's (a tap, a slider moved, a stick): called during the fixed
    /// step, oldest first. Default: nothing.
    mutating func hudDidAct(_ action: HUDAction)

    /// The game's own tappable or readable items in display points (board cells, the ball),
    /// linted against the fold, the cameras and the HUD's controls. Place them by
    /// `hud.frame(of:)`, the destination frames, so they never glide across the fold.
    /// Default: none.
    var playfield: [LintItem] { get }
}

extension HUDGame {
    /// Does nothing with the HUD's actions.
    public mutating func hudDidAct(_ action: HUDAction) {}

    /// No playfield items to lint.
    public var playfield: [LintItem] { [] }

    /// Takes no event the HUD left.
    public mutating func handle(_ event: InputEvent) -> Bool { false }

    /// No simulation of its own.
    public mutating func update(step: Double) {}

    /// No playfield drawing.
    public func draw(into list: inout DrawList, interpolation: Double) {}

    /// The HUD hit-tests first; the game's `handle(_:)` gets what it does not take.
    public mutating func routeEvent(_ event: InputEvent) -> Bool {
        hud.handle(event) || handle(event)
    }

    /// Moves the HUD's transitions on, hands over its actions, then runs `update(step:)`.
    public mutating func runStep(_ step: Double) {
        hud.advance(by: step)
        for action in hud.drainActions() { hudDidAct(action) }
        update(step: step)
    }

    /// Lays the HUD out on the device in its own layout direction and lints it with the playfield.
    public mutating func layOut(on device: Device, measurer: any TextMeasurer) -> HUDSnapshot {
        let layout = hud.update(in: GeometryProxy(device: device), measurer: measurer)
        let items = playfield
        guard !items.isEmpty else { return HUDSnapshot(hud) }
        return HUDSnapshot(hud, playfieldViolations: FoldLint.lint(items, device: device) + FoldLint.lint(playfield: items, under: layout))
    }

    /// The playfield, then the HUD over it.
    public func drawFrame(into list: inout DrawList, interpolation: Double) {
        draw(into: &list, interpolation: interpolation)
        hud.draw(into: &list)
    }
}
