import Crease
import CreaseHUD
@testable import CreaseSDL
import Testing

/// The text cache: a steady frame rasterizes nothing and makes no textures; the cache is bounded.
@MainActor
@Suite struct TextCacheTests {
    private func hud() -> DrawList {
        var list = DrawList()
        for (index, text) in ["Score 1200", "Lives 3", "Pause", "Fleet ready", "Enemy waters"].enumerated() {
            list.text(text, at: Point(x: 20, y: 20 + Double(index) * 30), font: index == 0 ? .title : .body, .white)
        }
        list.text("Score 1200", at: Point(x: 400, y: 20), font: .title, .occlusionRed, alignment: .right)
        return list
    }

    @Test func aSteadyFrameMakesNoTextures() throws {
        let host = try TestSupport.host()
        host.emulator.showsRegionOverlay = true
        host.emulator.showsHelp = true
        try host.render(hud())
        try host.present()
        let warm = host.textStatistics
        #expect(warm.texturesCreated > 0, "expected the first frame to create text textures")
        for _ in 0..<3 {
            try host.render(hud())
            try host.present()
        }
        let steady = host.textStatistics
        #expect(steady.texturesCreated == warm.texturesCreated,
                "expected no new text textures in steady frames, went from \(warm.texturesCreated) to \(steady.texturesCreated)")
        #expect(steady.rasterizations == warm.rasterizations,
                "expected no glyph rasterizing in steady frames, went from \(warm.rasterizations) to \(steady.rasterizations)")
        #expect(steady.hits > warm.hits, "expected steady frames to be served from the cache")
    }

    @Test func theCacheIsBounded() throws {
        let host = try TestSupport.host()
        var list = DrawList()
        for index in 0..<700 {
            list.text("label \(index)", at: Point(x: 10, y: 10), font: .caption)
        }
        try host.render(list)
        let statistics = host.textStatistics
        #expect(statistics.evictions > 0, "expected 700 distinct strings to evict from a 512-entry cache")
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
