import Foundation

/// Where the games keep what they save: `$CREASE_DATA_DIR`, else `$XDG_DATA_HOME/crease`,
/// else `~/.local/share/crease` (the XDG default). The one lookup every game uses.
public enum DataDirectory {
    /// The folder for an environment (the process's, or a test's own).
    public static func url(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let custom = environment["CREASE_DATA_DIR"], !custom.isEmpty {
            return URL(fileURLWithPath: custom, isDirectory: true)
        }
        if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("crease", isDirectory: true)
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return URL(fileURLWithPath: home, isDirectory: true)
            .appendingPathComponent(".local/share/crease", isDirectory: true)
    }

    /// A file in that folder ("battlefleet-save.json", "minigolf-best.json").
    public static func file(_ name: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        url(environment: environment).appendingPathComponent(name)
    }
}
