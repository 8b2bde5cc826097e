/// One hardware feature of a display, as a device profile declares it.
///
/// Written in the display's natural orientation with left-to-right edges; `frame` includes
/// `margins`, exactly as a query returns it when the region is active.
public struct RegionSpec: Sendable, Hashable, Codable {
    /// When a region applies.
    public enum Activation: String, Sendable, Hashable, Codable, CaseIterable {
        /// Whenever its display shows (an outer camera, a hinge gap).
        case always
        /// Only half open (tabletop or book): a continuous fold. Flat, it is inactive and
        /// collapses to zero thickness along its centre line.
        case whileFolded
        /// Only while the inner camera is in use (an under-display selfie camera).
        case whileCameraInUse
    }

    /// Stable identifier of the hardware feature, unique within its display.
    public var id: String
    /// Division or occlusion.
    public var kind: ReservedRegion.Kind
    /// Where the region lies in natural display coordinates, margins included.
    public var frame: Rect
    /// How much of `frame` is margin around the hardware.
    public var margins: EdgeInsets
    /// When the region is active.
    public var active: Activation

    /// Creates a region specification.
    public init(id: String, kind: ReservedRegion.Kind, frame: Rect, margins: EdgeInsets = .zero, active: Activation) {
        self.id = id
        self.kind = kind
        self.frame = frame
        self.margins = margins
        self.active = active
    }

    private enum CodingKeys: String, CodingKey { case id, kind, frame, margins, active }

    /// Reads a region; `margins` may be left out (none).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try container.decode(String.self, forKey: .id),
                  kind: try container.decode(ReservedRegion.Kind.self, forKey: .kind),
                  frame: try container.decode(Rect.self, forKey: .frame),
                  margins: try container.decodeIfPresent(EdgeInsets.self, forKey: .margins) ?? .zero,
                  active: try container.decode(Activation.self, forKey: .active))
    }
}
