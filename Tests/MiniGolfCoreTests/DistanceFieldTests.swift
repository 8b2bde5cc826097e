import Crease
import Testing
@testable import MiniGolfCore

@Suite("DistanceField: rolling distance to the cup round walls and water")
struct DistanceFieldTests {
    @Test("on open grass the distance is about the straight line")
    func open() {
        let course = TestSupport.box(cup: Point(x: 350, y: 125))
        let field = DistanceField(course: course)
        let distance = field.distance(at: Point(x: 50, y: 125))
        #expect(abs(distance - 300) < 8, "300 units of open grass should measure about 300, got \(distance)")
    }

    @Test("round the dogleg the distance is longer than the straight line, and the path turns the corner")
    func dogleg() throws {
        let course = try TestSupport.bundledCourses()[1]
        let field = DistanceField(course: course)
        let tee = course.tee
        let distance = field.distance(at: tee)
        #expect(distance > tee.distance(to: course.cup) + 20, "the dogleg should measure longer than the straight line (\(distance))")
        let path = field.pathToCup(from: tee)
        #expect(path.last.map { $0.distance(to: course.cup) < 8 } == true, "the path should end at the cup")
        #expect(path.allSatisfy { CourseGeometry(course: course).isInBounds($0) }, "the path should stay inside the fence")
    }

    @Test("water is not a way through")
    func water() throws {
        let course = try TestSupport.bundledCourses()[3]
        let field = DistanceField(course: course)
        let geometry = CourseGeometry(course: course)
        #expect(field.pathToCup(from: course.tee).allSatisfy { geometry.surface(at: $0) != .water }, "the path should go round the pond")
    }
}
