import Crease
import Testing

@Suite("Rect")
struct RectTests {
    @Test("edges, centres and size read back what was given")
    func edges() {
        let rect = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect([rect.minX, rect.midX, rect.maxX] == [10, 25, 40], "x edges should be 10, 25, 40")
        #expect([rect.minY, rect.midY, rect.maxY] == [20, 40, 60], "y edges should be 20, 40, 60")
        #expect(rect.width == 30 && rect.height == 40, "size should be 30 × 40")
    }

    @Test("intersects: overlap counts, shared edges do not", arguments: [
        (Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 5, y: 5, width: 10, height: 10), true),
        (Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 10, y: 0, width: 10, height: 10), false),
        (Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 0, y: 10, width: 10, height: 10), false),
        (Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 20, y: 20, width: 1, height: 1), false),
        // A zero-thickness line through the interior counts (the flat fold)…
        (Rect(x: 0, y: 0, width: 951, height: 720), Rect(x: 475.5, y: 0, width: 0, height: 720), true),
        // …but not one that only runs along an edge.
        (Rect(x: 0, y: 0, width: 475.5, height: 720), Rect(x: 475.5, y: 0, width: 0, height: 720), false),
    ])
    func intersects(a: Rect, b: Rect, expected: Bool) {
        #expect(a.intersects(b) == expected, "\(a) and \(b) should \(expected ? "" : "not ")intersect")
        #expect(b.intersects(a) == expected, "intersects should be symmetric for \(a) and \(b)")
    }

    @Test("intersection is the shared part, or nil")
    func intersection() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(a.intersection(Rect(x: 5, y: -5, width: 10, height: 10)) == Rect(x: 5, y: 0, width: 5, height: 5),
                "the overlap of (0,0,10×10) and (5,-5,10×10) should be (5,0,5×5)")
        #expect(a.intersection(Rect(x: 10, y: 0, width: 5, height: 5)) == nil, "edge-touching rectangles share nothing")
    }

    @Test("contains: points on the top-left edges count, on the bottom-right do not")
    func containsPoint() {
        let rect = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(rect.contains(Point(x: 0, y: 0)), "the origin lies inside")
        #expect(rect.contains(Point(x: 9.99, y: 5)), "a point just left of maxX lies inside")
        #expect(!rect.contains(Point(x: 10, y: 5)), "a point on maxX lies outside, so neighbours never share it")
        #expect(rect.contains(Rect(x: 0, y: 0, width: 10, height: 10)), "a rectangle contains itself")
        #expect(!rect.contains(Rect(x: 5, y: 5, width: 10, height: 1)), "a rectangle sticking out is not contained")
    }

    @Test("mirroring measures x from the right edge")
    func mirrored() {
        let camera = Rect(x: 897, y: 6, width: 40, height: 40)
        #expect(camera.mirrored(inWidth: 951) == Rect(x: 14, y: 6, width: 40, height: 40),
                "x' = 951 - 937 should be 14")
    }

    @Test("turning a quarter counter-clockwise moves the right edge to the top")
    func turned() {
        let container = Size(width: 951, height: 720)
        let camera = Rect(x: 897, y: 6, width: 40, height: 40)
        #expect(camera.turnedCounterClockwise(inContainerOf: container) == Rect(x: 6, y: 14, width: 40, height: 40),
                "a camera at the top-right of a landscape display should end at the top-left of the portrait one")
        let fold = Rect(x: 459.5, y: 0, width: 32, height: 720)
        #expect(fold.turnedCounterClockwise(inContainerOf: container) == Rect(x: 0, y: 459.5, width: 720, height: 32),
                "a vertical fold should become a horizontal one")
    }

    @Test("Codable writes x, y, width, height")
    func codable() throws {
        let rect = Rect(x: 1, y: 2, width: 3, height: 4)
        let data = try JSONEncoder().encode(rect)
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Double]
        #expect(object == ["x": 1, "y": 2, "width": 3, "height": 4], "a rect should encode flat")
        #expect(try JSONDecoder().decode(Rect.self, from: data) == rect, "a rect should decode to itself")
    }

    static let pointStrings: [(Double, String)] = [(475.5, "475.5"), (0, "0"), (720, "720"), (-3.25, "-3.25"), (1.0 / 3, "0.33")]

    @Test("points print compactly", arguments: pointStrings)
    func pointString(value: Double, expected: String) {
        #expect(value.pointString == expected, "\(value) should print as \(expected)")
    }
}

import Foundation
