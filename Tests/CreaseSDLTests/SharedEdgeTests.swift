import Crease
import CreaseHUD
@testable import CreaseSDL
import Testing

/// A mesh's shared sides cancel: leaving them out gives the coverage of adding them, bit for
/// bit, and only sides two triangles share in opposite directions are left out.
@Suite struct SharedEdgeTests {
    /// A grid of quads, each split on a diagonal, over corners jittered off whole pixels, with
    /// a ragged fan (a tile cut by fog) and a lone triangle overlapping it.
    private static func mesh() -> [[Point]] {
        let columns = 7, rows = 5
        func corner(_ i: Int, _ j: Int) -> Point {
            let jitter = Double((i * 7 + j * 13) % 11) * 0.37
            return Point(x: 10.3 + Double(i) * 41.7 + jitter, y: 8.9 + Double(j) * 37.1 - jitter * 0.6)
        }
        var triangles: [[Point]] = []
        for i in 0..<columns {
            for j in 0..<rows {
                let a = corner(i, j), b = corner(i + 1, j), c = corner(i + 1, j + 1), d = corner(i, j + 1)
                if (i + j) % 2 == 0 {
                    triangles += [[a, b, c], [a, c, d]]
                } else {
                    triangles += [[a, b, d], [b, c, d]]
                }
            }
        }
        let fan = [Point(x: 40.2, y: 200.1), Point(x: 90.6, y: 190.4), Point(x: 130.9, y: 230.2), Point(x: 100.1, y: 280.7), Point(x: 35.5, y: 260.3)]
        for k in 1..<(fan.count - 1) { triangles.append([fan[0], fan[k], fan[k + 1]]) }
        triangles.append([Point(x: 60.5, y: 210.5), Point(x: 250.2, y: 150.8), Point(x: 200.7, y: 290.1)])
        return triangles
    }

    /// Every pixel's coverage over the region, from the sweep's runs.
    private static func coverage(cancelling: Bool, region: PixelRect) -> (values: [Float], cancelled: Int) {
        let rasterizer = CoverageRasterizer()
        _ = rasterizer.staged.stage(mesh(), .identity)
        if cancelling { rasterizer.staged.cancelSharedEdges() }
        rasterizer.begin(region)
        rasterizer.add(rasterizer.staged)
        var values = [Float](repeating: 0, count: region.width * region.height)
        rasterizer.sweepRuns { y, x, count, coverage, constant in
            for column in x..<(x + count) {
                values[(y - region.y) * region.width + column - region.x] = coverage.map { $0[column - x] } ?? constant
            }
        }
        return (values, rasterizer.staged.cancelled.filter { $0 }.count)
    }

    @Test(arguments: [PixelRect(x: 0, y: 0, width: 320, height: 300), PixelRect(x: 97, y: 41, width: 64, height: 90)])
    func leavingSharedSidesOutChangesNoPixel(region: PixelRect) {
        let with = Self.coverage(cancelling: true, region: region)
        let without = Self.coverage(cancelling: false, region: region)
        #expect(with.values == without.values)
        // The grid's inner sides: 6 × 5 vertical, 7 × 4 horizontal, one diagonal per quad; the
        // fan's 2 inner sides. Each is left out from both of its triangles.
        #expect(with.cancelled == 2 * (6 * 5 + 7 * 4 + 7 * 5 + 2))
        #expect(without.cancelled == 0)
        #expect(with.values.contains { $0 > 0.5 })
    }

    @Test func sidesRunningTheSameWayStay() {
        // Two copies of one triangle: nothing cancels, and the winding clamps to full.
        let rasterizer = CoverageRasterizer()
        let triangle = [Point(x: 1.5, y: 1.5), Point(x: 30.2, y: 4.1), Point(x: 12.7, y: 25.3)]
        _ = rasterizer.staged.stage([triangle, triangle], .identity)
        rasterizer.staged.cancelSharedEdges()
        #expect(rasterizer.staged.cancelled.isEmpty)
    }
}
