import CSDL2
import CSDL2Image
import Crease
import Foundation

/// Images named in draw commands (paths relative to `assets/`), loaded once through SDL2_image
/// into memory for the rasterizer.
///
/// A missing or unreadable file is reported once on standard error, with its path and what was
/// expected, and then drawn as a placeholder: a playtest never stops for a lost sprite.
final class ImageCache {
    /// One decoded image: 0xAARRGGBB pixels with straight alpha.
    final class Image {
        let width: Int
        let height: Int
        let pixels: [UInt32]

        init(width: Int, height: Int, pixels: [UInt32]) {
            self.width = width
            self.height = height
            self.pixels = pixels
        }
    }

    private let assets: URL?
    private var images: [String: Image] = [:]
    private var failed: Set<String> = []
    /// Most images kept.
    let capacity = 256
    /// Images held now.
    var count: Int { images.count }
    /// Receives each problem once (the host forwards it to `EmulatorWindow.onProblem`).
    var report: (String) -> Void = { FileHandle.standardError.write(Data("crease: \($0)\n".utf8)) }

    /// Creates a cache over an assets folder (nil: `AssetLocator` finds none).
    init(assets: URL? = AssetLocator.assetsDirectory()) {
        self.assets = assets
    }

    /// The image, or nil (reported once) when it cannot be loaded.
    func image(named name: String) -> Image? {
        if let image = images[name] { return image }
        if failed.contains(name) { return nil }
        let path = name.hasPrefix("/") ? name : (assets?.appendingPathComponent(name).path ?? "assets/\(name)")
        do {
            guard FileManager.default.isReadableFile(atPath: path) else {
                throw MissingAssetError(path: path, expected: "an image (PNG) named '\(name)' under assets/")
            }
            let converted = try Surface.loading(path, as: SDL_PIXELFORMAT_ARGB8888, "image")
            let width = converted.width, height = converted.height
            let pixels = converted.packedPixels(UInt32.self, perRow: width)
            if images.count >= capacity { images.removeAll() }
            let image = Image(width: width, height: height, pixels: pixels)
            images[name] = image
            return image
        } catch {
            failed.insert(name)
            report("\(error)")
            return nil
        }
    }
}
