import CSDL2
import CSDL2Image
import Crease
import CreaseHUD
import Foundation

/// Renders a draw list into a PNG file without any window: the same rasterizer and glyph atlas
/// as a window, into a canvas of its own, and SDL2_image to save it.
///
/// This is how a report's frame-time chart is saved; SDL must already be started (any mode).
/// A list with no text draws even where Crease's fonts cannot be found.
@MainActor
public enum DrawListImage {
    /// Renders `list` over `background` into an image of `size` points at `scale` pixels per
    /// point and writes it to `url` as a PNG, atomically.
    ///
    /// - Throws: `SDLError` when SDL cannot draw or encode, `MissingAssetError` for a missing
    ///   font, `AtomicFileError` when the file cannot be written.
    public static func writePNG(_ list: DrawList, size: Size, scale: Double = 1, background: Color,
                                to url: URL, fonts: FontFiles? = nil) throws {
        let width = Swift.max(1, Int((size.width * scale).rounded()))
        let height = Swift.max(1, Int((size.height * scale).rounded()))
        // A list without text needs no font: where none is found, it is drawn without one.
        let hasText = list.commands.contains { if case .text = $0 { true } else { false } }
        let faces = try fonts ?? (hasText ? FontFiles() : try? FontFiles())
        let drawer = try DrawListRenderer(fonts: faces, transform: PixelTransform(scale: scale),
                                          displayBounds: Rect(origin: .zero, size: size), width: width, height: height, damageTracking: false)
        drawer.render(list, clearColor: background)
        let surface = try Surface(copying: PixelImage(width: width, height: height, bytes: drawer.rgbaBytes()))
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let encoded = folder.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).png")
        defer { try? FileManager.default.removeItem(at: encoded) }
        try SDLCheck.status(IMG_SavePNG(surface.pointer, encoded.path), "encoding \(url.path) as PNG")
        try AtomicFile.write(try Data(contentsOf: encoded), to: url)
    }
}
