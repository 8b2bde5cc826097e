import CreaseTools
import Crease
import Foundation

/// Feeds files to a target once each, the way libFuzzer runs a crash file, but in any build:
/// `crease-fuzz replay TARGET PATH...`.
public enum FuzzReplay {
    /// Runs every file named (every regular file directly inside a named folder, sorted, but a
    /// folder's `README.md`) through
    /// the target and prints one line per input: accepted, rejected with the message, or the
    /// finding. Exit status 1 if any input broke a promise or could not be read.
    public static func run(_ target: FuzzTarget, paths: [String]) -> ToolOutcome {
        var output = ""
        var errors = ""
        var status: Int32 = 0
        for path in paths {
            for file in files(at: path) {
                guard let data = try? InputFile.read(URL(fileURLWithPath: file)) else {
                    errors += "crease-fuzz: \(file): cannot be read\n"
                    status = 1
                    continue
                }
                do {
                    switch try target.run(data) {
                    case .accepted: output += "\(file): accepted\n"
                    case .rejected(let message): output += "\(file): rejected (\(message))\n"
                    }
                } catch {
                    errors += "crease-fuzz: \(file): \(target.name): \(error.message)\n"
                    status = 1
                }
            }
        }
        return ToolOutcome(status: status, standardOutput: output, standardError: errors)
    }

    /// The path itself, or the regular files directly inside it (not `README.md`) when it is a folder.
    private static func files(at path: String) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { return [path] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.sorted().filter { $0 != "README.md" }.map { (path as NSString).appendingPathComponent($0) }.filter {
            var nested: ObjCBool = false
            return FileManager.default.fileExists(atPath: $0, isDirectory: &nested) && !nested.boolValue
        }
    }
}
