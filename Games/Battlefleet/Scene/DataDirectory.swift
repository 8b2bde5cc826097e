import Foundation

/// Where Battlefleet keeps its save: `$CREASE_DATA_DIR`, else `$XDG_DATA_HOME/crease`, else
/// `~/.local/share/crease` (the XDG default).
public enum DataDirectory {
    /// The folder for an environment (the process's, or a test's own).
    public static func url(environment: [String: String]) -> URL {
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

    /// The save file's place.
    public static func saveFile(environment: [String: String]) -> URL {
        url(environment: environment).appendingPathComponent("battlefleet-save.json")
    }
}
