import Crease
import Testing
@testable import MiniGolfScene

@Suite("ClearArea: the largest part of a pane no obstacle covers")
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
}
