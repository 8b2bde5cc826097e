import Foundation

/// Reads a whole input file (a profile, a script, a course, settings), saying in plain words
/// why it could not: Foundation on Linux reports a folder as "NSCocoaErrorDomain error 256".
public enum InputFile {
    /// The file's bytes.
    ///
    /// - Throws: `AtomicFileError` whose problem follows the path: "no such file", "it is a
    ///   folder, not a file", or the system's reason, each as "cannot be read (…)".
    public static func read(_ url: URL) throws(AtomicFileError) -> Data {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw AtomicFileError("cannot be read (no such file)")
        }
        if isFolder.boolValue { throw AtomicFileError("cannot be read (it is a folder, not a file)") }
        do {
            return try Data(contentsOf: url)
        } catch {
            let text = (error as NSError).localizedDescription
            throw AtomicFileError("cannot be read (\(text.isEmpty ? String(describing: error) : text))")
        }
    }
}
