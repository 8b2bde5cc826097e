import Crease
import Foundation

/// A file a run was asked to write (`--report`, its chart) that could not be written: which
/// file, and why. The writers' own errors often name only a folder or a step, not the flag's path.
struct OutputFileError: Error, CustomStringConvertible {
    /// What the file is ("report", "frame-time chart").
    var what: String
    /// The path as given.
    var path: String
    /// Why it failed.
    var underlying: any Error

    /// "cannot write the report to r.json: could not create the folder … (…)".
    var description: String { "cannot write the \(what) to \(path): \(underlying)".escapingControlCharacters }
}
