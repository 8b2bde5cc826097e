import Foundation

/// Finds Crease's assets (device profiles, fonts, playtest scripts, courses): the package
/// resources SwiftPM builds beside every program that links Crease, so a program finds them
/// from any folder, in this checkout or in a package that depends on Crease.
///
/// Looks, in order, at `$CREASE_ASSETS` (a folder laid out like `Sources/Crease/Assets`,
/// used as given even when it is missing, so a broken override is reported, never bypassed),
/// then at the `Assets` folder of the target's resource bundle (`<package>_Crease.resources`)
/// beside the running executable, where SwiftPM puts it and where `Bundle.module` looks.
/// The bundle is found by hand rather than through `Bundle.module`, whose accessor stops the
/// process when the bundle is missing; here a missing bundle is a clear error instead.
public enum AssetLocator {
    /// The assets folder, or nil when none is found.
    public static func assetsDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        if let explicit = environment["CREASE_ASSETS"], !explicit.isEmpty {
            return URL(fileURLWithPath: explicit, isDirectory: true)
        }
        return bundledAssets
    }

    /// The resource bundle's `Assets` folder beside the executable, looked up once.
    private static let bundledAssets: URL? = {
        let manager = FileManager.default
        var folders: [URL] = []
        if let executable = Bundle.main.executableURL {
            folders.append(executable.deletingLastPathComponent())
            folders.append(executable.resolvingSymlinksInPath().deletingLastPathComponent())
        }
        folders.append(Bundle.main.bundleURL)
        for folder in folders {
            // SwiftPM names the bundle after the package (`Crease_Crease` here, the dependency's
            // identity in a client's build), so match on the target's half.
            guard let names = try? manager.contentsOfDirectory(atPath: folder.path) else { continue }
            for name in names.sorted() where name.hasSuffix("_Crease.resources") {
                let assets = folder.appendingPathComponent(name).appendingPathComponent("Assets", isDirectory: true)
                var isDirectory: ObjCBool = false
                if manager.fileExists(atPath: assets.appendingPathComponent("devices").path, isDirectory: &isDirectory), isDirectory.boolValue {
                    return assets
                }
            }
        }
        return nil
    }()

    /// A file inside the assets folder, e.g. `url(for: "fonts/DejaVuSans.ttf")`; nil when the
    /// assets folder cannot be found (the file itself may still be missing).
    public static func url(for relativePath: String) -> URL? {
        assetsDirectory()?.appendingPathComponent(relativePath)
    }
}
