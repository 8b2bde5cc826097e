import Crease

/// What a game's HUD looked like after one frame's layout: the playtest's only view of the
/// HUD, kept neutral so that any HUD (CreaseHUD's or a game's own) can fill it.
public struct HUDSnapshot: Sendable, Hashable {
    /// Each element's frame in display points, keyed by a name stable across frames and
    /// postures (layout shift compares frames by this key).
    public var elementFrames: [String: Rect]
    /// The fold-lint rules broken this frame.
    public var lintFindings: [LintFinding]
    /// False while the HUD is still animating toward its layout (a posture transition);
    /// layout shift is measured at the first settled frame after a change.
    public var isSettled: Bool

    /// Creates a snapshot.
    public init(elementFrames: [String: Rect] = [:], lintFindings: [LintFinding] = [], isSettled: Bool = true) {
        self.elementFrames = elementFrames
        self.lintFindings = lintFindings
        self.isSettled = isSettled
    }

    /// A HUD with no elements, settled.
    public static let empty = HUDSnapshot()
}

/// One fold-lint rule an element breaks, as the HUD's lint reports it.
public struct LintFinding: Sendable, Hashable, Codable {
    /// The element's name.
    public var element: String
    /// The rule, as the lint names it (e.g. "crossesActiveDivision").
    public var rule: String

    /// Creates a finding.
    public init(element: String, rule: String) {
        self.element = element
        self.rule = rule
    }
}
