import Crease
import CreaseHUD
import Testing

@Suite struct AnchorTests {
    static let area = Rect(x: 10, y: 20, width: 200, height: 100)
    static let size = Size(width: 40, height: 20)

    /// The nine presets place a 40 × 20 element in a 200 × 100 area at (10, 20).
    @Test(arguments: zip(Anchor.presets, [
        Point(x: 10, y: 20), Point(x: 90, y: 20), Point(x: 170, y: 20),
        Point(x: 10, y: 60), Point(x: 90, y: 60), Point(x: 170, y: 60),
        Point(x: 10, y: 100), Point(x: 90, y: 100), Point(x: 170, y: 100),
    ]))
    func presetsPlaceTheMatchingPoint(_ anchor: Anchor, _ origin: Point) {
        let frame = anchor.place(Self.size, in: Self.area)
        #expect(frame.origin == origin, "\(anchor) should put the element's origin at \(origin), got \(frame.origin).")
        #expect(frame.size == Self.size, "Anchoring never changes the size.")
    }

    @Test func offsetsMoveFromTheAnchoredPlace() {
        let frame = Anchor.bottomTrailing.place(Self.size, in: Self.area, offset: Point(x: -5, y: -8))
        #expect(frame.origin == Point(x: 165, y: 92), "An offset moves the anchored frame by exactly its amount.")
    }
}
