import Crease
import CreaseHUD
@testable import CreaseSDL
import Foundation
import Testing

/// The transform stack: it applies to every command, clips and text included, and text
/// turned by a quarter turn is exactly as crisp as upright text.
@MainActor
@Suite struct TransformTests {
    private func host(_ device: Device = Device()) throws -> EmulatorWindow {
        var options = EmulatorWindow.Options()
        options.headless = true
        options.scale = 1
        options.device = device
        options.background = .black
        let host = try EmulatorWindow(options: options)
        host.emulator.showsHardware = false
        return host
    }

    @Test func textTurnedHalfWayRoundIsTheUprightTextTurned() throws {
        let upright = try host()
        let turned = try host()
        let size = upright.device.displaySize
        func scene(_ list: inout DrawList) {
            list.text("Your turn · Fire 42", at: Point(x: 100, y: 200), font: .title, .white)
            list.fill(Rect(x: 90, y: 260, width: 120, height: 40), Color(red: 200, green: 80, blue: 40))
            list.text("Fire", at: Point(x: 150, y: 270), font: .body, .white, alignment: .center)
        }
        var plain = DrawList()
        scene(&plain)
        var rotated = DrawList()
        rotated.rotated(by: 180, around: Point(x: size.width / 2, y: size.height / 2)) { scene(&$0) }
        try upright.render(plain)
        try turned.render(rotated)
        let a = try upright.readPixels(), b = try turned.readPixels()
        var differing = 0
        let width = a.width, height = a.height
        a.bytes.withUnsafeBufferPointer { first in
            b.bytes.withUnsafeBufferPointer { second in
                for y in 0..<height {
                    for x in 0..<width {
                        let i = (y * width + x) * 4, j = ((height - 1 - y) * width + (width - 1 - x)) * 4
                        if first[i] != second[j] || first[i + 1] != second[j + 1] || first[i + 2] != second[j + 2] { differing += 1 }
                    }
                }
            }
        }
        #expect(differing == 0, "expected the 180° frame to be the upright one turned pixel for pixel, \(differing) pixels differ")
    }

    @Test func transformsApplyToClipsAndNest() throws {
        let host = try host()
        var list = DrawList()
        list.transformed(by: .translation(dx: 300, dy: 0)) { list in
            list.clipped(to: Rect(x: 0, y: 0, width: 50, height: 50)) { list in
                list.transformed(by: .scale(x: 2, y: 2)) { $0.fill(Rect(x: 0, y: 0, width: 100, height: 100), .white) }
            }
        }
        list.fill(Rect(x: 0, y: 400, width: 10, height: 10), .white)
        try host.render(list)
        let image = try host.readPixels()
        #expect(image[320, 20].red == 255, "expected the moved, clipped fill at (320, 20)")
        #expect(image[20, 20].red == 0, "expected nothing where the fill stood before the move")
        #expect(image[360, 20].red == 0 && image[320, 60].red == 0, "expected the clip, moved with the fill, to stop it at 50 pt")
        #expect(image[5, 405].red == 255, "expected drawing after popTransform to be back in place")
    }

    @Test func anyAngleTurnsShapesAndTextAntialiased() throws {
        let host = try host()
        var list = DrawList()
        list.rotated(by: 30, around: Point(x: 200, y: 200)) { list in
            list.fill(Rect(x: 150, y: 180, width: 100, height: 40), .white)
            list.text("tilted", at: Point(x: 150, y: 260), font: .title, .white)
        }
        try host.render(list)
        let image = try host.readPixels()
        #expect(image[200, 200].red == 255, "expected the turned rectangle's centre filled")
        var partial = 0, text = 0
        for y in 150..<260 { for x in 120..<280 where image[x, y].red > 5 && image[x, y].red < 250 { partial += 1 } }
        for y in 240..<340 { for x in 90..<260 where image[x, y].red > 100 { text += 1 } }
        #expect(partial > 50, "expected the turned rectangle's edges antialiased, found \(partial) partial pixels")
        #expect(text > 60, "expected the turned text to draw, found \(text) lit pixels")
    }

    @Test func composingAndInvertingRoundTrips() {
        let t = Transform2D.rotation(degrees: 37, around: Point(x: 10, y: -4)).concatenating(.scale(x: 2, y: 0.5))
            .concatenating(.translation(dx: 3, dy: 7))
        let point = Point(x: 12.5, y: -9)
        guard let inverse = t.inverted else { Issue.record("expected an invertible transform"); return }
        let back = inverse.apply(t.apply(point))
        #expect(abs(back.x - point.x) < 1e-9 && abs(back.y - point.y) < 1e-9, "expected \(point) back, got \(back)")
        let quarter = Transform2D.rotation(degrees: 90)
        #expect(quarter.isQuarterTurn && quarter.apply(Point(x: 1, y: 0)) == Point(x: 0, y: 1),
                "expected a quarter turn to map (1, 0) exactly onto (0, 1), got \(quarter.apply(Point(x: 1, y: 0)))")
    }
}
