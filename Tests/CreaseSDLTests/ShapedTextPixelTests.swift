import Crease
import CreaseHUD
@testable import CreaseSDL
import Foundation
import Testing

/// Shaped text as pixels: Arabic joined, Hebrew right to left, Devanagari from its fallback
/// face with its headline, a game's own font drawn from its folder.
@MainActor
@Suite struct ShapedTextPixelTests {
    private static let size = Size(width: 640, height: 160)

    /// Renders `list` on the dark test background at 2 pixels per point.
    private static func render(_ list: DrawList, fonts: FontFiles? = nil, problems: ((String) -> Void)? = nil) throws -> PixelImage {
        try SDLLibrary.start(.headless)
        let drawer = try DrawListRenderer(fonts: try fonts ?? FontFiles(), transform: PixelTransform(scale: 2),
                                          displayBounds: Rect(origin: .zero, size: size),
                                          width: Int(size.width * 2), height: Int(size.height * 2), damageTracking: false)
        if let problems { drawer.images.report = problems }
        drawer.render(list, clearColor: TestSupport.background)
        drawer.render(list, clearColor: TestSupport.background)
        return PixelImage(width: Int(size.width * 2), height: Int(size.height * 2), bytes: drawer.rgbaBytes())
    }

    private static func label(_ text: String, size: Double = 40, family: String? = nil) -> DrawList {
        var list = DrawList()
        list.text(text, at: Point(x: 20, y: 40), font: Font(size: size, family: family), .white)
        return list
    }

    /// Ink: pixels clearly brighter than the background.
    private static func ink(_ image: PixelImage) -> [[Bool]] {
        (0..<image.height).map { y in (0..<image.width).map { x in Int(image[x, y].green) > 100 } }
    }

    /// The 8-connected pieces of ink.
    private static func pieces(_ ink: [[Bool]]) -> Int {
        var seen = ink.map { $0.map { _ in false } }
        var count = 0
        for y in ink.indices {
            for x in ink[y].indices where ink[y][x] && !seen[y][x] {
                count += 1
                var stack = [(x, y)]
                seen[y][x] = true
                while let (px, py) = stack.popLast() {
                    for dy in -1...1 {
                        for dx in -1...1 {
                            let nx = px + dx, ny = py + dy
                            guard ny >= 0, ny < ink.count, nx >= 0, nx < ink[ny].count, ink[ny][nx], !seen[ny][nx] else { continue }
                            seen[ny][nx] = true
                            stack.append((nx, ny))
                        }
                    }
                }
            }
        }
        return count
    }

    @Test func arabicLettersJoinIntoTheFivePiecesOfItsWordsAndTwoDots() throws {
        let text = "مرحبا بالعالم"
        let shaped = Self.pieces(Self.ink(try Self.render(Self.label(text))))
        // HarfBuzz joins مر, حبا, با, لعا and لم (ر and ا join only to the letter before them),
        // and each ب has its dot below: 7 pieces.
        #expect(shaped == 7, "expected the Arabic label's ink in 7 connected pieces, as HarfBuzz's shaping joins it, got \(shaped)")
        // Each letter drawn alone (its isolated form), as code-point-at-a-time drawing did.
        var isolated = DrawList()
        var x = 20.0
        for letter in text.reversed() where letter != " " {
            isolated.text(String(letter), at: Point(x: x, y: 40), font: Font(size: 40), .white)
            x += 44
        }
        let apart = Self.pieces(Self.ink(try Self.render(isolated)))
        #expect(apart >= 13, "expected the 13 letters drawn one by one to stand apart, at least 13 pieces, got \(apart)")
    }

