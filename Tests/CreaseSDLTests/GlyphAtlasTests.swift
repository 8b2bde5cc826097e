import Crease
import CreaseHUD
@testable import CreaseSDL
import Testing

/// The glyph atlas: each glyph rasterized once, labels that change every frame rasterize
/// nothing new after warm-up and create no texture, and the atlas stays within its pages.
@MainActor
@Suite struct GlyphAtlasTests {
    /// A HUD whose every label changes every frame: scores, timers, percentages.
    private func hud(frame: Int) -> DrawList {
        var list = DrawList()
        for index in 0..<32 {
            let value = frame * 7919 + index * 104_729
            list.text("Score \(value % 100_000) · \(value % 60)s · \(value % 101)%", at: Point(x: 20, y: 20 + Double(index) * 24),
                      font: index.isMultiple(of: 2) ? .body : .title, .white)
        }
        return list
    }

    @Test func labelsThatChangeEveryFrameRasterizeNothingAfterWarmUp() throws {
        let host = try TestSupport.host()
        for frame in 0..<20 {
            try host.render(hud(frame: frame))
            try host.present()
        }
        let warm = host.textStatistics
        let texturesBefore = host.presenter.texturesCreated
        let pagesBefore = host.drawer.glyphs.pageCount
        #expect(warm.rasterizations > 0, "expected the warm-up to rasterize glyphs")
        for frame in 20..<80 {
            try host.render(hud(frame: frame))
            try host.present()
        }
        let steady = host.textStatistics
        #expect(steady.rasterizations == warm.rasterizations,
                "expected no glyph rasterized once every digit was seen, went from \(warm.rasterizations) to \(steady.rasterizations)")
        #expect(host.drawer.glyphs.pageCount == pagesBefore,
                "expected no new atlas page once warm, went from \(pagesBefore) to \(host.drawer.glyphs.pageCount)")
        #expect(host.presenter.texturesCreated == texturesBefore,
                "expected no texture created while the labels changed, got \(host.presenter.texturesCreated - texturesBefore)")
        #expect(steady.hits > warm.hits, "expected the steady frames to be served from the atlas")
        // Each new label is shaped once: measuring its bounds and drawing it share the line.
        #expect(steady.shapings - warm.shapings == 60 * 32,
                "expected each of the 60 frames' 32 new labels shaped once, got \(steady.shapings - warm.shapings) shapings")
    }

    @Test func aSteadyFrameInEveryScriptShapesAndRasterizesNothing() throws {
        let host = try TestSupport.host()
        var list = DrawList()
        for (index, text) in ["مرحبا بالعالم", "שלום עולם", "नमस्ते दुनिया", "Score ١٢٣ points", "12:30"].enumerated() {
            list.text(text, at: Point(x: 20, y: 20 + Double(index) * 30), font: index.isMultiple(of: 2) ? .body : .title, .white,
                      direction: .rightToLeft)
        }
        try host.render(list)
        let drawn = host.textStatistics
        #expect(drawn.shapings >= 5, "expected the five labels shaped, got \(drawn.shapings) shapings")
        // Measuring reads the line drawing shaped.
        _ = host.textMeasurer.measure("12:30", font: .body, direction: .rightToLeft)
        _ = host.textMeasurer.measure("שלום עולם", font: .title)
        let warm = host.textStatistics
        #expect(warm.shapings == drawn.shapings, "expected measuring a drawn label to shape nothing, got \(warm.shapings - drawn.shapings)")
        for _ in 0..<10 {
            try host.render(list)
            try host.present()
        }
        let steady = host.textStatistics
        #expect(steady.shapings == warm.shapings && steady.rasterizations == warm.rasterizations,
                "expected steady frames to shape and rasterize nothing, got \(steady.shapings - warm.shapings) shapings and \(steady.rasterizations - warm.rasterizations) rasterizations")
    }

    @Test func eachGlyphIsRasterizedOnce() throws {
        let host = try TestSupport.host()
        var list = DrawList()
        list.text("aaaa bbbb aaaa", at: Point(x: 10, y: 10), font: .body)
        try host.render(list)
        #expect(host.textStatistics.rasterizations == 3, "expected 'a', 'b' and the space rasterized once each, got \(host.textStatistics.rasterizations)")
    }

    @Test func aRunOfSpacesDrawsTwiceWithoutAPage() throws {
        let host = try TestSupport.host()
        var list = DrawList()
        list.text("   ", at: Point(x: 10, y: 10), font: .body)
        for _ in 0..<2 { try host.render(list) }
        #expect(host.drawer.glyphs.pageCount == 0, "expected spaces to need no atlas page")
        #expect(host.textStatistics.rasterizations == 1, "expected the space measured once, got \(host.textStatistics.rasterizations)")
    }

    @Test func theAtlasStaysWithinItsPages() throws {
        let host = try TestSupport.host(scale: 2)
        let atlas = host.drawer.glyphs
        // Thousands of distinct glyphs at large sizes: far more than the pages hold.
        for size in [60.0, 72, 90] {
            var list = DrawList()
            for block in 0..<8 {
                let scalars = (0..<120).compactMap { Unicode.Scalar(0x100 + block * 120 + $0) }
                list.text(String(String.UnicodeScalarView(scalars)), at: Point(x: 0, y: Double(block) * 40), font: Font(size: size, weight: .regular))
            }
            try host.render(list)
        }
        #expect(atlas.pageCount <= atlas.pageLimit, "expected at most \(atlas.pageLimit) pages, got \(atlas.pageCount)")
        #expect(atlas.statistics.evictions > 0, "expected the full atlas to evict its least recently used pages")
        #expect(host.cacheUsage.isWithinBounds, "expected every cache within its bounds, got \(host.cacheUsage)")
    }

    @Test func textIsDrawnAsWideAsItIsMeasured() throws {
        let host = try TestSupport.host()
        host.emulator.showsHardware = false
        var list = DrawList()
        let font = Font.title
        list.text("Battlefleet 1234", at: Point(x: 20, y: 20), font: font, .white)
        try host.render(list)
        let image = try host.readPixels()
        let measured = host.textMeasurer.measure("Battlefleet 1234", font: font)
        var minX = Int.max, maxX = Int.min
        for y in 20..<Int(20 + measured.height) {
            for x in 0..<400 where TestSupport.isForeground(image[x, y]) { minX = min(minX, x); maxX = max(maxX, x) }
        }
        #expect(abs(Double(minX) - 20) <= 3 && abs(Double(maxX + 1) - (20 + measured.width)) <= 3,
                "expected the ink to span the measured \(measured.width) pt from x = 20, got \(minX)…\(maxX)")
    }

    @Test func measurerIsIndependentOfZoom() throws {
        let small = try TestSupport.host(scale: 0.5)
        let large = try TestSupport.host(scale: 2)
        let a = small.textMeasurer.measure("Battlefleet", font: .body)
        let b = large.textMeasurer.measure("Battlefleet", font: .body)
        #expect(a == b, "expected the same size in points at any zoom, got \(a) and \(b)")
        #expect(a.width > 50 && a.width < 150 && a.height > 15 && a.height < 25, "expected 'Battlefleet' at 17 pt to be about 100 × 20 pt, got \(a)")
    }
}
