import Crease
import CreaseHUD
@testable import CreaseSDL
import Foundation
import Testing

/// A shape's coverage mask, recorded once over the whole shape, replays in any rectangle
/// exactly what sweeping the shape over that rectangle alone gives; the cache makes a mask on
/// a shape's second drawing, replays it after, and keeps within its memory.
@Suite struct CoverageMaskTests {
    /// Shapes of every kind the renderer fills: a circle, a rounded rectangle's ring, a thin
    /// slanted line, a concave star, all off whole pixels.
    private static let shapes: [[[Point]]] = [
        [Outline.circle(center: Point(x: 83.3, y: 61.7), radius: 37.4, count: 64)],
        [Outline.roundedRect(Rect(x: 20.4, y: 110.2, width: 190.5, height: 70.3), radius: 14, segments: 6),
         Outline.roundedRect(Rect(x: 23.4, y: 113.2, width: 184.5, height: 64.3), radius: 11, segments: 6).reversed()],
        [Outline.thickLine(from: Point(x: 5.2, y: 230.9), to: Point(x: 240.6, y: 190.1), width: 1.5)],
        [(0..<10).map { index in
            let angle = Double(index) * .pi / 5, radius = index % 2 == 0 ? 60.0 : 24.0
            return Point(x: 170.5 + radius * sin(angle), y: 70.25 - radius * cos(angle))
        }],
    ]

    /// Every pixel's coverage over `region` as the runs handed to it give it (0 where none).
    private static func values(over region: PixelRect, _ sweep: (_ body: (Int, Int, Int, UnsafeMutablePointer<Float>?, Float) -> Void) -> Void) -> [Float] {
        var values = [Float](repeating: 0, count: region.width * region.height)
        sweep { y, x, count, coverage, constant in
            for column in x..<(x + count) where region.contains(x: column, y: y) {
                values[(y - region.y) * region.width + column - region.x] = coverage.map { $0[column - x] } ?? constant
            }
        }
        return values
    }

    @Test(arguments: [PixelRect(x: 0, y: 0, width: 256, height: 256), PixelRect(x: 61, y: 37, width: 32, height: 32),
                      PixelRect(x: 150, y: 100, width: 9, height: 120), PixelRect(x: 0, y: 176, width: 256, height: 3),
                      PixelRect(x: 200, y: 0, width: 56, height: 256)])
    func replayingGivesWhatSweepingTheRectangleGives(rect: PixelRect) {
        let whole = PixelRect(x: 0, y: 0, width: 256, height: 256)
        var covered = false
        for contours in Self.shapes {
            let rasterizer = CoverageRasterizer()
            _ = rasterizer.staged.stage(contours, .identity)
            rasterizer.begin(whole)
            rasterizer.add(rasterizer.staged)
            let mask = CoverageMask(sweeping: rasterizer, over: whole)
            let replayed = Self.values(over: rect) { mask.replay(within: rect, $0) }
            rasterizer.begin(rect)
            rasterizer.add(rasterizer.staged)
            let swept = Self.values(over: rect) { rasterizer.sweepRuns($0) }
            #expect(replayed == swept, "a mask replayed over \(rect) should give the sweep's values")
            covered = covered || swept.contains { $0 > 0 }
        }
        #expect(covered, "some shape should cover part of \(rect)")
    }

    @Test func aShapeGetsAMaskTheSecondTimeAndReplaysItAfter() {
        var cache = CoverageCache()
        let before = cache.mask(7)
        #expect(before == nil)
        let first = cache.wasSeen(7), second = cache.wasSeen(7)
        #expect(!first, "the first drawing of a shape is only noted")
        #expect(second, "the second finds it noted")
        let rasterizer = CoverageRasterizer()
        _ = rasterizer.staged.stage(Self.shapes[0], .identity)
        let area = PixelRect(x: 0, y: 0, width: 128, height: 128)
        rasterizer.begin(area)
        rasterizer.add(rasterizer.staged)
        let mask = CoverageMask(sweeping: rasterizer, over: area)
        cache.store(mask, for: 7)
        let kept = cache.mask(7)
        #expect(kept === mask)
        #expect(cache.made == 1 && cache.replayed == 1)
        #expect(cache.bytes == mask.bytes)
    }

    @Test func theCacheKeepsWithinItsMemoryDroppingTheLeastRecentlyUsed() {
        var cache = CoverageCache()
        let rasterizer = CoverageRasterizer()
        // A tall thin line: about a run a row, so each mask holds some memory.
        _ = rasterizer.staged.stage([Outline.thickLine(from: Point(x: 1.5, y: 0), to: Point(x: 3.7, y: 4_000), width: 1.3)], .identity)
        let area = PixelRect(x: 0, y: 0, width: 8, height: 4_000)
        for key in UInt64(1)...UInt64(400) {
            rasterizer.begin(area)
            rasterizer.add(rasterizer.staged)
            cache.store(CoverageMask(sweeping: rasterizer, over: area), for: key)
            // The first stays in use, so it is never the least recently used.
            _ = cache.mask(1)
            #expect(cache.bytes <= CoverageCache.byteLimit)
        }
        let used = cache.mask(1), early = cache.mask(2), newest = cache.mask(400)
        #expect(used != nil, "the mask used all along should be kept")
        #expect(early == nil, "an early mask not used since should have been dropped")
        #expect(newest != nil, "the newest should be kept")
    }

    @Test func aShapeKeysByItsCornersAndTheCanvas() {
        var staged = StagedContours()
        _ = staged.stage(Self.shapes[0], .identity)
        let key = staged.geometryKey(width: 256, height: 256)
        #expect(staged.geometryKey(width: 256, height: 256) == key)
        #expect(staged.geometryKey(width: 257, height: 256) != key, "another canvas size is another key")
        _ = staged.stage(Self.shapes[0], .translation(dx: 0.25, dy: 0))
        #expect(staged.geometryKey(width: 256, height: 256) != key, "a shape moved a quarter pixel is another key")
    }

    @Test("a square run one way and the other way, corners differing only in sign, are two keys")
    func aShapeRunTheOtherWayIsAnotherKey() {
        // Corners of ±65,536 px (where contours reaching further are cut) differ only in
        // their sign bit: the two runs of the same square wind opposite ways.
        let r = 65_536.0
        let one = [Point(x: r, y: -r), Point(x: r, y: r), Point(x: -r, y: r), Point(x: -r, y: -r)]
        let other = [Point(x: r, y: r), Point(x: r, y: -r), Point(x: -r, y: -r), Point(x: -r, y: r)]
        var staged = StagedContours()
        _ = staged.stage([one], .identity)
        let key = staged.geometryKey(width: 160, height: 120)
        _ = staged.stage([other], .identity)
        #expect(staged.geometryKey(width: 160, height: 120) != key, "the square run the other way should be another key")
    }
}
