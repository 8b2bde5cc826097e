/// How a foldable is held, which decides which display shows and whether the fold is active.
public enum Posture: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// Fully open; the fold is inactive (zero thickness) on a continuous screen.
    case flat
    /// Half open like a laptop: the fold runs horizontally, the lower half lies on the table.
    case tabletop
    /// Half open like a book: the fold runs vertically.
    case book
    /// Shut: the app runs on the outer display, which has no fold.
    case closed

    /// True for the two half-open postures, where a continuous fold is active.
    public var isHalfOpen: Bool { self == .tabletop || self == .book }

    /// The posture's name.
    public var description: String { rawValue }
}
