import Crease
import CreaseHUD
import Testing

@Suite struct StackTests {
    @Test func rowPlacesChildrenFromTheLeadingEdge() {
        let frames = Stack.arrange([Size(width: 50, height: 44), Size(width: 30, height: 20)],
                                   in: Rect(x: 0, y: 0, width: 200, height: 44), axis: .horizontal, spacing: 10)
        #expect(frames == [Rect(x: 0, y: 0, width: 50, height: 44), Rect(x: 60, y: 12, width: 30, height: 20)],
                "Children follow each other 10 pt apart, centred across, got \(frames).")
    }

    @Test func fillChildrenShareTheRest() {
        let frames = Stack.arrange([Size(width: 0, height: 0), Size(width: 0, height: 10), Size(width: 100, height: 10)],
                                   in: Rect(x: 0, y: 0, width: 300, height: 40), axis: .horizontal, spacing: 0)
        #expect(frames.map(\.width) == [100, 100, 100], "Two fill children share the 200 pt left, got \(frames).")
    }

    @Test func columnContentSize() {
        let size = Stack.contentSize(of: [Size(width: 50, height: 44), Size(width: 80, height: 44)], axis: .vertical, spacing: 8)
        #expect(size == Size(width: 80, height: 96), "A column is as wide as its widest child and as tall as all plus gaps.")
    }

    @Test func rowsMoveAsAGroup() throws {
        let hud = HUD(elements: [.row("dpad", [.button("left", "<"), .button("right", ">")]).anchored(.bottomLeading)])
        let layout = hud.layout(in: Fixtures.proxy(Fixtures.device("duo", .tabletop)))
        let left = try #require(layout["left"]), right = try #require(layout["right"]), row = try #require(layout["dpad"])
        #expect(left.minX == row.minX && right.maxX == row.maxX, "Children fill their row from end to end.")
        #expect(left.width >= 44 && left.height >= 44, "Buttons are at least 44 × 44 pt, got \(left).")
    }
}
