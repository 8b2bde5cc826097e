import CSDL2
import CSDL2Image
import Foundation

extension EmulatorWindow {
    /// Saves the frame drawn so far as a PNG of the window's pixel size, read back from what
    /// SDL shows (the accelerated renderer's output, or the window's surface). Call it between
    /// `render(_:)` and `present()`.
    public func screenshot(to path: String) throws {
        try Self.savePNG(readPresentedPixels(), to: path)
    }

    /// The frame drawn so far (RGBA), as the renderer rasterized it.
    public func readPixels() throws -> PixelImage {
        PixelImage(width: drawer.canvas.width, height: drawer.canvas.height, bytes: drawer.rgbaBytes())
    }

    /// What SDL shows after the last `render(_:)`, read back through the path in use (the
    /// window's surface, or the accelerated renderer's output): the check that both agree.
    public func readPresentedPixels() throws -> PixelImage {
        try presenter.readBack()
    }

    /// Writes RGBA pixels as a PNG through SDL2_image.
    static func savePNG(_ image: PixelImage, to path: String) throws {
        let surface = try Surface(copying: image)
        try SDLCheck.status(IMG_SavePNG(surface.pointer, path), "saving screenshot \(path)")
    }
}
