import Crease
import Foundation

/// Keeps one match in progress in one file: saves it atomically and loads it back, setting aside any bad file.
///
/// ```swift
/// let store = SaveStore(fileURL: saves.appendingPathComponent("battlefleet.json"))
/// switch store.load() {
/// case .resumed(let saved): match = saved
/// case .noSave: match = .againstAI(.medium, seed: seed)
/// case .setAside(let problem): log(problem.description); match = .againstAI(.medium, seed: seed)
/// }
/// try store.save(match)              // after each turn; old or new file, never a torn one
/// ```
public struct SaveStore: Sendable {
    /// The save file.
    public let fileURL: URL
    /// Runs between writing the temporary file and renaming it; tests use it to stand for a crash.
    var beforeRename: @Sendable () throws -> Void = {}

    /// A store for one file; its folder is created on the first save.
    public init(fileURL: URL) {
        self.fileURL = fileURL
    }

    /// Writes the match, replacing the previous save atomically (temporary file, fsync, rename).
    ///
    /// - Throws: `SaveError` naming the file and the failed step; the previous save is then untouched.
    public func save(_ match: Match) throws(SaveError) {
        let data: Data
        do {
            data = try MatchSave(match: match).encoded()
        } catch {
            throw SaveError(path: fileURL.path, problem: "could not be encoded (\(error))")
        }
        do {
            try AtomicFile.write(data, to: fileURL, beforeRename: beforeRename)
        } catch {
            throw SaveError(path: fileURL.path, problem: error.problem)
        }
    }

    /// Reads the save: a match to resume, nothing, or a bad file reported and moved aside.
    ///
    /// Clears the temporary files of a writer killed mid-save first (see
    /// `AtomicFile.removeLeftovers(of:)`). Never throws and never crashes: a file that is unreadable, not JSON, truncated, too deep,
    /// of another format or version, or holding a match the rules could not produce (overlapping
    /// ships, shots off the grid or out of turn, results that contradict the fleets) is renamed
    /// to `<name>.corrupt-N` and described in one line.
    public func load() -> SaveLoadResult {
        let path = fileURL.path
        // A game killed mid-save leaves its temporary file; the save itself is whole.
        AtomicFile.removeLeftovers(of: fileURL)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return .noSave }
        let problem: String
        if isFolder.boolValue {
            problem = "is a folder, not a save file"
        } else if let size = ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue,
                  size > MatchSave.maximumBytes {
            // Checked before reading, so a huge file is never pulled into memory.
            problem = "is \(size) bytes; a save is never more than \(MatchSave.maximumBytes)"
        } else {
            do {
                // Says "a pipe or a device" where Foundation would say "permission".
                let data = try InputFile.read(fileURL)
                do {
                    return .resumed(try MatchSave.decode(data).match)
                } catch {
                    problem = error.problem
                }
            } catch {
                problem = error.problem
            }
        }
        return .setAside(setAside(problem: problem))
    }

    /// Deletes the save (after a match ends); a missing file is fine.
    ///
    /// - Throws: `SaveError` when the file exists and cannot be removed.
    public func delete() throws(SaveError) {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return }
        do {
            try FileManager.default.removeItem(at: fileURL)
        } catch {
            throw SaveError(path: fileURL.path, problem: "could not be deleted (\(error.localizedDescription))")
        }
    }

    /// Renames the bad file to the first free `<name>.corrupt-N`, so it is never silently lost.
    private func setAside(problem: String) -> SaveProblem {
        do {
            let destination = try AtomicFile.setAside(fileURL)
            return SaveProblem(path: fileURL.path, problem: problem, setAsidePath: destination.path)
        } catch {
            return SaveProblem(path: fileURL.path, problem: problem, setAsidePath: nil, setAsideFailure: error.problem)
        }
    }
}