    @Test func hebrewDrawsItsLastLetterFirst() throws {
        let line = try Self.render(Self.label("שלום עולם"))
        let finalMem = try Self.render(Self.label("ם"))
        let measurer = try TTFTextMeasurer(fonts: try FontFiles())
        let width = Int(measurer.measure("ם", font: Font(size: 40)).width * 2)
        var differing = 0, inked = 0
        for y in 0..<line.height {
            for x in 40..<(40 + width - 2) {
                if line[x, y] != finalMem[x, y] { differing += 1 }
                if finalMem[x, y].green > 100 { inked += 1 }
            }
        }
        #expect(inked > 50, "expected final mem (ם) to draw ink, got \(inked) pixels")
        #expect(differing == 0, "expected the line's leftmost glyph to be exactly final mem, the last letter; \(differing) pixels differ")
    }

    @Test func devanagariDrawsFromItsFallbackFaceWithAHeadline() throws {
        let ink = Self.ink(try Self.render(Self.label("नमस्ते")))
        let columns = ink.flatMap { row in row.indices.filter { row[$0] } }
        let width = (columns.max() ?? 0) - (columns.min() ?? 0) + 1
        var longest = 0
        for row in ink {
            var run = 0
            for value in row {
                run = value ? run + 1 : 0
                longest = max(longest, run)
            }
        }
        // The headline (शिरोरेखा) joins the word's letters; missing-glyph boxes would stand apart.
        #expect(width > 100 && Double(longest) > 0.7 * Double(width),
                "expected a headline across most of the word's \(width) px of ink, the longest row of ink is \(longest) px")
    }

    @Test func aGameFontFromItsFolderDrawsAndLatinFallsBackToDejaVu() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("crease-game-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let shipped = try FontFiles()
        let copy = folder.appendingPathComponent("GameFace.ttf")
        try FileManager.default.copyItem(atPath: shipped.fallbacks[0], toPath: copy.path)
        let fonts = try FontFiles(gameFolders: [folder])
        #expect(fonts.gameFaces == [copy.path])
        let shaper = TextShaper(fonts: try FontCollection(files: fonts))
        let line = shaper.line("नमस्ते Go", font: .custom("Noto Sans Devanagari", size: 30))
        let paths = line.runs.map { shaper.fonts.faces[$0.face].path }
        #expect(paths == [copy.path, shipped.regular], "expected Devanagari from the game's file and Latin from DejaVu Sans, got \(paths)")
        var problems: [String] = []
        let image = try Self.render(Self.label("नमस्ते Go", size: 30, family: "Noto Sans Devanagari"), fonts: fonts) { problems.append($0) }
        #expect(Self.ink(image).joined().contains(true), "expected the game's font to draw ink")
        #expect(problems.isEmpty, "expected a known family to draw without a problem, got \(problems)")
    }

    @Test func anUnknownFamilyIsSaidOnceAndDrawnInDejaVuSans() throws {
        var problems: [String] = []
        var list = Self.label("Score 10", family: "Orbitron")
        list.text("Score 11", at: Point(x: 20, y: 100), font: .custom("Orbitron", size: 20))
        let image = try Self.render(list) { problems.append($0) }
        let plain = try Self.render(Self.label("Score 10"))
        #expect(problems.count == 1 && problems[0].contains("'Orbitron'") && !problems[0].contains("\n"),
                "expected one line naming the unknown family, got \(problems)")
        #expect((0..<200).allSatisfy { image[40 + $0, 100] == plain[40 + $0, 100] }, "expected the unknown family drawn in DejaVu Sans")
    }

    @Test func aMissingGameFontFolderIsRefusedInOneLine() throws {
        let missing = URL(fileURLWithPath: "/nonexistent/game/fonts")
        #expect {
            _ = try FontFiles(gameFolders: [missing])
        } throws: { error in
            let text = "\(error)"
            return error is MissingAssetError && text.hasPrefix("/nonexistent/game/fonts: missing or unreadable") && !text.contains("\n")
        }
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("crease-no-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect {
            _ = try FontFiles(gameFolders: [empty])
        } throws: { error in
            "\(error)".contains("holds none")
        }
    }
}
