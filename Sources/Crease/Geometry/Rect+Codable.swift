/// Rectangles are written flat, `{"x": 0, "y": 0, "width": 10, "height": 20}`, as people
/// write them in profiles and read them in reports.
extension Rect: Codable {
    private enum CodingKeys: String, CodingKey { case x, y, width, height }

    /// Reads `{"x", "y", "width", "height"}`; every field is required.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(x: try container.decode(Double.self, forKey: .x),
                  y: try container.decode(Double.self, forKey: .y),
                  width: try container.decode(Double.self, forKey: .width),
                  height: try container.decode(Double.self, forKey: .height))
    }

    /// Writes `{"x", "y", "width", "height"}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(minX, forKey: .x)
        try container.encode(minY, forKey: .y)
        try container.encode(width, forKey: .width)
        try container.encode(height, forKey: .height)
    }
}
