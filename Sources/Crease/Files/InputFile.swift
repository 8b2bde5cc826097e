import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads a whole input file (a profile, a script, a course, settings, a save), saying in plain
/// words why it could not.
///
/// Only regular files no larger than any input Crease reads are opened. The file is read with
/// `open`/`read` rather than `Data(contentsOf:)`: Foundation on Linux refuses a named pipe or a
/// device but calls it a permission problem, reports a folder only as "NSCocoaErrorDomain error
/// 256", would read a huge file whole, and leaks a 4 KiB buffer for every empty file it reads
/// (found by AddressSanitizer's leak checker). Files in `/proc` and
/// `/sys` say they are empty and may never end (`/proc/self/pagemap` goes on for hundreds of
/// gigabytes; found by fuzzing), so the size is not trusted either: reading stops one chunk
/// past the limit.
public enum InputFile {
    /// The largest input read by default: far beyond any valid profile, script or course.
    public static let defaultMaximumBytes = 16 << 20

    /// The file's bytes.
    ///
    /// - Throws: `AtomicFileError` whose problem follows the path, each as "cannot be read (…)":
    ///   "no such file", "it is a folder, not a file", "it is not a regular file", the size, or
    ///   the system's reason.
    public static func read(_ url: URL, maximumBytes: Int = defaultMaximumBytes) throws(AtomicFileError) -> Data {
        // Non-blocking, so opening a named pipe with no writer returns at once and is refused below.
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw failure(errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw failure(errno) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw AtomicFileError("cannot be read (it is a folder, not a file)")
        default: throw AtomicFileError("cannot be read (it is not a regular file: a device, a pipe or a socket)")
        }
        guard status.st_size <= maximumBytes else {
            throw AtomicFileError("cannot be read (it is \(status.st_size) bytes, more than the \(maximumBytes) an input file may have)")
        }
        var data = Data(capacity: Int(status.st_size))
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return data }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(errno)
            }
            data.append(contentsOf: chunk[0..<count])
            // A file that grows while it is read (or lies about its size) is held to the same bound.
            guard data.count <= maximumBytes else {
                throw AtomicFileError("cannot be read (it holds more than the \(maximumBytes) bytes an input file may have)")
            }
        }
    }

    /// The error for a failed system call, in the words the other problems use.
    private static func failure(_ code: Int32) -> AtomicFileError {
        AtomicFileError(code == ENOENT ? "cannot be read (no such file)" : "cannot be read (\(String(cString: strerror(code))))")
    }
}
