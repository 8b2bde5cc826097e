/// The direction in which a view lays out its content, as set by the language or overridden.
public enum LayoutDirection: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// Leading is the left edge.
    case leftToRight
    /// Leading is the right edge (Arabic, Hebrew…).
    case rightToLeft

    /// The other direction.
    public var toggled: LayoutDirection { self == .leftToRight ? .rightToLeft : .leftToRight }

    /// "LTR" or "RTL".
    public var description: String { self == .leftToRight ? "LTR" : "RTL" }
}

/// Whether reserved-region frames follow a right-to-left view's mirrored coordinates.
public enum LayoutDirectionBehavior: String, Sendable, Hashable, Codable, CaseIterable {
    /// In a right-to-left view, x is measured from the view's right edge (the default).
    case mirrors
    /// Never mirrored: x is always measured from the left edge.
    case fixed
}
