import CSDL2
import CSDL2Image
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

    /// Loads an image file through SDL2_image and converts it to `format` (ARGB8888 for the
    /// image cache, RGBA32 for golden images).
    static func loading(_ path: String, as format: SDL_PixelFormatEnum, _ what: String) throws -> Surface {
        let loaded = try Surface(taking: IMG_Load(path), "loading \(what) \(path)")
        return try Surface(taking: SDL_ConvertSurfaceFormat(loaded.pointer, format.rawValue, 0), "converting \(what) \(path)")
    }

    /// The pixels row by row without the pitch's padding: `perRow` values of `T` a row.
    func packedPixels<T: FixedWidthInteger>(_ type: T.Type, perRow: Int) -> [T] {
        var values = [T](repeating: 0, count: perRow * height)
        guard let source = pointer.pointee.pixels else { return values }
        let pitch = Int(pointer.pointee.pitch)
        for row in 0..<height {
            let line = (source + row * pitch).assumingMemoryBound(to: T.self)
            for column in 0..<perRow { values[row * perRow + column] = line[column] }
        }
        return values
    }

    deinit {
        SDL_FreeSurface(pointer)
    }

    /// Width in pixels.
    var width: Int { Int(pointer.pointee.w) }
    /// Height in pixels.
    var height: Int { Int(pointer.pointee.h) }
}
