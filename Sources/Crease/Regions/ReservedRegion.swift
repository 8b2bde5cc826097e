/// An area of a view that something else, usually hardware, claims: the fold or a camera.
///
/// Mirrors the five properties of the articles' iOS 27.1 type. The `frame` is in the querying
/// view's coordinate space and already includes `margins`; do not add them again.
public struct ReservedRegion: Sendable, Hashable, Codable, Identifiable {
    /// What a region does to the content beneath it.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
        /// Splits one area into two (the fold): content is visible but hard to read or touch.
        case division
        /// Covers content (a camera, a status area, a hinge gap).
        case occlusion

        /// The kind's name, as written in profiles and JSON.
        public var description: String { rawValue }
    }

    /// Options for `GeometryProxy.reservedRegions(kind:options:layoutDirectionBehavior:)`.
    public struct QueryOptions: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: Int

        /// Creates options from raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Returns inactive regions too (a flat fold, an idle camera); check `isActive`.
        public static let includeInactive = QueryOptions(rawValue: 1 << 0)
    }

    /// Stable per hardware feature: `"fold"`, `"outerCamera"`, `"innerCamera"`….
    public var id: String
    /// Division or occlusion.
    public var kind: Kind
    /// Where the region lies in the querying view's coordinates, margins included.
    public var frame: Rect
    /// The room around the hardware that `frame` already includes, meant for interactive content.
    public var margins: EdgeInsets
    /// False for a region that exists but does not apply now (a flat fold, an idle camera).
    public var isActive: Bool

    /// Creates a region.
    public init(id: String, kind: Kind, frame: Rect, margins: EdgeInsets = .zero, isActive: Bool = true) {
        self.id = id
        self.kind = kind
        self.frame = frame
        self.margins = margins
        self.isActive = isActive
    }

    /// The hardware's own rectangle: the frame without its margins.
    public var hardwareFrame: Rect { frame.inset(by: margins) }

    /// True for a division whose frame is wider than tall: a laptop-style (tabletop) fold.
    public var isHorizontal: Bool { frame.width > frame.height }
}
