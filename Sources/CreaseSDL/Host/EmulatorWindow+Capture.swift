import CSDL2
import CSDL2Image
import Foundation

extension EmulatorWindow {
    /// Saves the frame drawn so far as a PNG of the window's pixel size. Call it between
    /// `render(_:)` and `present()`.
    public func screenshot(to path: String) throws {
        let surface = try readSurface()
        try SDLCheck.status(IMG_SavePNG(surface.pointer, path), "saving screenshot \(path)")
    }

    /// The frame drawn so far, read back from the renderer (RGBA).
    public func readPixels() throws -> PixelImage {
        let surface = try readSurface()
        let width = surface.width
        let height = surface.height
        let pitch = Int(surface.pointer.pointee.pitch)
        guard let pixels = surface.pointer.pointee.pixels else { throw SDLError("reading pixels", message: "the surface has no pixels") }
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeMutableBytes { buffer in
            guard let destination = buffer.baseAddress else { return }
            for row in 0..<height {
                memcpy(destination + row * width * 4, pixels + row * pitch, width * 4)
            }
        }
        return PixelImage(width: width, height: height, bytes: bytes)
    }

    /// The frame drawn so far, as an RGBA surface of the output's size.
    private func readSurface() throws -> Surface {
        let output = renderer.outputSize
        let surface = try Surface(rgbaWidth: output.width, height: output.height)
        let pitch = surface.pointer.pointee.pitch
        try SDLCheck.status(SDL_RenderReadPixels(renderer.pointer, nil, SDL_PIXELFORMAT_RGBA32.rawValue,
                                                 surface.pointer.pointee.pixels, pitch), "reading back the frame")
        return surface
    }
}
