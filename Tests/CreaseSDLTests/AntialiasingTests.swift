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

    /// Every kind of command: curved and slanted edges carry partial coverage, the kinds that
    /// stay on whole pixels carry none, and each covers some pixels fully.
    @Test(arguments: DrawCommandKind.allCases)
    func everyCurvedOrDiagonalEdgeIsAntialiased(kind: DrawCommandKind) throws {
        let host = try host()
        let area = Rect(x: 40, y: 30, width: 260, height: 200)
        var list = DrawList()
        for command in kind.samples(in: area) { list.append(command) }
        try host.render(list)
        let image = try host.readPixels()
        var partial = 0, full = 0
        for y in Int(area.minY - 40)..<Int(area.maxY + 40) {
            for x in Int(area.minX - 40)..<Int(area.maxX + 40) {
                let value = coverage(image, x, y)
                if value > 0.02 && value < 0.98 { partial += 1 } else if value >= 0.98 { full += 1 }
            }
        }
        if kind.hasSoftEdges {
            #expect(partial > 40, "expected the edges of \(kind) to carry partial coverage, found \(partial) partly covered pixels")
        } else {
            #expect(partial == 0, "expected \(kind) to cover whole pixels only, found \(partial) partly covered pixels")
        }
        #expect(full > 0, "expected \(kind) to cover some pixels fully")
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
