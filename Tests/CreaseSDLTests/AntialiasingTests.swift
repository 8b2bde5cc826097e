import Crease
import CreaseHUD
@testable import CreaseSDL
import Foundation
import Testing

/// Antialiasing: every curved or diagonal edge carries partial coverage, coverage sums to the
/// shape's area, and axis-aligned rectangles stay crisp.
@MainActor
@Suite struct AntialiasingTests {
    /// A host with nothing but the test's drawing on a black display.
    private func host(scale: Double = 1) throws -> EmulatorWindow {
        var options = EmulatorWindow.Options()
        options.headless = true
        options.scale = scale
        options.background = .black
        let host = try EmulatorWindow(options: options)
        host.emulator.showsHardware = false
        return host
    }

    /// Coverage of each pixel from the red channel of white drawn over black.
    private func coverage(_ image: PixelImage, _ x: Int, _ y: Int) -> Double { Double(image[x, y].red) / 255 }

    @Test(arguments: [3.5, 12.0, 40.25, 150.0])
    func aDiscsCoverageSumsToItsArea(radius: Double) throws {
        let host = try host()
        var list = DrawList()
        let center = Point(x: 300.3, y: 320.7)
        list.fillCircle(center: center, radius: radius, .white)
        try host.render(list)
        let image = try host.readPixels()
        var sum = 0.0
        var edgePixels = 0
        var partial = 0
        let reach = Int(radius) + 3
        for y in (Int(center.y) - reach)...(Int(center.y) + reach) {
            for x in (Int(center.x) - reach)...(Int(center.x) + reach) {
                let value = coverage(image, x, y)
                sum += value
                let distance = Point(x: Double(x) + 0.5, y: Double(y) + 0.5).distance(to: center)
                if abs(distance - radius) < 0.5 {
                    edgePixels += 1
                    if value > 0.02 && value < 0.98 { partial += 1 }
                }
            }
        }
        let area = Double.pi * radius * radius
        #expect(abs(sum - area) / area < 0.02, "expected a disc of radius \(radius) to cover \(area) px in all, got \(sum)")
        #expect(Double(partial) > 0.6 * Double(edgePixels),
                "expected most of the \(edgePixels) pixels on the circle's edge to be partly covered, \(partial) were")
    }

    @Test func everyCurvedOrDiagonalEdgeIsAntialiased() throws {
        let host = try host()
        let shapes: [(String, (inout DrawList) -> Void, Rect)] = [
            ("stroked circle", { $0.strokeCircle(center: Point(x: 80, y: 80), radius: 50, .white, width: 3) }, Rect(x: 20, y: 20, width: 120, height: 120)),
            ("rounded rectangle", { $0.fill(Rect(x: 200, y: 30, width: 160, height: 90), cornerRadius: 24, .white) }, Rect(x: 195, y: 25, width: 170, height: 100)),
            ("stroked rounded rectangle", { $0.stroke(Rect(x: 400, y: 30, width: 160, height: 90), cornerRadius: 24, .white, width: 2) },
             Rect(x: 395, y: 25, width: 170, height: 100)),
            ("diagonal line", { $0.line(from: Point(x: 20, y: 200), to: Point(x: 300, y: 290), .white, width: 2.5) }, Rect(x: 15, y: 190, width: 290, height: 110)),
            ("polygon", { $0.fillPolygon([Point(x: 400, y: 200), Point(x: 560, y: 230), Point(x: 450, y: 330)], .white) },
             Rect(x: 390, y: 190, width: 180, height: 150)),
            ("mesh", { $0.triangles([Vertex(position: Point(x: 50, y: 400), color: .white), Vertex(position: Point(x: 250, y: 420), color: .white),
                                     Vertex(position: Point(x: 120, y: 560), color: .white)]) }, Rect(x: 40, y: 390, width: 220, height: 180)),
        ]
        for (name, draw, area) in shapes {
            var list = DrawList()
            draw(&list)
            try host.render(list)
            let image = try host.readPixels()
            var partial = 0, full = 0
            for y in Int(area.minY)..<Int(area.maxY) {
                for x in Int(area.minX)..<Int(area.maxX) {
                    let value = coverage(image, x, y)
                    if value > 0.02 && value < 0.98 { partial += 1 } else if value >= 0.98 { full += 1 }
                }
            }
            #expect(partial > 40, "expected the \(name)'s edges to carry partial coverage, found \(partial) partly covered pixels")
            #expect(full > 0, "expected the \(name) to cover some pixels fully")
        }
    }

    @Test func aMeshHasNoSeamAlongItsSharedEdges() throws {
        let host = try host()
        var list = DrawList()
        // A square as two triangles: the diagonal must not show.
        let corners = [Point(x: 100, y: 100), Point(x: 300, y: 100), Point(x: 300, y: 300), Point(x: 100, y: 300)]
        list.triangles(corners.map { Vertex(position: $0, color: .white) }, indices: [0, 1, 2, 0, 2, 3])
        try host.render(list)
        let image = try host.readPixels()
        for step in 1..<199 {
            let value = image[100 + step, 100 + step].red
            #expect(value == 255, "expected the square's diagonal at (\(100 + step), \(100 + step)) fully covered, got \(value)")
            if value != 255 { break }
        }
    }

    @Test func axisAlignedRectanglesStayCrispOnWholePixels() throws {
        let host = try host(scale: 2)
        var list = DrawList()
        list.fill(Rect(x: 10.25, y: 20, width: 50, height: 30), .white)
        list.stroke(Rect(x: 100, y: 100, width: 80, height: 40), .white, width: 1.5)
        list.line(from: Point(x: 20, y: 200), to: Point(x: 200, y: 200), .white, width: 1)
        try host.render(list)
        let image = try host.readPixels()
        var partial = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y].red > 0 && image[x, y].red < 255 { partial += 1 }
        }
        #expect(partial == 0, "expected axis-aligned rectangles and lines to cover whole pixels only, found \(partial) partial pixels")
    }

    @Test func translucentEdgesBlendOverWhatIsBelow() throws {
        let host = try host()
        var list = DrawList()
        list.fill(Rect(x: 0, y: 0, width: 200, height: 200), Color(red: 0, green: 0, blue: 255))
        list.fillCircle(center: Point(x: 100, y: 100), radius: 60, Color.white.withAlpha(128))
        try host.render(list)
        let image = try host.readPixels()
        let centre = image[100, 100]
        #expect((125...131).contains(Int(centre.red)) && centre.blue == 255, "expected half-white over blue in the middle, got \(centre)")
    }
}

