import Crease
import Testing
import CreasePlaytest

@Suite("LayoutShift")
struct LayoutShiftTests {
    @Test("a move is the farthest corner's displacement", arguments: [
        (Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 0, y: 0, width: 10, height: 10), 0.0),
        (Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 3, y: 4, width: 10, height: 10), 5.0),
        (Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 0, y: 0, width: 16, height: 18), 10.0),
        (Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 2, y: 0, width: 6, height: 10), 2.0),
        (Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 0.0000001, y: 0, width: 10, height: 10), 0.0),
    ])
    func distance(before: Rect, after: Rect, expected: Double) {
        let move = LayoutShift.distance(from: before, to: after)
        #expect(abs(move - expected) < 1e-9, "\(before) → \(after) should move \(expected) pt, got \(move)")
    }

    @Test("sum and max over elements present on both sides")
    func measure() {
        let before = ["a": Rect(x: 0, y: 0, width: 10, height: 10), "b": Rect(x: 50, y: 0, width: 10, height: 10),
                      "gone": Rect(x: 0, y: 0, width: 1, height: 1)]
        let after = ["a": Rect(x: 3, y: 4, width: 10, height: 10), "b": Rect(x: 50, y: 1, width: 10, height: 10),
                     "new": Rect(x: 9, y: 9, width: 1, height: 1)]
        let shift = LayoutShift.measure(before: before, after: after)
        #expect(shift == LayoutShift(sum: 6, max: 5), "a moves 5 and b 1; gone and new do not count; got \(shift)")
        let moved = LayoutShift.movedElements(before: before, after: after)
        #expect(moved.map(\.element) == ["a", "b"], "moved elements should be listed largest first, got \(moved)")
    }

    @Test("identical layouts shift zero")
    func zero() {
        let frames = ["a": Rect(x: 1, y: 2, width: 3, height: 4)]
        #expect(LayoutShift.measure(before: frames, after: frames) == .zero, "an unchanged layout should not shift")
    }
}
