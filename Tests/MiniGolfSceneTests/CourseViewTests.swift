import Crease
import MiniGolfCore
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

    @Test("every corner of every hole's fence and walls has a round joint, and a rail's free end has none")
    func wallCornersAreJoined() throws {
        let device = try TestSupport.device("duo", .tabletop)
        let (game, _) = TestSupport.game(on: device)
        for course in game.match.courses {
            let art = HoleArt(course: course)
            let joints = Set(art.joints)
            #expect(Set(course.boundary).isSubset(of: joints), "\(course.name): every corner of the fence should be joined")
            for wall in course.walls where !wall.closed {
                guard let first = wall.points.first, let last = wall.points.last else { continue }
                #expect(Set(wall.points.dropFirst().dropLast()).isSubset(of: joints), "\(course.name): a rail's bends should be joined")
                let elsewhere = art.segments.filter { !wall.points.contains($0.0) && !wall.points.contains($0.1) }
                for end in [first, last] where !elsewhere.contains(where: { $0.0 == end || $0.1 == end }) {
                    #expect(!joints.contains(end), "\(course.name): a rail's free end at \(end) should stay square")
                }
            }
        }
    }
}