/// A mesh of several colours: its shared edges, too, leave no seam.
@MainActor
@Suite struct MeshSeamTests {
    @Test func aTwoColouredMeshHasNoSeam() throws {
        var options = EmulatorWindow.Options()
        options.headless = true
        options.scale = 1
        options.background = .black
        let host = try EmulatorWindow(options: options)
        host.emulator.showsHardware = false
        var list = DrawList()
        let red = Color(red: 255, green: 0, blue: 0), green = Color(red: 0, green: 255, blue: 0)
        let corners = [Point(x: 100, y: 100), Point(x: 300, y: 130), Point(x: 300, y: 300), Point(x: 100, y: 300)]
        list.triangles([Vertex(position: corners[0], color: red), Vertex(position: corners[1], color: red), Vertex(position: corners[2], color: red),
                        Vertex(position: corners[0], color: green), Vertex(position: corners[2], color: green), Vertex(position: corners[3], color: green)])
        try host.render(list)
        let image = try host.readPixels()
        var dark = 0
        for step in 2..<198 {
            let pixel = image[100 + step, 100 + step]
            if Int(pixel.red) + Int(pixel.green) < 250 { dark += 1 }
        }
        #expect(dark == 0, "expected the diagonal between the red and the green triangle fully covered, \(dark) pixels were darker")
    }
}
