import Crease
import Testing
@testable import MiniGolfCore

@Suite("WallSegment: the swept circle's time of impact")
struct WallSegmentTests {
    static let wall = WallSegment(Point(x: 0, y: 0), Point(x: 100, y: 0), restitution: 0.7, grip: 1)

    /// A move of a radius-4 ball and when (if ever) it should first touch the wall from (0,0) to (100,0).
    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var from: Point
        var move: Point
        var t: Double?
        var normal: Point?
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(name: "straight down onto the face", from: Point(x: 50, y: 20), move: Point(x: 0, y: -32), t: 0.5, normal: Point(x: 0, y: 1)),
        Case(name: "up onto the face from below", from: Point(x: 50, y: -20), move: Point(x: 0, y: 32), t: 0.5, normal: Point(x: 0, y: -1)),
        Case(name: "a long move right through it", from: Point(x: 50, y: 104), move: Point(x: 0, y: -1000), t: 0.1, normal: Point(x: 0, y: 1)),
        Case(name: "end-on into the left cap", from: Point(x: -24, y: 0), move: Point(x: 40, y: 0), t: 0.5, normal: Point(x: -1, y: 0)),
        Case(name: "parallel, clear of it", from: Point(x: -20, y: 10), move: Point(x: 200, y: 0), t: nil, normal: nil),
        Case(name: "moving away", from: Point(x: 50, y: 10), move: Point(x: 0, y: 50), t: nil, normal: nil),
        Case(name: "stopping short", from: Point(x: 50, y: 40), move: Point(x: 0, y: -20), t: nil, normal: nil),
        Case(name: "passing beyond the end", from: Point(x: 110, y: 20), move: Point(x: 0, y: -40), t: nil, normal: nil),
    ]

    @Test("impacts are found on the face and the caps, and only there", arguments: cases)
    func impact(test: Case) {
        let impact = Self.wall.timeOfImpact(from: test.from, moving: test.move, radius: 4)
        #expect((impact == nil) == (test.t == nil), "\(test.name): expected \(test.t.map { "a hit at \($0)" } ?? "no hit"), got \(String(describing: impact))")
        if let impact, let t = test.t, let normal = test.normal {
            #expect(abs(impact.t - t) < 1e-9, "\(test.name): the hit should come at t = \(t), not \(impact.t)")
            #expect(impact.normal.distance(to: normal) < 1e-9, "\(test.name): the normal should be \(normal), not \(impact.normal)")
        }
    }

    @Test("a blade's velocity grows with distance from its centre and is square to it")
    func rotatingVelocity() {
        let blade = WallSegment(Point(x: 0, y: 0), Point(x: 10, y: 0), motion: .rotating(center: .zero, angularVelocity: 2),
                                restitution: 0.6, grip: 1)
        #expect(blade.velocity(at: Point(x: 10, y: 0)) == Point(x: 0, y: 20), "the tip at 10 turning 2 rad/s should move at (0, 20)")
    }
}
