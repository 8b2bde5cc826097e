import Crease
import CreaseHUD
@testable import CreaseSDL
import Foundation
import Testing

/// Crease's shaped lines against HarfBuzz's own `hb-shape` (Debian's libharfbuzz-bin) with
/// the same face: glyph ids, clusters and advances of every run, runs in visual order after
/// the bidirectional algorithm.
@Suite struct TextShaperTests {
    /// One glyph as `hb-shape` prints it: `[gid=cluster+advance]`, advances in font units.
    struct HBGlyph: Hashable, CustomStringConvertible {
        var glyph: UInt32
        var cluster: Int
        var advance: Int
        var description: String { "\(glyph)=\(cluster)+\(advance)" }
    }

    private static func shaper() throws -> TextShaper {
        TextShaper(fonts: try FontCollection(files: try FontFiles()))
    }

    /// `hb-shape`'s glyphs for `text` in the font at `path`, with the direction and script given.
    private static func hbShape(_ path: String, _ text: String, rightToLeft: Bool, script: UInt32) throws -> [HBGlyph] {
        let tool = "/usr/bin/hb-shape"
        guard FileManager.default.isExecutableFile(atPath: tool) else {
            Issue.record("expected HarfBuzz's hb-shape at \(tool): run scripts/setup --test (libharfbuzz-bin)")
            return []
        }
        let tag = String(decoding: withUnsafeBytes(of: script.bigEndian) { Array($0) }, as: UTF8.self)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["--no-glyph-names", "--direction=\(rightToLeft ? "rtl" : "ltr")", "--script=\(tag)", path, text]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let line = String(decoding: data, as: UTF8.self).trimmingCharacters(in: CharacterSet(charactersIn: "[]\n"))
        return line.split(separator: "|").compactMap { item in
            let parts = item.split(whereSeparator: { "=+".contains($0) })
            guard parts.count >= 3, let glyph = UInt32(parts[0]), let cluster = Int(parts[1]), let advance = Int(parts[2]) else { return nil }
            return HBGlyph(glyph: glyph, cluster: cluster, advance: advance)
        }
    }

