import Foundation

/// How the report commands write numbers: times with the digits their size needs, changes
/// as signed percents, p-values in scientific notation when small.
enum ReportFormat {
    /// "6.19", "0.174", "0.0006": four significant-ish digits for times from 0.0001 ms up.
    static func ms(_ value: Double) -> String {
        guard value.isFinite else { return "—" }
        let size = abs(value)
        if size >= 100 { return String(format: "%.1f", value) }
        if size >= 1 { return String(format: "%.2f", value) }
        if size >= 0.01 || size == 0 { return String(format: "%.3f", value) }
        return String(format: "%.4f", value)
    }

    /// "+7.9%", "-12.0%" (one decimal by default), "+∞%" when the base was 0.
    static func percent(_ change: Double, decimals: Int = 1) -> String {
        if change.isInfinite { return change > 0 ? "+∞%" : "-∞%" }
        guard change.isFinite else { return "—" }
        return String(format: "%+.\(decimals)f%%", change * 100)
    }

    /// "3.2e-12" below 0.001, "0.418" above, "<1e-300" when it underflowed.
    static func p(_ value: Double) -> String {
        if value == 0 { return "<1e-300" }
        if value < 0.001 { return String(format: "%.1e", value) }
        return String(format: "%.3f", value)
    }

    /// Rows of cells as aligned columns: the first column left-aligned, the others right-aligned
    /// (except those in `leftAligned`), two spaces apart, each line indented by `indent`.
    static func columns(_ rows: [[String]], leftAligned: Set<Int> = [0], indent: String = "") -> [String] {
        let count = rows.map(\.count).max() ?? 0
        var widths = [Int](repeating: 0, count: count)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = Swift.max(widths[index], cell.count) }
        }
        return rows.map { row in
            var line = indent
            for (index, cell) in row.enumerated() {
                let pad = String(repeating: " ", count: widths[index] - cell.count)
                let isLast = index == row.count - 1
                if leftAligned.contains(index) {
                    line += cell + (isLast ? "" : pad)
                } else {
                    line += pad + cell
                }
                if !isLast { line += "  " }
            }
            return line
        }
    }
}
