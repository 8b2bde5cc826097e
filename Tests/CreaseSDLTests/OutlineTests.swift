import Crease
import Foundation
@testable import CreaseSDL
import Testing

/// Shapes to outlines, without SDL.
@Suite struct OutlineTests {
    @Test func roundedOutlineStaysInsideItsRectangle() {
        let rect = Rect(x: 10, y: 10, width: 100, height: 40)
        let outline = Outline.roundedRect(rect, radius: 30, segments: 6)
        #expect(outline.allSatisfy { $0.x >= 10 - 1e-9 && $0.x <= 110 + 1e-9 && $0.y >= 10 - 1e-9 && $0.y <= 50 + 1e-9 },
                "expected every corner of the outline inside \(rect)")
    }

    @Test func aCirclesPolygonHasTheCirclesArea() {
        for radius in [2.0, 7.5, 40, 300] {
            let count = 4 * Outline.segmentsPerQuarter(radiusInPixels: radius)
            let area = abs(Outline.signedArea(Outline.circle(center: .zero, radius: radius, count: count))) / 2
            let exact = Double.pi * radius * radius
            #expect(abs(area - exact) / exact < 1e-9, "expected a \(count)-gon for r = \(radius) to have area \(exact), got \(area)")
        }
    }

    @Test func curvesStayWithinAtwentiethOfAPixel() {
        for radius in [3.0, 20, 120] {
            let quarter = Outline.segmentsPerQuarter(radiusInPixels: radius)
            let step = Double.pi / 2 / Double(quarter)
            let sagitta = radius * (1 - cos(step / 2))
            #expect(sagitta <= 0.05 + 1e-9 || quarter == 64, "expected r = \(radius) px with \(quarter) segments a quarter to stay within 0.05 px, off by \(sagitta)")
        }
    }

    @Test func pixelSnappingSharesNoPixelBetweenNeighbours() {
        let transform = PixelTransform(scale: 1)
        let left = transform.pixelRect(Rect(x: 0, y: 0, width: 459.5, height: 10))
        let right = transform.pixelRect(Rect(x: 459.5, y: 0, width: 32, height: 10))
        #expect(left.x + left.width == right.x, "expected \(left) and \(right) to meet without overlap")
        #expect(right.width == 32, "expected a 32 pt fold to cover 32 px at scale 1, got \(right)")
    }
}
