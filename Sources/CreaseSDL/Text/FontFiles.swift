import Crease
import CreaseHUD
import Foundation

/// Where the two shipped faces live: `assets/fonts/DejaVuSans.ttf` and `DejaVuSans-Bold.ttf`.
public struct FontFiles: Sendable, Hashable {
    /// The regular face.
    public var regular: String
    /// The bold face.
    public var bold: String

    /// Finds the shipped fonts through `AssetLocator` (or in `directory` when given) and reads
    /// both into memory (`FontFileData`), so fonts removed once a window is open cannot stop it:
    /// before, a face was read on its first use, which could come after the removal.
    ///
    /// - Throws: `MissingAssetError` naming the path it looked at and what it expected.
    public init(directory: String? = nil) throws {
        let folder = directory ?? AssetLocator.url(for: "fonts")?.path
        guard let folder else {
            throw MissingAssetError(path: "assets/fonts/DejaVuSans.ttf",
                                    expected: "the DejaVu Sans font of Crease's resource bundle, Crease_Crease.resources beside the program (not found; rebuild with SwiftPM or set CREASE_ASSETS)")
        }
        regular = (folder as NSString).appendingPathComponent("DejaVuSans.ttf")
        bold = (folder as NSString).appendingPathComponent("DejaVuSans-Bold.ttf")
        for (path, face) in [(regular, "DejaVu Sans"), (bold, "DejaVu Sans Bold")] {
            guard FileManager.default.isReadableFile(atPath: path) else {
                throw MissingAssetError(path: path, expected: "the \(face) TrueType font shipped with Crease")
            }
            _ = try FontFileData.data(for: path)
        }
    }

    /// The file of a weight.
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
