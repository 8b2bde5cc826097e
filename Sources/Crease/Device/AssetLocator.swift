import Foundation

/// Finds the project's `assets/` folder, so programs run from anywhere in the checkout or
/// from their build folder find profiles, fonts and scripts.
///
/// Looks, in order, at `$CREASE_ASSETS`, then `assets/` in the working directory and each of
/// its parents, then beside the executable and each of its parents.
public enum AssetLocator {
    /// The assets folder, or nil when none is found.
    public static func assetsDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        let manager = FileManager.default
        if let explicit = environment["CREASE_ASSETS"], !explicit.isEmpty {
            return URL(fileURLWithPath: explicit, isDirectory: true)
        }
        var starts = [URL(fileURLWithPath: manager.currentDirectoryPath, isDirectory: true)]
        if let executable = Bundle.main.executableURL {
            starts.append(executable.resolvingSymlinksInPath().deletingLastPathComponent())
        }
        for start in starts {
            var folder = start.standardizedFileURL
            for _ in 0..<12 {
                let candidate = folder.appendingPathComponent("assets", isDirectory: true)
                var isDirectory: ObjCBool = false
                if manager.fileExists(atPath: candidate.appendingPathComponent("devices").path, isDirectory: &isDirectory),
                   isDirectory.boolValue {
                    return candidate
                }
                let parent = folder.deletingLastPathComponent()
                if parent.path == folder.path { break }
                folder = parent
            }
        }
        return nil
    }

    /// A file inside the assets folder, e.g. `url(for: "fonts/DejaVuSans.ttf")`; nil when the
    /// assets folder cannot be found (the file itself may still be missing).
    public static func url(for relativePath: String) -> URL? {
        assetsDirectory()?.appendingPathComponent(relativePath)
    }
}
