import Crease
import CreasePlaytest
import Foundation

/// Reads the playtest reports the `crease report` commands are given, turning every way a file
/// can be unusable into one `ReportFileError` naming it.
public enum ReportFile {
    /// Reads a report written by `PlaytestReport.write(to:)`.
    ///
    /// - Throws: `ReportFileError` when the file cannot be read or is not a playtest report.
    public static func load(_ path: String) throws(ReportFileError) -> PlaytestReport {
        do {
            return try PlaytestReport(contentsOf: URL(fileURLWithPath: path))
        } catch let error as DecodingError {
            throw ReportFileError(path: path, problem: "is not a playtest report: \(DecodingErrorText.describe(error))")
        } catch {
            throw ReportFileError(path: path, problem: "\(error)")
        }
    }

    /// Reads a report and its per-frame samples, which `crease report compare` needs.
    ///
    /// - Throws: `ReportFileError` as `load` does, or when the report has no samples (written
    ///   before reports kept them) or no frames.
    public static func loadSamples(_ path: String) throws(ReportFileError) -> (report: PlaytestReport, samples: PlaytestReport.Samples) {
        let report = try load(path)
        guard let samples = report.samples else {
            throw ReportFileError(path: path, problem: "has no per-frame samples (written before reports kept them); run the game again with --report to compare it")
        }
        guard !samples.frameCpuMs.isEmpty else {
            throw ReportFileError(path: path, problem: "has no frames to compare (samples.frameCpuMs is empty)")
        }
        return (report, samples)
    }
}
