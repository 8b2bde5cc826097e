import Crease
import Foundation

/// Keeps the round in progress in one file: saves it atomically (a temporary file in the same
/// folder, then a rename over the old one), loads it back, and sets a bad file aside under a
/// new name, never silently lost.
public struct RoundStore: Sendable {
    /// The file's location.
    public let url: URL
    /// Runs between writing the temporary file and renaming it; tests use it to stand for a crash.
    var beforeRename: @Sendable () throws -> Void = {}

    /// A store at a given file; its folder is made on the first save.
    public init(url: URL) {
        self.url = url
    }

    /// What loading found.
    public enum Loaded: Sendable {
        /// No round was saved.
        case none
        /// A round to offer to continue.
        case round(MiniGolfMatch)
        /// The file could not be used: one line saying what was wrong and where it now is.
        case setAside(String)
    }

    /// Loads the round. A missing file is `.none`; an unreadable, corrupt, foreign or
    /// impossible one is renamed aside (`…json.corrupt-1`, …) and described in one line.
    /// Temporary files a writer killed mid-save left beside it are deleted first.
    public func load() -> Loaded {
        AtomicFile.removeLeftovers(of: url)
        guard FileManager.default.fileExists(atPath: url.path) else { return .none }
        let problem: String
        do {
            return .round(try RoundSave.decode(try InputFile.read(url, maximumBytes: RoundSave.maximumBytes)).round)
        } catch let error as BestScoresFormatError {
            problem = error.problem
        } catch let error as AtomicFileError {
            problem = error.problem
        } catch {
            problem = "cannot be read (\((error as NSError).localizedDescription))"
        }
        let aside: String
        do {
            aside = "set aside as \(try AtomicFile.setAside(url).lastPathComponent)"
        } catch {
            aside = "\(error.problem); it will be replaced on the next save"
        }
        return .setAside("\(url.path): \(problem); \(aside) and starting a new round".escapingControlCharacters)
    }

    /// Writes the round atomically: readers see the old file or the new one, never half of one.
    ///
    /// - Throws: `AtomicFileError` when the folder cannot be made or the file written; the old file is then untouched.
    public func save(_ round: MiniGolfMatch) throws {
        try AtomicFile.write(try RoundSave(round: round).encoded(), to: url, beforeRename: beforeRename)
    }

    /// Deletes the file (the round finished or was given up); a missing file is fine.
    public func delete() throws {
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        try FileManager.default.removeItem(at: url)
    }
}
