import Crease
import CreasePlaytest
import Foundation

/// `--baseline DIR`: each cell's frame times against the same cell of an earlier matrix run,
/// by `crease report compare`'s rank test (`ReportComparison`, `VerdictRule`).
public struct MatrixBaseline: Sendable {
    /// The baseline's matrix folder.
    public var folder: URL
    /// The rule every cell is judged by.
    public var rule: VerdictRule

    /// A baseline in a matrix folder.
    ///
    /// - Throws: `ReportFileError` when the folder has no readable `matrix.json`.
    public init(folder: URL, rule: VerdictRule = VerdictRule()) throws(ReportFileError) {
        self.folder = folder
        self.rule = rule
        _ = try MatrixDocument(folder: folder)
    }

    /// The verdict for a cell whose report has `samples`: "regressed", "improved" or "same"
    /// with the compare's frame CPU line, or "missing" when the baseline has no report for it.
    public func verdict(for cell: MatrixCell, samples: PlaytestReport.Samples) -> MatrixRow.TimingResult {
        let path = folder.appendingPathComponent(MatrixDocument.cellFolder(cell.id)).appendingPathComponent("report.json").path
        let base: PlaytestReport.Samples
        do {
            base = try ReportFile.loadSamples(path).samples
        } catch {
            return MatrixRow.TimingResult(verdict: "missing", detail: "the baseline has no usable report for this cell (\(error))")
        }
        let comparison = ReportComparison(base: base, new: samples, rule: rule)
        guard let row = comparison.rows.first else { return MatrixRow.TimingResult(verdict: "same", detail: "no frames") }
        let changed = comparison.regressed.first ?? row
        let change = String(format: "%+.0f%%", changed.change * 100)
        let detail = "\(changed.name) \(change) (p50 \(String(format: "%.3f", changed.base.p50)) → \(String(format: "%.3f", changed.new.p50)) ms)"
        return MatrixRow.TimingResult(verdict: comparison.hasRegression ? "regressed" : row.verdict.rawValue, detail: detail)
    }
}
