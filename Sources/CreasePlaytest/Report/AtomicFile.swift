import Foundation

/// Writes files so that a reader never sees half of one: the bytes go to a temporary file in
/// the same folder, which is then renamed over the target (a rename within one file system
/// is atomic on POSIX).
public enum AtomicFile {
    /// Writes bytes to `url` atomically, creating the folder if needed.
    ///
    /// - Throws: the file system's error, after removing the temporary file.
    public static func write(_ data: Data, to url: URL) throws {
        let manager = FileManager.default
        let folder = url.deletingLastPathComponent()
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max)).tmp")
        do {
            try data.write(to: temporary)
            if rename(temporary.path, url.path) != 0 {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path,
                                                               NSLocalizedDescriptionKey: String(cString: strerror(errno))])
            }
        } catch {
            try? manager.removeItem(at: temporary)
            throw error
        }
    }
}
