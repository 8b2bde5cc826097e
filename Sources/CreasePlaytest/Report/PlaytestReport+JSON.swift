import Crease
import Foundation

extension PlaytestReport {
    /// The report as pretty-printed JSON with sorted keys, so two runs diff cleanly.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return try encoder.encode(self)
    }

    /// Writes the report as JSON to a file, atomically (temporary file, then rename).
    public func write(to url: URL) throws {
        var data = try jsonData()
        data.append(0x0A)
        try AtomicFile.write(data, to: url)
    }

    /// Reads a report written by `write(to:)`.
    public init(contentsOf url: URL) throws {
        self = try JSONDecoder().decode(PlaytestReport.self, from: InputFile.read(url))
    }
}
