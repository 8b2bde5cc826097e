import Crease
import CreaseHUD

/// What a game's HUD looked like after one frame's layout: the element frames layout shift
/// compares, the fold-lint violations, whether transitions are still running, and where
/// its buttons and its status are.
public struct HUDSnapshot: Sendable, Hashable {
    /// Each element's frame in display points, keyed by a name stable across frames and
    /// postures (layout shift compares frames by this key).
    public var elementFrames: [String: Rect]
    /// The fold rules broken this frame: the HUD's own and any the game adds for its
    /// playfield (`FoldLint.lint(frames:device:)`).
    public var violations: [FoldViolation]
    /// False while the HUD is still animating toward its layout (a posture transition);
    /// layout shift is measured at the first settled frame after a change.
    public var isSettled: Bool
    /// The frames of the buttons showing, in display points: where a host's own notes must
    /// not go (the emulator's toast).
    public var controlFrames: [Rect]
    /// The frames of the status showing (labels, bars, and the viewports a game draws its
    /// boards and lists in, touch boards and pads among them), in display points: where a
    /// host's notes would rather not go.
    public var statusFrames: [Rect]

    /// Creates a snapshot.
    public init(elementFrames: [String: Rect] = [:], violations: [FoldViolation] = [], isSettled: Bool = true,
                controlFrames: [Rect] = [], statusFrames: [Rect] = []) {
        self.elementFrames = elementFrames
        self.violations = violations
        self.isSettled = isSettled
        self.controlFrames = controlFrames
        self.statusFrames = statusFrames
    }

    /// The snapshot of a CreaseHUD `HUD` after `update(in:measurer:)`: its destination frames,
    /// its lint, settled once no element is gliding; `playfieldViolations` adds the playfield's.
    public init(_ hud: HUD, playfieldViolations: [FoldViolation] = []) {
        // One pass: a button is a control the notes must not cover; any other control (a board
        // or pad the game draws and takes touches on) counts as status, since a note over it
        // hides what it shows, though no press is lost.
        var buttons: [Rect] = [], status: [Rect] = []
        for item in hud.layout?.lintItems ?? [] {
            switch item.role {
            case .status: status.append(item.frame)
            case .control:
                if case .button = hud.widget(of: item.id) { buttons.append(item.frame) } else { status.append(item.frame) }
            case .decoration: break
            }
        }
        self.init(elementFrames: hud.layout?.framesByID ?? [:], violations: hud.lint() + playfieldViolations,
                  isSettled: !hud.animator.isAnimating, controlFrames: buttons, statusFrames: status)
    }

    /// A HUD with no elements, settled.
    public static let empty = HUDSnapshot()
}
