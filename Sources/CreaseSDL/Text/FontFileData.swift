import CSDL2
import CSDL2TTF
import Crease
import Foundation
import Synchronization

/// A font file's bytes, read once per process and kept, so every face opened later (each new
/// text size a zoom asks for) comes from memory: a font deleted or replaced while a game runs
/// cannot stop it.
final class FontFileData: @unchecked Sendable {
    /// The file the bytes came from.
    let path: String
    /// The bytes; never changed after `init`, freed when the last face using them is closed.
    private let bytes: UnsafeMutableRawBufferPointer

    private static let loaded = Mutex<[String: FontFileData]>([:])

    private init(path: String, data: Data) {
        self.path = path
        bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, data.count), alignment: 16)
        data.copyBytes(to: bytes)
    }

    deinit {
        bytes.deallocate()
    }

    /// The bytes of the font at `path`, read on first use and remembered.
    ///
    /// - Throws: `MissingAssetError` when the file cannot be read the first time.
    static func data(for path: String) throws -> FontFileData {
        if let known = loaded.withLock({ $0[path] }) { return known }
        let data: Data
        do {
            data = try InputFile.read(URL(fileURLWithPath: path), maximumBytes: 64 << 20)
        } catch {
            throw MissingAssetError(path: path, expected: "a TrueType font; it \(error.problem)")
        }
        guard !data.isEmpty else { throw MissingAssetError(path: path, expected: "a TrueType font; the file is empty") }
        let fresh = FontFileData(path: path, data: data)
        return loaded.withLock { cache in
            if let known = cache[path] { return known }
            cache[path] = fresh
            return fresh
        }
    }

    /// Opens the face at a pixel size from the bytes (nil with SDL's error set on failure).
    /// Keep this object alive while the face is open: SDL2_ttf reads the bytes lazily.
    func open(pixelSize: Int) -> OpaquePointer? {
        guard let source = SDL_RWFromConstMem(bytes.baseAddress, Int32(bytes.count)) else { return nil }
        return TTF_OpenFontRW(source, 1, Int32(pixelSize))
    }
}
