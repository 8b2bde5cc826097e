import Crease
import Foundation
import Testing

@Suite("EdgeInsets")
struct EdgeInsetsTests {
    @Test("mirroring swaps leading and trailing only")
    func mirrored() {
        let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(insets.mirrored == EdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2),
                "mirrored insets should swap leading (2) and trailing (4)")
    }

    @Test("turning counter-clockwise: trailing becomes top, top becomes leading")
    func turned() {
        let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(insets.turnedCounterClockwise == EdgeInsets(top: 4, leading: 1, bottom: 2, trailing: 3),
                "after a quarter turn counter-clockwise the insets should read 4/1/2/3")
    }

    @Test("missing fields decode as zero")
    func decodesPartial() throws {
        let insets = try JSONDecoder().decode(EdgeInsets.self, from: Data(#"{"leading": 8}"#.utf8))
        #expect(insets == EdgeInsets(leading: 8), "only leading should be set")
    }

    @Test("rect inset shrinks by each edge")
    func rectInset() {
        let rect = Rect(x: 0, y: 0, width: 40, height: 40).inset(by: EdgeInsets(all: 8))
        #expect(rect == Rect(x: 8, y: 8, width: 24, height: 24), "40 × 40 inset by 8 should be 24 × 24 at (8, 8)")
    }
}
