import Crease
import Testing
@testable import MiniGolfScene

@Suite("Triangulation: ear clipping for course outlines")
struct TriangulationTests {
    static func area(_ polygon: [Point]) -> Double { abs(Triangulation.signedArea(polygon)) / 2 }

    @Test("an L-shaped fence splits into triangles covering exactly its area, either winding",
          arguments: [false, true])
    func lShape(reversed: Bool) {
        var fence = [Point(x: 0, y: 0), Point(x: 200, y: 0), Point(x: 200, y: 100), Point(x: 100, y: 100),
                     Point(x: 100, y: 250), Point(x: 0, y: 250)]
        if reversed { fence.reverse() }
        let triangles = Triangulation.triangles(of: fence)
        #expect(triangles.count == fence.count - 2, "a simple hexagon should give four triangles, not \(triangles.count)")
        let covered = triangles.map { Self.area([fence[$0.0], fence[$0.1], fence[$0.2]]) }.reduce(0, +)
        #expect(abs(covered - Self.area(fence)) < 1e-6, "the triangles should cover the L's area \(Self.area(fence)), not \(covered)")
    }

    @Test("fewer than three points give no triangles")
    func degenerate() {
        #expect(Triangulation.triangles(of: [Point(x: 0, y: 0), Point(x: 1, y: 1)]).isEmpty, "two points should give nothing")
    }
}
