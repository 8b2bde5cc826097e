import Crease

/// How a container arranges its children inside its own frame (Godot: one "arrange children"
/// entry point per container). Children move with their container, as a group.
public enum ChildLayout: Sendable, Hashable {
    /// Each child placed by its own anchor, offset and insets inside the container.
    case anchored
    /// Side by side from the leading edge, `spacing` points apart, centred across.
    case row(spacing: Double)
    /// Stacked from the top, `spacing` points apart, centred across.
    case column(spacing: Double)
    /// In a grid whose columns split cleanly at the fold; see `Grid`.
    case grid(Grid)
    /// The first two children on opposite sides of the fold (the articles' `ArrangementView`);
    /// with no fold, side by side along the longer axis.
    case twoViews(spacing: Double)
}
