import Crease
import CreasePlaytest
import Foundation

/// Writes a matrix folder's `matrix.json` and `index.html`: the page reads each cell's report
/// (beside it, under `cells/`) for its frame chart's readout.
public enum MatrixPageWriter {
    /// Writes both files into `folder`, atomically. A cell whose report cannot be read gets a
    /// chart without a readout.
    public static func write(_ document: MatrixDocument, toFolder folder: URL) throws {
        try document.write(toFolder: folder)
        var charts: [String: MatrixPage.ChartHover] = [:]
        for row in document.rows {
            let path = folder.appendingPathComponent(row.files.report).path
            if let (report, samples) = try? ReportFile.loadSamples(path) {
                charts[row.id] = MatrixPage.ChartHover(report: report, samples: samples)
            }
        }
        let html = MatrixPage(document: document, charts: charts).html
        try AtomicFile.write(Data(html.utf8), to: folder.appendingPathComponent(MatrixDocument.pageName))
    }
}
