import Crease
import Testing
@testable import MiniGolfScene

@Suite("CourseView: course units to display points")
struct CourseViewTests {
    @Test("the course keeps its aspect ratio, centred in the area less the margin")
    func fitting() {
        let view = CourseView(fitting: Size(width: 400, height: 250), in: Rect(x: 100, y: 0, width: 812, height: 1012), margin: 6)
        #expect(view.scale == 2, "800 pt across for 400 units should be a scale of 2, not \(view.scale)")
        #expect(view.frame == Rect(x: 106, y: 256, width: 800, height: 500), "the course should be centred, not at \(view.frame)")
    }

    @Test("display and course points map back and forth")
    func roundTrip() {
        let view = CourseView(fitting: Size(width: 400, height: 250), in: Rect(x: 30, y: 40, width: 500, height: 400))
        let point = Point(x: 123, y: 45)
        let back = view.course(view.display(point))
        #expect(abs(back.x - point.x) < 1e-9 && abs(back.y - point.y) < 1e-9, "a course point should survive the round trip, not become \(back)")
    }
}
