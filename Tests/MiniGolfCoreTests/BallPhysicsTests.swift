import Crease
import Foundation
import Testing
@testable import MiniGolfCore

@Suite("BallPhysics: friction, walls, cup, water, sand")
struct BallPhysicsTests {
    static let tuning = PhysicsTuning()

    @Test("on flat grass with only walls, the ball's speed never grows from one substep to the next",
          arguments: stride(from: 0.0, to: 360.0, by: 15.0).map { $0 })
    func energyNeverGrowsOnFlatGround(degrees: Double) {
        // The cup is placed out of reach, so every shot rolls, bounces and stops.
        let geometry = CourseGeometry(course: TestSupport.box(cup: Point(x: 25, y: 25)))
        var ball = Ball(restingAt: Point(x: 200, y: 125))
        BallPhysics.strike(&ball, angle: degrees * Double.pi / 180, speed: Self.tuning.maxSpeed)
        var previous = ball.speed
        var grew: [Double] = []
        let events = TestSupport.roll(&ball, on: geometry) { ball, _ in
            if ball.speed > previous * (1 + 1e-12) { grew.append(ball.speed - previous) }
            previous = ball.speed
        }
        #expect(grew.isEmpty, "at \(degrees)°, speed should never grow on flat ground without input; it grew \(grew.count) times")
        #expect(ball.phase == .resting, "at \(degrees)°, a full-power ball should come to rest on flat ground")
        #expect(events.contains(.stopped), "at \(degrees)°, the roll should end with a stopped event")
    }

    /// Every wall angle from 0° to 180° in 5° steps, each hit head-on and at 40° either side.
    static let wallAngles = stride(from: 0.0, through: 180.0, by: 5.0).map { $0 }

