import Crease
import CreaseHUD
import CreasePlaytest
@testable import CreaseSDL
import Foundation
import Testing

/// A game's own fonts through the runner: `Game.fontFolders` opened before the first frame,
/// a face named by its family drawn, a missing folder refused.
@MainActor
@Suite struct GameFontTests {
    /// Draws one line in the game's face.
    struct FontedGame: Game {
        var folder: URL
        var fontFolders: [URL] { [folder] }

        func draw(into list: inout DrawList, interpolation: Double) {
            list.fill(Rect(x: 0, y: 0, width: 400, height: 120), Color(red: 0, green: 0, blue: 0))
            list.text("नमस्ते Go", at: Point(x: 20, y: 20), font: .custom("Noto Sans Devanagari", size: 40), Color(red: 0, green: 255, blue: 0))
        }
    }

    @Test func aGameDrawsWithTheFontItShipsAndAMissingFolderStopsTheRun() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("crease-game-font-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(atPath: try FontFiles().fallbacks[0], toPath: folder.appendingPathComponent("Face.ttf").path)
        let shot = folder.appendingPathComponent("shot.png")
        let status = GameRunner.run(FontedGame(folder: folder), arguments: ["--headless", "--frames", "2", "--screenshot", shot.path], executable: "g")
        #expect(status == 0, "expected the game with its own font to run, exit \(status)")
        let image = try GoldenImages.load(shot)
        var green = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y].green > 128 && image[x, y].red < 80 { green += 1 }
        }
        #expect(green > 200, "expected the game's line drawn in green ink, got \(green) pixels")
        let missing = GameRunner.run(FontedGame(folder: folder.appendingPathComponent("absent")), arguments: ["--headless", "--frames", "1"],
                                     executable: "g")
        #expect(missing == 1, "expected a missing font folder to stop the run with exit 1, got \(missing)")
    }
}
