import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads a whole input file (a profile, a script, a course, settings, a save), saying in plain
/// words why it could not.
///
/// Only regular files no larger than any input Crease reads are opened. Foundation on Linux does
/// refuse a named pipe or a device, but calls it a permission problem, and reports a folder only
/// as "NSCocoaErrorDomain error 256"; a huge file it would read whole. Files in `/proc` and
/// `/sys` say they are empty and may never end (`/proc/self/pagemap` goes on for hundreds of
/// gigabytes), so the size is not trusted either: at most one byte past the limit is read.
public enum InputFile {
    /// The largest input read by default: far beyond any valid profile, script or course.
    public static let defaultMaximumBytes = 16 << 20

    /// The file's bytes.
    ///
    /// - Throws: `AtomicFileError` whose problem follows the path, each as "cannot be read (…)":
    ///   "no such file", "it is a folder, not a file", "it is not a regular file", the size, or
    ///   the system's reason.
    public static func read(_ url: URL, maximumBytes: Int = defaultMaximumBytes) throws(AtomicFileError) -> Data {
        // Non-blocking, so a named pipe no one writes to cannot stall the open; checked below.
        let descriptor = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw AtomicFileError(errno == ENOENT ? "cannot be read (no such file)" : "cannot be read (\(systemReason()))")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw AtomicFileError("cannot be read (\(systemReason()))") }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw AtomicFileError("cannot be read (it is a folder, not a file)")
        default: throw AtomicFileError("cannot be read (it is not a regular file: a device, a pipe or a socket)")
        }
        guard status.st_size <= maximumBytes else {
            throw AtomicFileError("cannot be read (it is \(status.st_size) bytes, more than the \(maximumBytes) an input file may have)")
        }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw AtomicFileError("cannot be read (\(systemReason()))")
            }
            if count == 0 { return data }
            data.append(contentsOf: chunk[0..<count])
            guard data.count <= maximumBytes else {
                throw AtomicFileError("cannot be read (it holds more than the \(maximumBytes) bytes an input file may have)")
            }
        }
    }

    private static func systemReason() -> String {
        String(cString: strerror(errno))
    }
}
