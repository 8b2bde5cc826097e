extension Chart: Codable {
    private enum CodingKeys: String, CodingKey { case marks, shipsAfloat }

    /// Reads a chart; it must hold exactly one mark per cell.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let marks = try container.decode([CellMark].self, forKey: .marks)
        guard marks.count == Coordinate.cellCount else {
            throw DecodingError.dataCorruptedError(forKey: .marks, in: container,
                                                   debugDescription: "a chart has \(Coordinate.cellCount) marks, not \(marks.count)")
        }
        self.init(marks: marks, shipsAfloat: try container.decode([ShipClass].self, forKey: .shipsAfloat))
    }

    /// Writes the marks row by row and the ships afloat.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(marks, forKey: .marks)
        try container.encode(shipsAfloat, forKey: .shipsAfloat)
    }
}
