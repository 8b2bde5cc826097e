import Crease
import CreasePlaytest
import Foundation

/// `matrix.json`: a matrix run's cells and one row per cell played. A shard's document lists
/// every cell of the whole matrix and the rows of its own; `crease report merge` joins the
/// shards' into the document a single run writes.
public struct MatrixDocument: Sendable, Hashable, Codable {
    /// The game's name.
    public var game: String
    /// Every cell of the whole matrix, by id, in order.
    public var cells: [String]
    /// The shard this run played; nil for the whole matrix (a single run, or merged shards).
    public var shard: MatrixShard?
    /// Whether the cells were timed in passes (`--timing`).
    public var timing: Bool
    /// The rows of the cells played, in matrix order.
    public var rows: [MatrixRow]

    /// The file's name inside a matrix folder.
    public static let fileName = "matrix.json"
    /// The page's name inside a matrix folder.
    public static let pageName = "index.html"

    /// Creates a document.
    public init(game: String, cells: [String], shard: MatrixShard?, timing: Bool, rows: [MatrixRow]) {
        self.game = game
        self.cells = cells
        self.shard = shard
        self.timing = timing
        self.rows = rows
    }

    /// A cell's folder, relative to the matrix folder: `cells/ID`.
    public static func cellFolder(_ id: String) -> String { "cells/\(id)" }

    /// True when every row passed and every cell of the matrix has a row.
    public var passed: Bool { rows.allSatisfy(\.passed) }

    /// The rows that failed, in matrix order.
    public var failedRows: [MatrixRow] { rows.filter { !$0.passed } }

    /// The document with every row's times set to zero: single and sharded runs agree on it.
    public var withoutTimings: MatrixDocument {
        var copy = self
        copy.rows = rows.map(\.withoutTimings)
        return copy
    }

    /// Pretty-printed JSON with sorted keys.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
    }

    /// Writes `matrix.json` into a folder, atomically.
    public func write(toFolder folder: URL) throws {
        try AtomicFile.write(jsonData(), to: folder.appendingPathComponent(Self.fileName))
    }

    /// Reads `matrix.json` from a matrix folder.
    ///
    /// - Throws: `ReportFileError` naming the file when it is missing or not a matrix, or when
    ///   a cell or row is not named as `MatrixCell.id` names them (merging a shard copies and
    ///   replaces `cells/<id>`, so a name like `../..` would reach outside the folders given).
    public init(folder: URL) throws(ReportFileError) {
        let url = folder.appendingPathComponent(Self.fileName)
        do {
            let decoder = JSONDecoder()
            decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
            self = try decoder.decode(MatrixDocument.self, from: InputFile.read(url))
        } catch let error as DecodingError {
            throw ReportFileError(path: url.path, problem: "is not a matrix.json: \(DecodingErrorText.describe(error))")
        } catch {
            throw ReportFileError(path: url.path, problem: "\(error)")
        }
        for name in cells + rows.map(\.id) where !Self.isCellName(name) {
            throw ReportFileError(path: url.path, problem: "is not a matrix.json: the cell '\(name)' is not a cell's name (letters, digits and '-')")
        }
    }

    /// True for a name `MatrixCell.id` can give: ASCII letters, digits and '-', not empty.
    static func isCellName(_ name: String) -> Bool {
        !name.isEmpty && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
    }
}
