import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file so that a crash at any moment leaves either the old file or the new one, never
/// a torn one, and sets a bad file aside so it is never silently lost.
///
/// The bytes go to a fresh temporary file in the same folder (so the rename stays on one file
/// system), are flushed to the disk with `fsync`, and the temporary file is renamed over the
/// target, which POSIX makes atomic; then the folder is synced so the rename itself survives
/// a power cut. Saves, best scores, reports and charts all go through here.
public enum AtomicFile {
    /// Replaces the file at `url` with `data`, atomically.
    ///
    /// - Parameters:
    ///   - data: The file's new contents.
    ///   - url: The file to replace (or create).
    ///   - beforeRename: Runs after the temporary file is complete and before the
    ///     rename; tests throw from it to stand for a crash at the worst moment.
    /// - Throws: a phrase saying which step failed and why; the target is then untouched and
    ///   the temporary file removed.
    public static func write(_ data: Data, to url: URL, beforeRename: () throws -> Void = {}) throws(AtomicFileError) {
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw AtomicFileError("could not create the folder \(folder.path) (\(error.localizedDescription))")
        }
        var template = Array("\(folder.path)/.\(url.lastPathComponent).tmp-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            return mkstemp(base)
        }
        guard descriptor >= 0 else { throw AtomicFileError("could not create a temporary file beside it in \(folder.path) (\(errorText()))") }
        let temporaryPath = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        func fail(_ step: String, code: Int32 = errno) -> AtomicFileError {
            let error = AtomicFileError("could not \(step) (\(String(cString: strerror(code))))")
            unlink(temporaryPath)
            return error
        }
        let written = data.withUnsafeBytes { raw -> Bool in
            var offset = 0
            while offset < raw.count {
                guard let base = raw.baseAddress else { return false }
                let count = Glibc.write(descriptor, base + offset, raw.count - offset)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
        // Not the temporary file's random name: the same fault must read the same every time.
        guard written else {
            let code = errno
            close(descriptor)
            throw fail("write its new contents to a temporary file beside it", code: code)
        }
        fchmod(descriptor, 0o644)
        guard fsync(descriptor) == 0 else {
            let code = errno
            close(descriptor)
            throw fail("flush its new contents to disk", code: code)
        }
        guard close(descriptor) == 0 else { throw fail("close the temporary file") }
        do {
            try beforeRename()
        } catch {
            unlink(temporaryPath)
            throw AtomicFileError("was not replaced (\(error))")
        }
        guard rename(temporaryPath, url.path) == 0 else { throw fail("rename the temporary file over it") }
        let folderDescriptor = open(folder.path, O_RDONLY)
        if folderDescriptor >= 0 {
            // Best effort: some file systems refuse to sync a folder, and the data is safe already.
            _ = fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }

    /// Deletes the temporary files that writers of `url` killed mid-write left beside it
    /// (`.<name>.tmp-XXXXXX`); the target itself is never touched. A store calls this when it
    /// loads, so a game killed during saves does not pile them up. One writer per file is
    /// assumed: a second process saving the same file at that moment would see its save fail
    /// (and say so) rather than land.
    ///
    /// - Returns: The files removed.
    @discardableResult
    public static func removeLeftovers(of url: URL) -> [URL] {
        let folder = url.deletingLastPathComponent()
        let prefix = ".\(url.lastPathComponent).tmp-"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        var removed: [URL] = []
        for name in names where name.hasPrefix(prefix) && name.count == prefix.count + 6 {
            let leftover = folder.appendingPathComponent(name)
            if unlink(leftover.path) == 0 { removed.append(leftover) }
        }
        return removed
    }

    /// Moves an unusable file out of the way, to the first free `<name>.corrupt-N`, so a fresh
    /// one can be written without losing it.
    ///
    /// - Returns: Where the file went.
    /// - Throws: `AtomicFileError` when it could not be moved (it is then left where it was).
    @discardableResult
    public static func setAside(_ url: URL) throws(AtomicFileError) -> URL {
        for number in 1...10_000 {
            let candidate = URL(fileURLWithPath: "\(url.path).corrupt-\(number)")
            guard !FileManager.default.fileExists(atPath: candidate.path) else { continue }
            guard rename(url.path, candidate.path) == 0 else {
                throw AtomicFileError("could not be set aside as \(candidate.lastPathComponent) (\(errorText()))")
            }
            return candidate
        }
        throw AtomicFileError("could not be set aside: 10000 set-aside copies exist already")
    }

    private static func errorText() -> String { String(cString: strerror(errno)) }
}

/// Why an atomic write or a set-aside failed: a phrase that follows the file's path.
public struct AtomicFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What failed and why, e.g. "could not flush the temporary file to disk (No space left on device)".
    public var problem: String

    /// Creates an error; control characters (from a path) are escaped, so it stays one line.
    public init(_ problem: String) { self.problem = problem.escapingControlCharacters }

    /// The problem.
    public var description: String { problem }
}
