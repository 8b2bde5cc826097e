import Crease
import Foundation
import Synchronization

/// A font file's bytes, read once per process and kept, so every face opened later (each new
/// text size a zoom asks for) comes from memory: a font deleted or replaced while a game runs
/// cannot stop it.
final class FontFileData: @unchecked Sendable {
    /// The file the bytes came from.
    let path: String
    /// The bytes; never changed after `init`, freed when the last face using them is closed
    /// (FreeType and HarfBuzz read them in place, so a `FontFace` keeps this object alive).
    let bytes: UnsafeMutableRawBufferPointer

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
}
