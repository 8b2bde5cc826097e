/// One physical display of a device profile: its natural size and its reserved regions.
public struct DisplaySpec: Sendable, Hashable, Codable {
    /// The size in points in the display's natural orientation.
    public var size: Size
    /// The display's hardware features, in natural coordinates.
    public var regions: [RegionSpec]

    /// Creates a display specification.
    public init(size: Size, regions: [RegionSpec] = []) {
        self.size = size
        self.regions = regions
    }

    private enum CodingKeys: String, CodingKey { case size, regions }

    /// Reads a display; `regions` may be left out (none).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(size: try container.decode(Size.self, forKey: .size),
                  regions: try container.decodeIfPresent([RegionSpec].self, forKey: .regions) ?? [])
    }

    /// The display's one division (the fold), if it has one.
    public var fold: RegionSpec? { regions.first { $0.kind == .division } }
}
