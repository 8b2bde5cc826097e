/// Which way a ship runs from its bow (its top-leading cell).
public enum Orientation: String, Sendable, Hashable, Codable, CaseIterable {
    /// Towards higher columns (rightwards).
    case horizontal
    /// Towards higher rows (downwards).
    case vertical

    /// The other orientation; what a rotate button turns a ship to.
    public var toggled: Orientation { self == .horizontal ? .vertical : .horizontal }

    /// The step from one of a ship's cells to the next.
    var step: (columns: Int, rows: Int) { self == .horizontal ? (1, 0) : (0, 1) }
}
