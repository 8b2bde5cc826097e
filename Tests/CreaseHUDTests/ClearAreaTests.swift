import Crease
import CreaseHUD
import Testing

@Suite("ClearArea: the largest part of an area no obstacle covers")
struct ClearAreaTests {
    static let area = Rect(x: 0, y: 0, width: 400, height: 300)
    static let wide = Size(width: 400, height: 250)

    @Test("with nothing in the way the whole area is clear")
    func nothingInTheWay() {
        #expect(ClearArea.largest(in: Self.area, avoiding: [], fitting: Self.wide) == Self.area, "no obstacles should leave the whole area")
        let outside = Rect(x: 500, y: 0, width: 40, height: 40)
        #expect(ClearArea.largest(in: Self.area, avoiding: [outside], fitting: Self.wide) == Self.area, "an obstacle outside should change nothing")
    }

    @Test("a row of buttons along the bottom leaves the band above it")
    func buttonsAlongTheBottom() {
        let buttons = Rect(x: 200, y: 250, width: 190, height: 44)
        let clear = ClearArea.largest(in: Self.area, avoiding: [buttons], fitting: Self.wide)
        #expect(clear == Rect(x: 0, y: 0, width: 400, height: 250), "a wide course should take the band above the buttons, not \(clear)")
        #expect(!clear.intersects(buttons), "the clear piece should not overlap the buttons")
    }

    @Test("a camera in a corner and buttons: the piece clears both")
    func cameraAndButtons() {
        let camera = Rect(x: 350, y: 0, width: 50, height: 60)
        let buttons = Rect(x: 0, y: 260, width: 400, height: 40)
        let clear = ClearArea.largest(in: Self.area, avoiding: [camera, buttons], fitting: Self.wide)
        #expect(!clear.intersects(camera) && !clear.intersects(buttons), "the clear piece \(clear) should avoid the camera and the buttons")
        #expect(Self.area.contains(clear), "the clear piece should lie inside the area")
    }

    @Test("without a content size the piece of largest area wins; with one, the piece that fits it largest")
    func largestAreaOrLargestFit() {
        // A pillar 100 pt from the left edge: 100 × 300 beside it, 260 × 300 on the other side.
        let pillar = Rect(x: 100, y: 0, width: 40, height: 300)
        #expect(ClearArea.largest(in: Self.area, avoiding: [pillar]) == Rect(x: 140, y: 0, width: 260, height: 300),
                "without a content size the larger side should win")
        let tall = Size(width: 1, height: 3)
        let narrow = ClearArea.largest(in: Self.area, avoiding: [pillar, Rect(x: 140, y: 100, width: 260, height: 10)], fitting: tall)
        #expect(narrow == Rect(x: 0, y: 0, width: 100, height: 300), "a tall content should take the full-height strip, not \(narrow)")
    }

    @Test("an area wholly covered leaves an empty rectangle at its centre")
    func nothingLeft() {
        let clear = ClearArea.largest(in: Self.area, avoiding: [Self.area.insetBy(dx: -1, dy: -1)], fitting: Self.wide)
        #expect(clear.isEmpty && clear.origin == Self.area.center, "a covered area should leave an empty rectangle at its centre, not \(clear)")
    }

    @Test("many obstacles keep the pieces few: each is a maximal clear rectangle")
    func manyObstacles() {
        let buttons = (0..<40).map { Rect(x: Double($0 % 8) * 50 + 3, y: Double($0 / 8) * 60 + 3, width: 30, height: 20) }
        let clear = ClearArea.largest(in: Self.area, avoiding: buttons)
        #expect(buttons.allSatisfy { !$0.intersects(clear) } && Self.area.contains(clear), "the piece \(clear) should avoid every button")
        #expect(clear.width * clear.height >= 400 * 37, "the widest band between two rows of buttons should be found, not \(clear)")
    }
}
