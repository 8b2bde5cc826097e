import Crease
import Foundation
import Testing
@testable import MiniGolfCore

@Suite("Shot: direction and power")
struct ShotTests {
    @Test("drag-back aiming sends the ball away from the pull, with power growing to full",
          arguments: [(Point(x: -30, y: 0), 0.0, 0.5), (Point(x: 0, y: 60), -90.0, 1.0), (Point(x: 200, y: 0), 180.0, 1.0)])
    func pullBack(pull: Point, degrees: Double, power: Double) {
        let shot = Shot(pull: pull, maxPull: 60)
        let radians = degrees * Double.pi / 180
        #expect(abs(cos(shot.angle) - cos(radians)) < 1e-9 && abs(sin(shot.angle) - sin(radians)) < 1e-9,
                "a pull of \(pull) should send the ball at \(degrees)°")
        #expect(abs(shot.power - power) < 1e-9, "a pull of \(pull) against 60 should give power \(power)")
    }

    @Test("power is clamped to 0…1 and a NaN power is no power", arguments: [(-1.0, 0.0), (0.4, 0.4), (3.0, 1.0), (Double.nan, 0.0)])
    func clamped(power: Double, expected: Double) {
        #expect(Shot(angle: 0, power: power).clampedPower == expected, "power \(power) should play as \(expected)")
    }

    @Test("a shot reads as degrees and percent")
    func description() {
        #expect(Shot(angle: Double.pi / 2, power: 0.8).description == "90° at 80%", "a quarter turn at 0.8 should read 90° at 80%")
    }
}
