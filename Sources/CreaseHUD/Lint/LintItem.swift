import Crease

/// Something the fold lint checks: a HUD element, or a game's own playfield item
/// (a tappable cell, the ball, the cup), with its role and frame in display points.
public struct LintItem: Sendable, Hashable {
    /// The name violations report.
    public var id: String
    /// Control (tappable), status (read) or decoration (background art).
    public var role: Role
    /// Where it lies, in display points.
    public var frame: Rect

    /// Creates an item.
    public init(id: String, role: Role, frame: Rect) {
        self.id = id
        self.role = role
        self.frame = frame
    }
}
