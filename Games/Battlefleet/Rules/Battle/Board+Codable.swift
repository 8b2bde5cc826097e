extension Board: Codable {
    private enum CodingKeys: String, CodingKey { case fleet, firedAt }

    /// Reads `{"fleet": [...], "firedAt": [cells]}`, refusing cells off the grid or repeated.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(fleet: try container.decode(Fleet.self, forKey: .fleet))
        for cell in try container.decode([Coordinate].self, forKey: .firedAt) {
            do {
                _ = try receiveShot(at: cell)
            } catch {
                throw DecodingError.dataCorruptedError(forKey: .firedAt, in: container, debugDescription: error.description)
            }
        }
    }

    /// Writes the fleet and the cells fired at, row by row.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(fleet, forKey: .fleet)
        try container.encode(Coordinate.all.filter(wasFiredAt), forKey: .firedAt)
    }
}
