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

    @Test("on every bundled hole the open cells are those a test of every cell against every wall finds")
    func openCellsMatchTheExhaustiveTest() throws {
        for course in try TestSupport.bundledCourses() {
            let tuning = PhysicsTuning()
            let field = DistanceField(course: course, tuning: tuning)
            let geometry = CourseGeometry(course: course, tuning: tuning)
            var expected: [Bool] = []
            for row in 0..<field.rows {
                for column in 0..<field.columns {
                    let center = Point(x: (Double(column) + 0.5) * field.cellSize, y: (Double(row) + 0.5) * field.cellSize)
                    guard geometry.isInBounds(center), geometry.surface(at: center) != .water else { expected.append(false); continue }
                    let blocked = geometry.staticSegments.contains { segment in
                        Polygon.distance(from: center, toSegment: segment.a, segment.b) < tuning.ballRadius
                    }
                    let insideIsland = course.walls.contains { $0.closed && Polygon.contains($0.points, center) }
                    expected.append(!blocked && !insideIsland)
                }
            }
            let differing = zip(field.open, expected).filter { $0 != $1 }.count
            #expect(differing == 0, "\(course.name): \(differing) cells differ from the exhaustive test")
            #expect(expected.contains(true) && expected.contains(false), "\(course.name): expected open and closed cells")
        }
    }
}
