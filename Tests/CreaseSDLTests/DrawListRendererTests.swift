import Crease
import CreaseHUD
@testable import CreaseSDL
import Testing

/// The draw-list renderer, read back pixel by pixel from a headless host.
@MainActor
@Suite struct DrawListRendererTests {
    @Test func fillRectCoversThePixelsWhoseCentresItHolds() throws {
        let host = try TestSupport.host(scale: 2)
        var list = DrawList()
        list.fill(Rect(x: 10.25, y: 20, width: 5, height: 3), .white)
        try host.render(list)
        let image = try host.readPixels()
        // x 10.25…15.25 pt → 20.5…30.5 px → pixels 20…29 (centres 20.5…29.5); y 40…46 px.
        #expect(image[20, 40].red == 255 && image[29, 45].red == 255, "expected white on the pixels whose centres are inside")
        #expect(image[19, 40].red < 100 && image[30, 40].red < 100 && image[20, 46].red < 100,
                "expected background just outside the rectangle, got \(image[19, 40]), \(image[30, 40]), \(image[20, 46])")
    }

    @Test func absurdCoordinatesDrawWithoutTrapping() throws {
        let host = try TestSupport.host()
        var list = DrawList()
        // Edges whose slope overflows, or that reach past any canvas, still leave a frame.
        list.fillPolygon([Point(x: -1e300, y: 50), Point(x: 1e300, y: 50 + 1e-300), Point(x: 40, y: 400)], .white)
        list.fillPolygon([Point(x: 10, y: 10), Point(x: 1e306, y: 60.5), Point(x: -1e306, y: 61)], .white)
        list.line(from: Point(x: -1e200, y: -1e200), to: Point(x: 1e200, y: 1e200), .white, width: 3)
        let far = [Point(x: -1e300, y: 30), Point(x: 1e300, y: 35), Point(x: 50, y: 1e300)]
        list.triangles(zip(far, [Color.white, .black, Color.white.withAlpha(90)]).map { Vertex(position: $0, color: $1) })
        list.fill(Rect(x: 20, y: 20, width: 10, height: 10), .white)
        try host.render(list)
        #expect(try host.readPixels()[25, 25].red == 255, "an ordinary shape after absurd ones should still draw")
    }

    @Test func alphaBlendsOverWhatIsBelow() throws {
        let host = try TestSupport.host()
        var list = DrawList()
        list.fill(Rect(x: 0, y: 0, width: 100, height: 100), .black)
        list.fill(Rect(x: 0, y: 0, width: 100, height: 100), Color.white.withAlpha(128))
        try host.render(list)
        let pixel = try host.readPixels()[50, 50]
        #expect((120...136).contains(Int(pixel.red)), "expected half-transparent white over black to be mid grey, got \(pixel)")
    }

    @Test func translucentShapesBlendAfterAnOpaqueFill() throws {
        let host = try TestSupport.host()
        var list = DrawList()
        list.fill(Rect(x: 0, y: 0, width: 200, height: 200), .black)
        list.fillCircle(center: Point(x: 100, y: 100), radius: 50, Color.white.withAlpha(128))
        try host.render(list)
        let pixel = try host.readPixels()[100, 100]
        #expect((120...136).contains(Int(pixel.red)), "expected a half-transparent circle over black to be mid grey, got \(pixel)")
    }

    @Test func shapesLinesAndMeshesDraw() throws {
        let host = try TestSupport.host()
        var list = DrawList()
        list.fillCircle(center: Point(x: 100, y: 100), radius: 30, .white)
        list.fill(Rect(x: 200, y: 50, width: 100, height: 60), cornerRadius: 20, .white)
        list.line(from: Point(x: 400, y: 100), to: Point(x: 500, y: 100), .white, width: 6)
        list.fillPolygon([Point(x: 600, y: 50), Point(x: 700, y: 50), Point(x: 650, y: 150)], .white)
        list.triangles([Vertex(position: Point(x: 100, y: 300), color: .white), Vertex(position: Point(x: 200, y: 300), color: .white),
                        Vertex(position: Point(x: 150, y: 400), color: .white)])
        list.strokeCircle(center: Point(x: 400, y: 400), radius: 40, .white, width: 4)
        try host.render(list)
        let image = try host.readPixels()
        let expectations: [(String, Int, Int, Bool)] = [
            ("circle centre", 100, 100, true), ("outside the circle's edge at 45°", 124, 124, false),
            ("rounded rectangle centre", 250, 80, true), ("its rounded-off corner", 201, 51, false),
            ("thick line", 450, 102, true), ("beside the line", 450, 106, false),
            ("polygon", 650, 80, true), ("mesh", 150, 330, true),
            ("ring", 400, 362, true), ("ring's hole", 400, 400, false),
        ]
        for (what, x, y, drawn) in expectations {
            #expect((image[x, y].red > 200) == drawn, "expected the \(what) at (\(x), \(y)) to be \(drawn ? "white" : "background"), got \(image[x, y])")
        }
    }

    @Test func clipStackLimitsDrawing() throws {
        let host = try TestSupport.host()
        var list = DrawList()
        list.clipped(to: Rect(x: 0, y: 0, width: 50, height: 50)) { list in
            list.clipped(to: Rect(x: 25, y: 0, width: 100, height: 100)) { list in
                list.fill(Rect(x: 0, y: 0, width: 200, height: 200), .white)
            }
        }
        list.fill(Rect(x: 300, y: 300, width: 10, height: 10), .white)
        try host.render(list)
        let image = try host.readPixels()
        #expect(image[30, 30].red == 255, "expected white inside both clips at (30, 30)")
        #expect(image[10, 10].red < 100 && image[60, 30].red < 100, "expected nothing outside the intersected clip")
        #expect(image[305, 305].red == 255, "expected drawing after popClip to be unclipped")
    }

    @Test func textRendersPixels() throws {
        let host = try TestSupport.host()
        host.emulator.showsHardware = false
        var list = DrawList()
        list.text("Crease", at: Point(x: 20, y: 20), font: .title, .white)
        try host.render(list)
        let image = try host.readPixels()
        let measured = host.textMeasurer.measure("Crease", font: .title)
        var lit = 0
        for y in 20..<Int(20 + measured.height) {
            for x in 20..<Int(20 + measured.width) where TestSupport.isForeground(image[x, y]) { lit += 1 }
        }
        #expect(lit > 100, "expected 'Crease' in 24 pt bold to light up pixels inside its measured \(measured) box, found \(lit)")
        #expect(!TestSupport.isForeground(image[20 + Int(measured.width) + 10, 30]), "expected nothing right of the measured width")
    }

    @Test func aTextRunTooLongForATextureIsReportedNotFatal() throws {
        let host = try TestSupport.host(scale: 0.25)
        var problems: [String] = []
        host.onProblem = { problems.append($0) }
        var list = DrawList()
        list.text(String(repeating: "W", count: 20_000), at: Point(x: 0, y: 0), font: .display)
        list.fill(Rect(x: 10, y: 100, width: 20, height: 20), .white)
        try host.render(list)
        #expect(try host.readPixels()[5, 27].red == 255, "expected drawing to go on after the failed text run")
        #expect(problems.count <= 1, "expected at most one report for the run, got \(problems)")
    }

    @Test func aMissingImageDrawsAPlaceholderInsteadOfFailing() throws {
        let host = try TestSupport.host()
        host.onProblem = { _ in }
        var list = DrawList()
        list.image("images/no-such-file.png", in: Rect(x: 10, y: 10, width: 100, height: 100))
        try host.render(list)
        let pixel = try host.readPixels()[11, 50]
        #expect(pixel.red > 200 && pixel.blue > 200 && pixel.green < 60, "expected the magenta placeholder frame, got \(pixel)")
    }
}
