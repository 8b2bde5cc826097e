import Foundation

/// A copy of the checkout's `assets/` to break or change, for `$CREASE_ASSETS`.
enum AssetCopy {
    /// Copies `assets/` into `folder/assets` and returns it.
    static func make(in folder: URL) throws -> URL {
        let copy = folder.appendingPathComponent("assets")
        try FileManager.default.copyItem(at: BuiltProgram.packageRoot.appendingPathComponent("Sources/Crease/Assets"), to: copy)
        return copy
    }

    /// The name of `holeInOne`'s hole, the key of its best score.
    static let holeInOneName = "Straight In"

    /// A straight hole whose cup the opening putt (aimed at the cup, half power: 243 of a
    /// full-power putt's 487 units) drops into, 230 units from the tee.
    /// Computed, not a stored global: LeakSanitizer reported a global `Data`'s bytes as leaked at exit.
    static var holeInOne: Data { Data("""
    {"name": "\(holeInOneName)", "par": 2, "size": {"width": 400, "height": 250},
     "tee": {"x": 60, "y": 125}, "cup": {"x": 290, "y": 125},
     "boundary": [{"x": 20, "y": 70}, {"x": 380, "y": 70}, {"x": 380, "y": 180}, {"x": 20, "y": 180}], "walls": []}
    """.utf8) }
}