    @Test("no tunnelling: a ball at full power (and four times it) never passes a thin wall at any angle",
          arguments: wallAngles)
    func noTunnelling(wallDegrees: Double) {
        let center = Point(x: 300, y: 300)
        let along = Point(x: cos(wallDegrees * Double.pi / 180), y: sin(wallDegrees * Double.pi / 180))
        let a = center - along * 120, b = center + along * 120
        let course = Course(name: "Wall", par: 3, size: Size(width: 600, height: 600),
                            tee: Point(x: 40, y: 40), cup: Point(x: 560, y: 560),
                            boundary: [Point(x: 5, y: 5), Point(x: 595, y: 5), Point(x: 595, y: 595), Point(x: 5, y: 595)],
                            walls: [Wall(points: [a, b], closed: false)])
        let geometry = CourseGeometry(course: course)
        let normal = along.perpendicular
        for incidence in [-40.0, 0.0, 40.0] {
            for speed in [Self.tuning.maxSpeed, Self.tuning.maxSpeed * 4] {
                let start = center + normal * 30
                let heading = atan2(-normal.y, -normal.x) + incidence * Double.pi / 180
                var ball = Ball(restingAt: start)
                BallPhysics.strike(&ball, angle: heading, speed: speed)
                var crossed = false
                var closest = Double.infinity
                var last = ball.position
                _ = TestSupport.roll(&ball, on: geometry, limit: 400) { ball, _ in
                    closest = min(closest, Polygon.distance(from: ball.position, toSegment: a, b))
                    if Self.segmentsCross(last, ball.position, a, b) { crossed = true }
                    last = ball.position
                }
                #expect(!crossed, "wall at \(wallDegrees)°, incidence \(incidence)°, speed \(speed): the ball should never cross the wall")
                #expect(closest >= Self.tuning.ballRadius - 1e-6,
                        "wall at \(wallDegrees)°, incidence \(incidence)°, speed \(speed): the ball's centre should stay a radius from the wall (closest \(closest))")
            }
        }
    }

    @Test("no tunnelling into corners: full-power shots into convex and concave corners keep the ball inside",
          arguments: stride(from: 0.0, to: 360.0, by: 10.0).map { $0 })
    func corners(degrees: Double) throws {
        // Hole 2's L-shaped fence has a concave corner and a rail with two convex ends.
        let course = try TestSupport.bundledCourses()[1]
        let geometry = CourseGeometry(course: course)
        for start in [Point(x: 300, y: 95), Point(x: 340, y: 140), Point(x: 60, y: 60)] {
            var ball = Ball(restingAt: start)
            BallPhysics.strike(&ball, angle: degrees * Double.pi / 180, speed: Self.tuning.maxSpeed * 3)
            let events = TestSupport.roll(&ball, on: geometry)
            #expect(!events.contains(.water), "from \(start) at \(degrees)°: the ball should never leave the fence")
            #expect(geometry.isInBounds(ball.position), "from \(start) at \(degrees)°: the ball should end inside the fence")
        }
    }

    @Test("the cup captures a slow ball, and one two fifths of full power", arguments: [50.0, 70.0, 95.0, 130.0, 160.0])
    func capturesSlowBall(speed: Double) {
        let geometry = CourseGeometry(course: TestSupport.box(cup: Point(x: 200, y: 125)))
        var ball = Ball(restingAt: Point(x: 190, y: 125))
        BallPhysics.strike(&ball, angle: 0, speed: speed)
        let events = TestSupport.roll(&ball, on: geometry)
        #expect(ball.phase == .holed, "a ball reaching the cup at about \(speed) units/s (below \(Self.tuning.captureSpeed)) should drop")
        #expect(events.first { $0 == .holed || $0 == .lipOut } == .holed, "at \(speed) units/s the first cup event should be holed")
    }

    @Test("a ball that stops with any of it over the hole topples in; one that stops clear of the rim rests",
          arguments: [(8.0, true), (9.5, true), (10.9, true), (11.1, false), (12.0, false)])
    func ballOnTheLip(distance: Double, drops: Bool) {
        let geometry = CourseGeometry(course: TestSupport.box(cup: Point(x: 200, y: 125)))
        var ball = Ball(restingAt: Point(x: 200 - distance, y: 125))
        // A nudge away from the cup: it stops where it is, its middle `distance` from the cup's.
        BallPhysics.strike(&ball, angle: Double.pi, speed: 0.5)
        let events = TestSupport.roll(&ball, on: geometry)
        #expect((ball.phase == .holed) == drops && events.contains(.holed) == drops,
                "a ball stopping \(distance) from the cup's middle (lip at \(Self.tuning.lipRadius)) should \(drops ? "drop" : "rest"), is \(ball.phase)")
    }

    @Test("no putt toward the cup leaves the ball resting over the rim: it drops, or rests clear of the lip",
          arguments: stride(from: 0.0, to: 360.0, by: 30.0).map { $0 })
    func neverRestsOnTheRim(degrees: Double) {
        let cup = Point(x: 200, y: 125)
        let geometry = CourseGeometry(course: TestSupport.box(cup: cup))
        let angle = degrees * Double.pi / 180
        var resting: [String] = []
        // From 14 to 60 units out, every speed from a tap to a firm putt, straight at the cup
        // and a little to either side of it.
        for start in stride(from: 14.0, through: 54.0, by: 8.0) {
            for offset in [-0.25, 0, 0.25] {
                for speed in stride(from: 10.0, through: 190.0, by: 15.0) {
                    var ball = Ball(restingAt: Point(x: cup.x + cos(angle) * start, y: cup.y + sin(angle) * start))
                    BallPhysics.strike(&ball, angle: angle + Double.pi + offset, speed: speed)
                    _ = TestSupport.roll(&ball, on: geometry)
                    let distance = ball.position.distance(to: cup)
                    if ball.phase != .holed, distance < Self.tuning.lipRadius {
                        resting.append("from \(start) at \(speed) (offset \(offset)): rests \(distance) from the cup")
                    }
                }
            }
        }
        #expect(resting.isEmpty, "a ball should never rest over the rim; \(resting.count) did: \(resting.prefix(3))")
    }

    @Test("a ball resting just outside the rim drops with a tap (5%) toward the cup")
    func aTapFromTheRimDrops() {
        let cup = Point(x: 200, y: 125)
        let geometry = CourseGeometry(course: TestSupport.box(cup: cup))
        var ball = Ball(restingAt: Point(x: cup.x - Self.tuning.lipRadius - 0.5, y: cup.y))
        BallPhysics.strike(&ball, angle: 0, speed: Self.tuning.maxSpeed * 0.05)
        _ = TestSupport.roll(&ball, on: geometry)
        #expect(ball.phase == .holed, "a 5% tap from the rim should drop, not stop \(ball.position.distance(to: cup)) from the cup")
    }

    @Test("a fast ball lips out and rolls over the cup", arguments: [185.0, 250.0, 420.0])
    func lipsOutFastBall(speed: Double) {
        let geometry = CourseGeometry(course: TestSupport.box(width: 1200, cup: Point(x: 200, y: 125)))
        var ball = Ball(restingAt: Point(x: 190, y: 125))
        BallPhysics.strike(&ball, angle: 0, speed: speed)
        var positionAfterLipOut: Point?
        let events = TestSupport.roll(&ball, on: geometry) { ball, events in
            if events.contains(.lipOut), positionAfterLipOut == nil { positionAfterLipOut = ball.position }
        }
        #expect(events.first { $0 == .holed || $0 == .lipOut } == .lipOut,
                "a ball crossing the cup at about \(speed) units/s (above \(Self.tuning.captureSpeed)) should lip out first")
        #expect(ball.position.x > 207, "after lipping out at \(speed) units/s the ball should roll on past the cup")
    }

    @Test("water sends the ball back to where it last rested and reports it")
    func waterResets() {
        let water = Surface(kind: .water, polygon: [Point(x: 250, y: 50), Point(x: 300, y: 50), Point(x: 300, y: 200), Point(x: 250, y: 200)])
        let geometry = CourseGeometry(course: TestSupport.box(surfaces: [water]))
        let start = Point(x: 200, y: 125)
        var ball = Ball(restingAt: start)
        BallPhysics.strike(&ball, angle: 0, speed: 300)
        let events = TestSupport.roll(&ball, on: geometry)
        #expect(events.last == .water, "a ball rolling into water should end its roll with a water event")
        #expect(ball.position == start && ball.phase == .resting, "after water the ball should rest where it was struck from")
    }

    @Test("sand slows the ball more than grass", arguments: [150.0, 300.0, 420.0])
    func sandSlowsMore(speed: Double) {
        let sand = Surface(kind: .sand, polygon: [Point(x: 10, y: 10), Point(x: 1190, y: 10), Point(x: 1190, y: 240), Point(x: 10, y: 240)])
        var distances: [Double] = []
        for course in [TestSupport.box(width: 1200, cup: Point(x: 30, y: 30)), TestSupport.box(width: 1200, surfaces: [sand], cup: Point(x: 30, y: 30))] {
            var ball = Ball(restingAt: Point(x: 50, y: 125))
            BallPhysics.strike(&ball, angle: 0, speed: speed)
            _ = TestSupport.roll(&ball, on: CourseGeometry(course: course))
            distances.append(ball.position.x - 50)
        }
        #expect(distances[1] < distances[0] / 2, "at \(speed) units/s, a ball should roll less than half as far in sand (\(distances[1])) as on grass (\(distances[0]))")
    }

    @Test("a slope pulls a resting ball downhill, and a ball pinned against a wall by it still comes to rest")
    func slopePullsAndSettles() {
        let slope = Surface(kind: .slope, polygon: [Point(x: 10, y: 10), Point(x: 390, y: 10), Point(x: 390, y: 240), Point(x: 10, y: 240)],
                            direction: Point(x: 0, y: 1), strength: 200)
        let geometry = CourseGeometry(course: TestSupport.box(surfaces: [slope], cup: Point(x: 30, y: 30)))
        var ball = Ball(restingAt: Point(x: 200, y: 60))
        BallPhysics.strike(&ball, angle: 0, speed: 1)
        _ = TestSupport.roll(&ball, on: geometry)
        #expect(ball.position.y > 230, "the slope should carry the ball down to the bottom wall (ended at y \(ball.position.y))")
        #expect(ball.phase == .resting, "a ball held against the wall by the slope should be called at rest")
    }

    @Test("a slider shoves a resting ball but never swallows it")
    func sliderNeverSwallows() {
        var course = TestSupport.box(cup: Point(x: 30, y: 30))
        let slider = Slider(size: Size(width: 30, height: 30), from: Point(x: 120, y: 125), to: Point(x: 300, y: 125), period: 2)
        course.sliders = [slider]
        let geometry = CourseGeometry(course: course)
        var ball = Ball(restingAt: Point(x: 200, y: 125))
        BallPhysics.strike(&ball, angle: Double.pi, speed: 10)
        _ = TestSupport.roll(&ball, on: CourseGeometry(course: TestSupport.box(cup: Point(x: 30, y: 30))))
        #expect(ball.phase == .resting, "the nudged ball should come to rest before the block arrives")
        var inside = 0
        var tick = 0
        while ball.phase != .holed, tick < 1200 {
            var events: [GolfEvent] = []
            let time = Double(tick) * Self.tuning.substep
            BallPhysics.substep(&ball, in: geometry, time: time, events: &events)
            let frame = slider.frame(at: time + Self.tuning.substep).insetBy(dx: 1, dy: 1)
            if frame.contains(ball.position) { inside += 1 }
            tick += 1
        }
        #expect(inside == 0, "the ball's centre should never be inside the moving block (was \(inside) substeps)")
        #expect(ball.position.distance(to: Point(x: 200, y: 125)) > 20,
                "the slider should have shoved the resting ball away from where it stopped (it is at \(ball.position))")
    }

    @Test("a ball a block passed over, caught against the fence, is not carried inside the block when it comes back")
    func aBlockLeavesTheBallItPassedOver() {
        var course = TestSupport.box(cup: Point(x: 370, y: 220))
        let slider = Slider(size: Size(width: 40, height: 40), from: Point(x: 200, y: 60), to: Point(x: 200, y: 0), period: 1)
        course.sliders = [slider]
        let geometry = CourseGeometry(course: course)
        for start in [Point(x: 200, y: 15), Point(x: 185, y: 15), Point(x: 214, y: 16)] {
            var ball = Ball(restingAt: start)
            var inside = 0, longest = 0
            for tick in 0..<2400 {
                var events: [GolfEvent] = []
                let time = Double(tick) * Self.tuning.substep
                BallPhysics.substep(&ball, in: geometry, time: time, events: &events)
                inside = slider.frame(at: time + Self.tuning.substep).insetBy(dx: 1, dy: 1).contains(ball.position) ? inside + 1 : 0
                longest = max(longest, inside)
            }
            // While the block passes over the caught ball it holds it a moment; never a whole trip.
            #expect(longest < 60, "from \(start): the ball rode inside the block for \(longest) substeps")
        }
    }

    /// Obstacles that sweep through a fixed wall: a ball caught between them must stay on its side.
    static let crushers: [(String, Course)] = {
        var windmill = TestSupport.box(cup: Point(x: 370, y: 220))
        windmill.windmills = [Windmill(center: Point(x: 200, y: 40), hubRadius: 6, bladeLength: 60, bladeCount: 3, period: 1.5)]
        windmill.walls = [Wall(points: [Point(x: 150, y: 10), Point(x: 150, y: 90)], closed: false)]
        var slider = TestSupport.box(cup: Point(x: 370, y: 220))
        slider.sliders = [Slider(size: Size(width: 40, height: 40), from: Point(x: 200, y: 60), to: Point(x: 200, y: 0), period: 1)]
        return [("windmill", windmill), ("slider", slider)]
    }()

    @Test("a ball caught between an obstacle and a wall is never pushed through the wall",
          arguments: crushers.map(\.0))
    func neverCrushedThroughWalls(name: String) {
        let course = Self.crushers.first { $0.0 == name }?.1 ?? .builtIn
        let geometry = CourseGeometry(course: course)
        for start in [Point(x: 200, y: 15), Point(x: 185, y: 15), Point(x: 154.5, y: 30), Point(x: 214, y: 16)] {
            var ball = Ball(restingAt: start)
            var escaped = 0
            var crossedRail = false
            var last = ball.position
            for tick in 0..<1200 {
                var events: [GolfEvent] = []
                BallPhysics.substep(&ball, in: geometry, time: Double(tick) * Self.tuning.substep, events: &events)
                if events.contains(.water) || ball.position.y < 14 - 1e-6 { escaped += 1 }
                if Self.segmentsCross(last, ball.position, Point(x: 150, y: 10), Point(x: 150, y: 90)) && !course.walls.isEmpty { crossedRail = true }
                last = ball.position
            }
            #expect(escaped == 0, "\(name), ball from \(start): the fence should hold the ball every substep (failed \(escaped) times)")
            #expect(!crossedRail, "\(name), ball from \(start): the ball should never cross the rail")
        }
    }

    @Test("moving obstacles add only bounded energy: the ball never outruns full power plus twice the fastest obstacle",
          arguments: [5, 7])
    func obstaclesAddBoundedEnergy(hole: Int) throws {
        let course = try TestSupport.bundledCourses()[hole - 1]
        let geometry = CourseGeometry(course: course)
        let windmillSpeed = course.windmills.map { abs($0.angularVelocity) * $0.bladeLength }.max() ?? 0
        let sliderSpeed = course.sliders.map { $0.from.distance(to: $0.to) * Double.pi / $0.period }.max() ?? 0
        let limit = Self.tuning.maxSpeed + 2 * max(windmillSpeed, sliderSpeed)
        for step in 0..<24 {
            var ball = Ball(restingAt: course.tee)
            BallPhysics.strike(&ball, angle: Double(step) * Double.pi / 12, speed: Self.tuning.maxSpeed)
            var fastest = 0.0
            _ = TestSupport.roll(&ball, on: geometry) { ball, _ in fastest = max(fastest, ball.speed) }
            #expect(fastest <= limit, "hole \(hole), shot \(step * 15)°: speed \(fastest) should stay within \(limit)")
        }
    }

    @Test("windmill blades are a pure function of time")
    func windmillIsPure() {
        let windmill = Windmill(center: Point(x: 100, y: 100), hubRadius: 8, bladeLength: 40, bladeCount: 4, period: 4)
        let first = windmill.blades(at: 1.25), again = windmill.blades(at: 1.25)
        #expect(first.map(\.1) == again.map(\.1), "the same time should give the same blade tips")
        let turned = windmill.blades(at: 5.25)
        for (a, b) in zip(first, turned) {
            #expect(a.1.distance(to: b.1) < 1e-9, "one period later the blades should stand where they were")
        }
    }

    static func segmentsCross(_ p: Point, _ q: Point, _ a: Point, _ b: Point) -> Bool {
        func side(_ o: Point, _ u: Point, _ v: Point) -> Double { (u.x - o.x) * (v.y - o.y) - (u.y - o.y) * (v.x - o.x) }
        let d1 = side(a, b, p), d2 = side(a, b, q), d3 = side(p, q, a), d4 = side(p, q, b)
        return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))
    }
}
