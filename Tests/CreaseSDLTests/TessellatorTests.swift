import Crease
@testable import CreaseSDL
import Testing

/// Shapes to triangles, without SDL.
@Suite struct TessellatorTests {
    @Test func fanMakesOneTrianglePerCornerPastTwo() {
        let square = [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1)]
        #expect(Tessellator.fan(square).count == 6, "expected two triangles for a square")
        #expect(Tessellator.fan(Array(square.prefix(2))).isEmpty, "expected nothing for a degenerate polygon")
    }

    @Test func roundedOutlineStaysInsideItsRectangle() {
        let rect = Rect(x: 10, y: 10, width: 100, height: 40)
        let outline = Tessellator.roundedRectOutline(rect, radius: 30, segments: 6)
        #expect(outline.allSatisfy { $0.x >= 10 - 1e-9 && $0.x <= 110 + 1e-9 && $0.y >= 10 - 1e-9 && $0.y <= 50 + 1e-9 },
                "expected every corner of the outline inside \(rect)")
    }

    @Test func pixelSnappingSharesNoPixelBetweenNeighbours() {
        let transform = PixelTransform(scale: 1)
        let left = transform.pixelRect(Rect(x: 0, y: 0, width: 459.5, height: 10))
        let right = transform.pixelRect(Rect(x: 459.5, y: 0, width: 32, height: 10))
        #expect(left.x + left.width == right.x, "expected \(left) and \(right) to meet without overlap")
        #expect(right.width == 32, "expected a 32 pt fold to cover 32 px at scale 1, got \(right)")
    }
}
