import Crease
import CreaseHUD
import Foundation

/// The font files text is drawn with: Crease's DejaVu Sans (`assets/fonts/DejaVuSans.ttf`,
/// `DejaVuSans-Bold.ttf`), the fallback faces for scripts it lacks (Noto Sans Devanagari),
/// and the faces a game ships in its own font folders.
public struct FontFiles: Sendable, Hashable {
    /// The regular face.
    public var regular: String
    /// The bold face.
    public var bold: String
    /// Faces tried, in order, for characters the font's own face lacks.
    public var fallbacks: [String]
    /// The game's faces: every `.ttf` and `.otf` file of its font folders, named in a `Font`
    /// by the family name the file gives.
    public var gameFaces: [String]

    /// The shipped faces: their names in `assets/fonts`, and what each is.
    static let shipped = [("DejaVuSans.ttf", "DejaVu Sans"), ("DejaVuSans-Bold.ttf", "DejaVu Sans Bold"),
                          ("NotoSansDevanagari-Regular.ttf", "Noto Sans Devanagari"),
                          ("NotoSansDevanagari-Bold.ttf", "Noto Sans Devanagari Bold")]

    /// Finds the shipped fonts through `AssetLocator` (or in `directory` when given), lists
    /// the font files of `gameFolders`, and reads them all into memory (`FontFileData`), so
    /// fonts removed once a window is open cannot stop it.
    ///
    /// - Throws: `MissingAssetError` naming the path it looked at and what it expected: a
    ///   shipped face missing, a game folder missing or holding no font.
    public init(directory: String? = nil, gameFolders: [URL] = []) throws {
        let folder = directory ?? AssetLocator.url(for: "fonts")?.path
        guard let folder else {
            throw MissingAssetError(path: "assets/fonts/DejaVuSans.ttf",
                                    expected: "the DejaVu Sans font of Crease's resource bundle, Crease_Crease.resources beside the program (not found; rebuild with SwiftPM or set CREASE_ASSETS)")
        }
        let paths = Self.shipped.map { (folder as NSString).appendingPathComponent($0.0) }
        for (path, (_, face)) in zip(paths, Self.shipped) {
            guard FileManager.default.isReadableFile(atPath: path) else {
                throw MissingAssetError(path: path, expected: "the \(face) TrueType font shipped with Crease")
            }
            _ = try FontFileData.data(for: path)
        }
        regular = paths[0]
        bold = paths[1]
        fallbacks = Array(paths[2...])
        gameFaces = []
        for folder in gameFolders { gameFaces += try Self.fontFiles(in: folder) }
    }

    /// The `.ttf` and `.otf` files of a game's font folder, sorted by name, each read once.
    static func fontFiles(in folder: URL) throws -> [String] {
        let expected = "a folder of the game's fonts (.ttf or .otf files)"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            throw MissingAssetError(path: folder.path, expected: expected)
        }
        let fonts = names.filter { ["ttf", "otf"].contains(($0 as NSString).pathExtension.lowercased()) }.sorted()
        guard !fonts.isEmpty else { throw MissingAssetError(path: folder.path, expected: "\(expected); it holds none") }
        let paths = fonts.map { folder.appendingPathComponent($0).path }
        for path in paths { _ = try FontFileData.data(for: path) }
        return paths
    }

    /// The file of a weight of DejaVu Sans.
    public func path(for weight: Font.Weight) -> String {
        weight == .bold ? bold : regular
    }
}

/// A file the host needs is missing or unreadable.
public struct MissingAssetError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The path looked at.
    public var path: String
    /// What was expected there.
    public var expected: String

    /// Creates the error.
    public init(path: String, expected: String) {
        self.path = path
        self.expected = expected
    }

    /// "path: missing or unreadable (expected …)".
    public var description: String { "\(path): missing or unreadable (expected \(expected))" }
}
