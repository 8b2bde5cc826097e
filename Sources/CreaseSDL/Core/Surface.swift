import CSDL2
import Foundation

/// Owns one `SDL_Surface` (pixels in memory) and frees it when released.
final class Surface {
    /// The SDL surface; valid for the object's lifetime.
    let pointer: UnsafeMutablePointer<SDL_Surface>

    /// Takes ownership of a surface an SDL call returned; throws when it returned null.
    init(taking pointer: UnsafeMutablePointer<SDL_Surface>?, _ operation: @autoclosure () -> String) throws {
        self.pointer = try SDLCheck.pointer(pointer, operation())
    }

    /// Creates an RGBA32 surface (bytes R, G, B, A in memory order) of the given pixel size.
    convenience init(rgbaWidth width: Int, height: Int) throws {
        try self.init(taking: SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_RGBA32.rawValue),
                      "creating a \(width)×\(height) surface")
    }

    /// Creates an RGBA32 surface holding a copy of an image's pixels (to save it as a PNG).
    convenience init(copying image: PixelImage) throws {
        try self.init(rgbaWidth: image.width, height: image.height)
        guard let pixels = pointer.pointee.pixels else { return }
        let pitch = Int(pointer.pointee.pitch)
        image.bytes.withUnsafeBytes { buffer in
            guard let source = buffer.baseAddress else { return }
            for row in 0..<image.height {
                memcpy(pixels + row * pitch, source + row * image.width * 4, image.width * 4)
            }
        }
    }

    deinit {
        SDL_FreeSurface(pointer)
    }

    /// Width in pixels.
    var width: Int { Int(pointer.pointee.w) }
    /// Height in pixels.
    var height: Int { Int(pointer.pointee.h) }
}
