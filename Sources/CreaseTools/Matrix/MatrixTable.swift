import Crease
import CreasePlaytest

/// The table a matrix run and `crease report merge` print: one line per cell, failures last
/// so they are what stays on screen, then a summary line.
public enum MatrixTable {
    /// The table's lines.
    public static func lines(_ document: MatrixDocument) -> [String] {
        let idWidth = Swift.max(4, document.rows.map(\.id.count).max() ?? 0)
        func pad(_ text: String, _ width: Int) -> String { text.padding(toLength: Swift.max(width, text.count), withPad: " ", startingAt: 0) }
        var lines = [pad("cell", idWidth) + "  result  lint  shift pt  golden  p50 ms  p99 ms  timing    state"]
        let ordered = document.rows.filter(\.passed) + document.failedRows
        for row in ordered {
            let golden = row.golden.map { $0.passed ? "pass" : "FAIL" } ?? "-"
            let timing = row.timing?.verdict ?? "-"
            let state = row.stateHash.count > 16 ? String(row.stateHash.prefix(16)) : row.stateHash
            lines.append(pad(row.id, idWidth) + "  " + pad(row.passed ? "ok" : "FAIL", 6) + "  " + pad(String(row.lint.count), 4) + "  "
                         + pad(row.shift.pointString, 8) + "  " + pad(golden, 6) + "  " + pad(ms(row.frameCpuMs.p50), 6) + "  "
                         + pad(ms(row.frameCpuMs.p99), 6) + "  " + pad(timing, 8) + "  " + state)
        }
        for row in document.failedRows {
            for failure in row.failures { lines.append("\(row.id): \(failure)") }
        }
        lines.append(summary(document))
        return lines
    }

    /// "48 cells: 46 held, 2 failed (duo-book-ltr-camera-off-fold-cycle, …)".
    public static func summary(_ document: MatrixDocument) -> String {
        let failed = document.failedRows.map(\.id)
        let shard = document.shard.map { " (shard \($0) of \(document.cells.count) cells)" } ?? ""
        let head = "\(document.rows.count) cell\(document.rows.count == 1 ? "" : "s")\(shard): \(document.rows.count - failed.count) held"
        guard !failed.isEmpty else { return head }
        return head + ", \(failed.count) failed: " + MatrixMerge.list(Array(failed.prefix(MatrixMerge.listedCells)), total: failed.count)
    }

    private static func ms(_ value: Double) -> String { String(format: "%.3f", value) }
}