    /// Every run of the line equals `hb-shape` on the run's characters, and the runs join up.
    private static func expectMatchesHarfBuzz(_ text: String, fallback: LayoutDirection = .leftToRight, font: Font = .body,
                                              sourceLocation: SourceLocation = #_sourceLocation) throws -> ShapedLine {
        let shaper = try shaper()
        let line = shaper.line(text, font: font, fallback: fallback)
        let scalars = Array(text.unicodeScalars)
        #expect(!line.runs.isEmpty, "expected '\(text)' to shape into runs", sourceLocation: sourceLocation)
        for run in line.runs {
            let face = shaper.fonts.faces[run.face]
            let piece = String(String.UnicodeScalarView(scalars[run.characters]))
            let ours = line.glyphs[run.glyphs].map {
                HBGlyph(glyph: $0.glyph, cluster: $0.cluster - run.characters.lowerBound, advance: Int(($0.advance * face.unitsPerEm).rounded()))
            }
            let theirs = try hbShape(face.path, piece, rightToLeft: run.isRightToLeft, script: run.script)
            #expect(ours == theirs, "expected '\(piece)' (of '\(text)', \(face.family)) shaped as hb-shape shapes it: \(theirs), got \(ours)",
                    sourceLocation: sourceLocation)
        }
        let covered = line.runs.map(\.characters.count).reduce(0, +)
        #expect(covered == scalars.count, "expected the runs to cover all \(scalars.count) characters of '\(text)', got \(covered)",
                sourceLocation: sourceLocation)
        return line
    }

    @Test func arabicIsShapedAsHarfBuzzShapesItInOneRightToLeftRun() throws {
        let line = try Self.expectMatchesHarfBuzz("مرحبا بالعالم")
        #expect(line.direction == .rightToLeft, "expected an Arabic line to read right to left")
        #expect(line.runs.count == 1, "expected one run (one face, one script, one level), got \(line.runs.count)")
        #expect(line.glyphs.first?.cluster == 12, "expected the leftmost glyph to be the last letter (cluster 12), got \(line.glyphs.first?.cluster ?? -1)")
    }

    @Test func hebrewReadsRightToLeft() throws {
        let text = "שלום עולם"
        let line = try Self.expectMatchesHarfBuzz(text)
        let shaper = try Self.shaper()
        let finalMem = shaper.fonts.faces[line.primaryFace].glyph(for: 0x05DD)
        #expect(line.glyphs.first?.glyph == finalMem, "expected the first glyph drawn to be the last letter, final mem (ם)")
        #expect(line.glyphs.map(\.cluster) == Array((0..<9).reversed()), "expected clusters 8 down to 0, got \(line.glyphs.map(\.cluster))")
    }

    @Test func devanagariComesFromTheFallbackFaceShaped() throws {
        let line = try Self.expectMatchesHarfBuzz("नमस्ते दुनिया")
        let shaper = try Self.shaper()
        let families = Set(line.runs.map { shaper.fonts.faces[$0.face].family })
        #expect(families == ["Noto Sans Devanagari"], "expected Devanagari drawn from Noto Sans Devanagari (DejaVu Sans has none), got \(families)")
        #expect(line.glyphs.count < Array("नमस्ते दुनिया".unicodeScalars).count,
                "expected conjuncts and vowel signs to shape into fewer glyphs than characters")
    }

    @Test func latinWithArabicIndicDigitsKeepsItsOrder() throws {
        let line = try Self.expectMatchesHarfBuzz("Score ١٢٣ points")
        #expect(line.direction == .leftToRight)
        #expect(line.glyphs.map(\.cluster) == Array(0..<16), "expected logical order left to right, got \(line.glyphs.map(\.cluster))")
    }

    @Test func latinInsideArabicIsReorderedByRuns() throws {
        let text = "مرحبا Crease 2"
        let line = try Self.expectMatchesHarfBuzz(text)
        #expect(line.direction == .rightToLeft)
        // Visual order, left to right: "Crease 2"'s pieces (read left to right), then the Arabic word.
        let clusters = line.glyphs.map(\.cluster)
        let crease = clusters.firstIndex(of: 6) ?? -1, arabic = clusters.firstIndex(of: 4) ?? -1
        #expect(crease >= 0 && arabic > crease, "expected 'Crease' left of the Arabic word, clusters \(clusters)")
        #expect(clusters.last == 0, "expected the first Arabic letter rightmost, clusters \(clusters)")
    }

    @Test func devanagariBesideLatinSwitchesFacesPerRun() throws {
        let line = try Self.expectMatchesHarfBuzz("नमस्ते world 42")
        let shaper = try Self.shaper()
        let families = line.runs.map { shaper.fonts.faces[$0.face].family }
        #expect(families == ["Noto Sans Devanagari", "DejaVu Sans"], "expected the Devanagari run from Noto, the Latin from DejaVu, got \(families)")
    }

    @Test func neutralTextTakesTheFallbackDirection() throws {
        let shaper = try Self.shaper()
        let text = "(12) - 3"
        let ltr = shaper.line(text, font: .body, fallback: .leftToRight)
        let rtl = shaper.line(text, font: .body, fallback: .rightToLeft)
        #expect(ltr.direction == .leftToRight && rtl.direction == .rightToLeft, "expected digits and punctuation to read in the HUD's direction")
        #expect(ltr.glyphs.first?.cluster == 0, "expected '(' leftmost left to right")
        #expect(rtl.glyphs.first?.cluster == 7, "expected '3' leftmost right to left, got clusters \(rtl.glyphs.map(\.cluster))")
        #expect(abs(ltr.width - rtl.width) < 1e-9, "expected the same width either way")
        // Text with a strong letter is one cached line whatever the fallback.
        let before = shaper.shapings
        _ = shaper.line("Score 3", font: .body, fallback: .leftToRight)
        _ = shaper.line("Score 3", font: .body, fallback: .rightToLeft)
        #expect(shaper.shapings == before + 1, "expected 'Score 3' shaped once for both fallbacks, got \(shaper.shapings - before)")
    }

    @Test func aLineIsKeyedByItsCodeUnits() throws {
        let shaper = try Self.shaper()
        // Beyond ASCII (a middle dot, a minus sign, Hebrew) the cache still serves the line.
        for text in ["Hole 2 of 9 · Dogleg", "Round −2", "שלום 3"] {
            _ = shaper.line(text, font: .body)
            let before = shaper.shapings
            _ = shaper.line(text, font: .body)
            #expect(shaper.shapings == before, "expected '\(text)' served from the cache the second time")
        }
        // "é" as one scalar and as e with a combining accent are equal Strings, but HarfBuzz
        // sees other code points: each is shaped as it is written.
        let before = shaper.shapings
        let composed = shaper.line("caf\u{E9}", font: .body), decomposed = shaper.line("cafe\u{301}", font: .body)
        #expect(shaper.shapings == before + 2, "expected the two spellings shaped apart")
        #expect(composed.glyphs.count == 4 && decomposed.glyphs.count >= 4)
    }

    @Test func theCacheOfShapedLinesIsBounded() throws {
        let shaper = try Self.shaper()
        for index in 0..<(shaper.capacity + 10) { _ = shaper.line("line \(index)", font: .body) }
        #expect(shaper.count <= shaper.capacity, "expected at most \(shaper.capacity) shaped lines, held \(shaper.count)")
        let before = shaper.shapings
        _ = shaper.line("line \(shaper.capacity + 9)", font: .body)
        #expect(shaper.shapings == before, "expected the newest line served from the cache")
    }
}
