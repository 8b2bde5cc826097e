import Crease
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads and writes the best-scores file: saves are atomic (a temporary file in the same
/// folder, then a rename over the old one), and a corrupt file is reported and set aside
/// under a new name, never silently lost.
public struct BestScoresStore: Sendable {
    /// The file's location.
    public let url: URL
    /// Runs between writing the temporary file and renaming it; tests use it to stand for a
    /// crash or a quit at the worst moment.
    var beforeRename: @Sendable () throws -> Void = {}

    /// A store at a given file.
    public init(url: URL) {
        self.url = url
    }

    /// The result of loading: the scores to use and, when the file could not be used, one line
    /// saying what was wrong and where the old file now is.
    public struct Loaded: Sendable {
        /// The scores (empty when there was no usable file).
        public var scores: BestScores
        /// What went wrong, or nil.
        public var problem: String?
    }

    /// Loads the scores. A missing file gives empty scores and no problem; an unreadable,
    /// corrupt or foreign file is renamed aside (`…json.corrupt-1`, `…json.corrupt-2`, …) and
    /// reported, and empty scores are returned. Temporary files a writer killed mid-save left
    /// beside it are deleted first.
    public func load() -> Loaded {
        // A game killed mid-save leaves its temporary file; the scores file itself is whole.
        AtomicFile.removeLeftovers(of: url)
        guard FileManager.default.fileExists(atPath: url.path) else { return Loaded(scores: BestScores(), problem: nil) }
        let problem: String
        do {
            return Loaded(scores: try BestScores.decode(try InputFile.read(url)), problem: nil)
        } catch let error as BestScoresFormatError {
            problem = error.problem
        } catch let error as AtomicFileError {
            problem = error.problem
        } catch {
            problem = "cannot be read (\((error as NSError).localizedDescription))"
        }
        return Loaded(scores: BestScores(), problem: "\(url.path): \(problem); \(setAside())".escapingControlCharacters)
    }

    /// Writes the scores atomically: readers see the old file or the new one, never half of one.
    ///
    /// - Throws: `AtomicFileError` when the folder cannot be made or the file written; the old file is then untouched.
    public func save(_ scores: BestScores) throws {
        try AtomicFile.write(try scores.encoded(), to: url, beforeRename: beforeRename)
    }

    /// Renames the unusable file to the first free `.corrupt-N` name; says where it went.
    private func setAside() -> String {
        do {
            return "set aside as \(try AtomicFile.setAside(url).lastPathComponent) and starting afresh"
        } catch {
            return "\(error.problem); it will be replaced on the next save"
        }
    }
}
