import Foundation

/// The device profiles a program can choose from: the bundled `assets/devices/*.json`,
/// plus the built-in duo when no assets are found.
public struct DeviceCatalog: Sendable {
    /// The folder profiles are read from, if any.
    public let directory: URL?

    /// A catalog over a folder of profile files; by default `assets/devices`.
    public init(directory: URL? = AssetLocator.assetsDirectory()?.appendingPathComponent("devices", isDirectory: true)) {
        self.directory = directory
    }

    /// Profile names in the folder, sorted, duo first; the built-in duo is always listed, so a
    /// folder that lost `duo.json` still offers it (and cycles through it).
    public var names: [String] {
        guard let directory,
              let files = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return ["duo"] }
        let names = files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
        return ["duo"] + names.filter { $0 != "duo" }
    }

    /// Loads a profile by name (`duo`) or by path (anything with a `/` or ending in `.json`).
    ///
    /// - Throws: `DeviceProfileError` naming the file and the problem, or naming the unknown
    ///   device and listing the known ones.
    public func profile(named nameOrPath: String) throws -> DeviceProfile {
        if nameOrPath.contains("/") || nameOrPath.hasSuffix(".json") {
            return try DeviceProfile(contentsOf: URL(fileURLWithPath: nameOrPath))
        }
        if let directory {
            let file = directory.appendingPathComponent("\(nameOrPath).json")
            if FileManager.default.fileExists(atPath: file.path) {
                return try DeviceProfile(contentsOf: file)
            }
        }
        if nameOrPath == "duo" { return .duo }
        throw DeviceProfileError(path: nil, problem: "unknown device '\(nameOrPath)' (known: \(names.joined(separator: ", ")); or give a path to a .json profile)")
    }

    /// The profile after `current` in `names`, wrapping round (Ctrl+D in the emulator).
    public func nextName(after current: String) -> String {
        let all = names
        guard let index = all.firstIndex(of: current) else { return all.first ?? "duo" }
        return all[(index + 1) % all.count]
    }
}
