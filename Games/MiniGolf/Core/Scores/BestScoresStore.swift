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

    /// A store at a given file.
    public init(url: URL) {
        self.url = url
    }

    /// The usual place: `$XDG_DATA_HOME/crease/minigolf-best-scores.json`, else under
    /// `~/.local/share`.
    public static func defaultURL(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let base: URL
        if let data = environment["XDG_DATA_HOME"], !data.isEmpty {
            base = URL(fileURLWithPath: data, isDirectory: true)
        } else {
            base = FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share", isDirectory: true)
        }
        return base.appendingPathComponent("crease/minigolf-best-scores.json")
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
    /// corrupt or foreign file is renamed aside (`…json.corrupt`, `…json.corrupt-2`, …) and
    /// reported, and empty scores are returned.
    public func load() -> Loaded {
        guard FileManager.default.fileExists(atPath: url.path) else { return Loaded(scores: BestScores(), problem: nil) }
        let problem: String
        do {
            let data = try Data(contentsOf: url)
            let scores = try JSONDecoder().decode(BestScores.self, from: data)
            if scores.format != BestScores.formatID {
                problem = "'format' is '\(scores.format)', not '\(BestScores.formatID)'"
            } else if scores.version != BestScores.currentVersion {
                problem = "'version' is \(scores.version); this build reads version \(BestScores.currentVersion)"
            } else if scores.holes.values.contains(where: { $0 < 1 }) || (scores.bestRound ?? 1) < 1 {
                problem = "holds a score below one stroke"
            } else {
                return Loaded(scores: scores, problem: nil)
            }
        } catch let error as DecodingError {
            problem = "is not a best-scores file: \(DecodingErrorText.describe(error))"
        } catch {
            problem = "cannot be read (\((error as NSError).localizedDescription))"
        }
        return Loaded(scores: BestScores(), problem: "\(url.path): \(problem); \(setAside())")
    }

    /// Writes the scores atomically: readers see the old file or the new one, never half of one.
    ///
    /// - Throws: `CocoaError`/`POSIXError` when the folder cannot be made or the file written.
    public func save(_ scores: BestScores) throws {
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try encoder.encode(scores)
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).tmp")
        try data.write(to: temporary)
        guard rename(temporary.path, url.path) == 0 else {
            let code = errno
            try? FileManager.default.removeItem(at: temporary)
            throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
        }
    }

    /// Renames the unusable file to the first free `.corrupt` name; says where it went.
    private func setAside() -> String {
        var index = 1
        while true {
            let suffix = index == 1 ? ".corrupt" : ".corrupt-\(index)"
            let destination = URL(fileURLWithPath: url.path + suffix)
            if !FileManager.default.fileExists(atPath: destination.path) {
                if rename(url.path, destination.path) == 0 {
                    return "set aside as \(destination.lastPathComponent) and starting afresh"
                }
                return "could not be set aside (\(String(cString: strerror(errno)))); it will be replaced on the next save"
            }
            index += 1
        }
    }
}
