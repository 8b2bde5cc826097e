import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads a whole input file (a profile, a script, a course, settings, a save), saying in plain
/// words why it could not.
///
/// Only regular files no larger than any input Crease reads are opened. Foundation on Linux does
/// refuse a named pipe or a device, but calls it a permission problem, and reports a folder only
/// as "NSCocoaErrorDomain error 256"; a huge file it would read whole.
public enum InputFile {
    /// The largest input read by default: far beyond any valid profile, script or course.
    public static let defaultMaximumBytes = 16 << 20

    /// The file's bytes.
    ///
    /// - Throws: `AtomicFileError` whose problem follows the path, each as "cannot be read (…)":
    ///   "no such file", "it is a folder, not a file", "it is not a regular file", the size, or
    ///   the system's reason.
    public static func read(_ url: URL, maximumBytes: Int = defaultMaximumBytes) throws(AtomicFileError) -> Data {
        var status = stat()
        guard stat(url.path, &status) == 0 else {
            throw AtomicFileError(errno == ENOENT ? "cannot be read (no such file)" : "cannot be read (\(String(cString: strerror(errno))))")
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw AtomicFileError("cannot be read (it is a folder, not a file)")
        default: throw AtomicFileError("cannot be read (it is not a regular file: a device, a pipe or a socket)")
        }
        guard status.st_size <= maximumBytes else {
            throw AtomicFileError("cannot be read (it is \(status.st_size) bytes, more than the \(maximumBytes) an input file may have)")
        }
        do {
            return try Data(contentsOf: url)
        } catch {
            let text = (error as NSError).localizedDescription
            throw AtomicFileError("cannot be read (\(text.isEmpty ? String(describing: error) : text))")
        }
    }
}
