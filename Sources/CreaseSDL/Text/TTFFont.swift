import CSDL2TTF

/// Owns one open `TTF_Font` (a face at one pixel size) and closes it when released.
final class TTFFont {
    /// The SDL2_ttf font; valid for the object's lifetime.
    let pointer: OpaquePointer
    /// The size it was opened at, in pixels per em.
    let pixelSize: Int
    /// The file's bytes, which the face reads from; kept while it is open.
    private let file: FontFileData

    /// Opens a font at a size from its file's bytes, read once per process (`FontFileData`),
    /// so a file removed while a game runs does not stop the next size from opening.
    init(path: String, pixelSize: Int) throws {
        self.pixelSize = pixelSize
        file = try FontFileData.data(for: path)
        pointer = try SDLCheck.pointer(file.open(pixelSize: pixelSize), "opening font \(path) at \(pixelSize) px")
    }

    deinit {
        TTF_CloseFont(pointer)
    }

    /// The recommended distance between baselines, in pixels.
    var lineSkip: Int { Int(TTF_FontLineSkip(pointer)) }

    /// The height of a rendered line, in pixels.
    var height: Int { Int(TTF_FontHeight(pointer)) }

    /// The advance width of a line of text, in pixels (no rasterizing).
    func width(of text: String) -> Int {
        var width: Int32 = 0
        var height: Int32 = 0
        guard TTF_SizeUTF8(pointer, text, &width, &height) == 0 else { return 0 }
        return Int(width)
    }
}
