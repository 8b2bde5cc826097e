import Crease
import Foundation

/// Joins shard outputs into the document one run of the whole matrix writes: every shard must
/// come from the same matrix, and together they must play each cell exactly once.
public enum MatrixMerge {
    /// Shards that cannot be merged: which cells, and why, in one line.
    public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// What is wrong, naming the cells or folders.
        public var problem: String
        /// The problem.
        public var description: String { problem }
    }

    /// The most cell names a failure lists before "… and n more".
    static let listedCells = 8

    /// Merges shard documents, given with their folders (named in errors).
    ///
    /// - Throws: `Failure` for shards of different games or matrices, cells played by more
    ///   than one shard (named, with their folders), or cells no shard played (named).
    public static func merge(_ shards: [(folder: String, document: MatrixDocument)]) throws(Failure) -> MatrixDocument {
        guard let first = shards.first else { throw Failure(problem: "no shard folders given") }
        for shard in shards.dropFirst() {
            if shard.document.game != first.document.game {
                throw Failure(problem: "\(shard.folder) is a matrix of \(shard.document.game), \(first.folder) of \(first.document.game)")
            }
            if shard.document.cells != first.document.cells {
                throw Failure(problem: "\(shard.folder) and \(first.folder) are shards of different matrices (their cells differ)")
            }
            if shard.document.timing != first.document.timing {
                throw Failure(problem: "\(shard.folder) and \(first.folder) differ in --timing")
            }
        }
        var owners: [String: [String]] = [:]
        var rows: [String: MatrixRow] = [:]
        for shard in shards {
            for row in shard.document.rows {
                owners[row.id, default: []].append(shard.folder)
                rows[row.id] = row
            }
        }
        let overlapping = first.document.cells.filter { (owners[$0]?.count ?? 0) > 1 }
        if !overlapping.isEmpty {
            let named = overlapping.prefix(listedCells).map { "\($0) (in \(owners[$0]?.joined(separator: " and ") ?? ""))" }
            throw Failure(problem: "cells in more than one shard: \(list(named, total: overlapping.count))")
        }
        let missing = first.document.cells.filter { owners[$0] == nil }
        if !missing.isEmpty {
            throw Failure(problem: "cells no shard played: \(list(Array(missing.prefix(listedCells)), total: missing.count))")
        }
        let strays = rows.keys.filter { !first.document.cells.contains($0) }.sorted()
        if !strays.isEmpty {
            throw Failure(problem: "cells not in the matrix: \(list(Array(strays.prefix(listedCells)), total: strays.count))")
        }
        return MatrixDocument(game: first.document.game, cells: first.document.cells, shard: nil, timing: first.document.timing,
                              rows: first.document.cells.compactMap { rows[$0] })
    }

    /// "a, b, c" or "a, b, c … and 4 more".
    static func list(_ names: [String], total: Int) -> String {
        names.joined(separator: ", ") + (total > names.count ? " … and \(total - names.count) more" : "")
    }
}
