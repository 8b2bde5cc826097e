import Crease

/// The part of the view an element is placed in: one side of the fold, or the whole view.
///
/// With a horizontal (tabletop) fold the first half is the raised one, on top (y < fold.minY),
/// and the second is the flat one on the table. With a vertical (book) fold the first half is
/// the leading one and the second the trailing one, so they swap with the layout direction.
/// When no division applies (closed, or an adaptive HUD lying flat) every pane is the whole view.
public enum Pane: String, Sendable, Hashable, Codable, CaseIterable {
    /// From the role: controls on the flat half, status on the raised half, decoration whole.
    case automatic
    /// The whole view, ignoring the fold (background art, a full-screen viewport).
    case whole
    /// The raised half in tabletop (the top); the leading half in book.
    case raised
    /// The flat half on the table in tabletop (the bottom); the trailing half in book.
    case flat

    /// The leading half in book: another name for `.raised`, the first half either way, for
    /// layouts that read better in book terms.
    public static let leading = Pane.raised
    /// The trailing half in book: another name for `.flat`, the second half either way.
    public static let trailing = Pane.flat

    /// The pane this one means for an element of `role`.
    public func resolved(for role: Role) -> Pane {
        guard self == .automatic else { return self }
        switch role {
        case .control: return .flat
        case .status: return .raised
        case .decoration: return .whole
        }
    }

    /// True for the first half (raised, also called leading), false for the second (flat, trailing),
    /// nil for the whole view.
    var isFirstHalf: Bool? {
        switch self {
        case .raised: true
        case .flat: false
        case .whole, .automatic: nil
        }
    }
}
