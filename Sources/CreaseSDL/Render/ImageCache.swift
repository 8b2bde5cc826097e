import CSDL2
import CSDL2Image
import Crease
import Foundation

/// Images named in draw commands (paths relative to `assets/`), loaded once through SDL2_image.
///
/// A missing or unreadable file is reported once on standard error, with its path and what was
/// expected, and then drawn as a placeholder: a playtest never stops for a lost sprite.
@MainActor
final class ImageCache {
    private let renderer: Renderer
    private let assets: URL?
    private var textures: [String: Texture] = [:]
    private var failed: Set<String> = []
    /// Most textures kept.
    let capacity = 256
    /// Textures held now.
    var count: Int { textures.count }
    /// Receives each problem once (the host forwards it to `EmulatorWindow.onProblem`).
    var report: (String) -> Void = { FileHandle.standardError.write(Data("crease: \($0)\n".utf8)) }

    /// Creates a cache over an assets folder (nil: `AssetLocator` finds none).
    init(renderer: Renderer, assets: URL? = AssetLocator.assetsDirectory()) {
        self.renderer = renderer
        self.assets = assets
    }

    /// The texture of an image, or nil (reported once) when it cannot be loaded.
    func texture(named name: String) -> Texture? {
        if let texture = textures[name] { return texture }
        if failed.contains(name) { return nil }
        let path = name.hasPrefix("/") ? name : (assets?.appendingPathComponent(name).path ?? "assets/\(name)")
        do {
            guard FileManager.default.isReadableFile(atPath: path) else {
                throw MissingAssetError(path: path, expected: "an image (PNG) named '\(name)' under assets/")
            }
            let surface = try Surface(taking: IMG_Load(path), "loading image \(path)")
            let texture = try Texture(renderer: renderer, surface: surface)
            if textures.count >= capacity { textures.removeAll() }
            textures[name] = texture
            return texture
        } catch {
            failed.insert(name)
            report("\(error)")
            return nil
        }
    }
}
