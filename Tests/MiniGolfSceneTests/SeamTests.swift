import Crease
import CreaseHUD
import CreasePlaytest
@testable import CreaseSDL
import Foundation
@testable import MiniGolfCore
@testable import MiniGolfScene
import Testing

/// No seam between the triangles of one surface: on the grass from above, each mowing band is
/// its one colour (no hairline where two pieces of a stripe meet), and an island's top in the
/// caddie camera is one even colour (no diagonal line across it).
@MainActor
@Suite struct SeamTests {
    static func host(_ device: Device) throws -> EmulatorWindow {
        var options = EmulatorWindow.Options()
        options.headless = true
        options.scale = 1
        options.background = .black
        options.device = device
        let host = try EmulatorWindow(options: options)
        host.emulator.showsHardware = false
        return host
    }

    /// The distance of a colour from the nearest mix of two others, per channel at most.
    static func offMix(_ c: Color, _ a: Color, _ b: Color) -> Int {
        let channels = [(Double(c.red), Double(a.red), Double(b.red)), (Double(c.green), Double(a.green), Double(b.green)),
                        (Double(c.blue), Double(a.blue), Double(b.blue))]
        let dot = channels.reduce(0.0) { $0 + ($1.0 - $1.1) * ($1.2 - $1.1) }, length = channels.reduce(0.0) { $0 + ($1.2 - $1.1) * ($1.2 - $1.1) }
        let t = max(0, min(1, dot / max(1e-9, length)))
        return channels.map { Int(abs($0.0 - ($0.1 + ($0.2 - $0.1) * t)).rounded()) }.max() ?? 0
    }

    @Test func theGrassFromAboveShowsNoHairlineOnAnyHole() throws {
        let device = try TestSupport.device("duo", .tabletop)
        let (game, _) = TestSupport.game(on: device)
        let host = try Self.host(device)
        var checked = 0
        var seams: [String] = []
        for course in game.match.courses {
            let art = HoleArt(course: course)
            let view = game.courseView
            var list = DrawList()
            list.fill(Rect(origin: .zero, size: device.displaySize), Palette.background)
            TopDownRenderer(art: art, view: CourseView(fitting: course.size, in: view.frame, margin: 0), tuning: game.match.tuning)
                .drawCourse(time: 0, into: &list)
            try host.render(list)
            let pixels = try host.readPixels()
            let shown = CourseView(fitting: course.size, in: view.frame, margin: 0)
            // Grass only: inside the fence, off every wall, surface, obstacle and their edges.
            let edges = art.segments + course.surfaces.flatMap { CaddieRenderer.edges($0.polygon, closed: true) }
            for y in stride(from: Int(shown.frame.minY), to: Int(shown.frame.maxY), by: 1) {
                for x in stride(from: Int(shown.frame.minX), to: Int(shown.frame.maxX), by: 1) {
                    let point = shown.course(Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
                    guard TopDownRenderer.contains(course.boundary, point),
                          !course.surfaces.contains(where: { TopDownRenderer.contains($0.polygon, point) }),
                          !course.walls.contains(where: { $0.closed && TopDownRenderer.contains($0.points, point) }),
                          !course.windmills.contains(where: { $0.center.distance(to: point) < $0.bladeLength + 6 }),
                          !course.sliders.contains(where: { slider in
                              let xs = slider.corners(at: 0).map(\.x), ys = slider.corners(at: 0).map(\.y)
                              return (xs.min() ?? 0) - 8 < point.x && point.x < (xs.max() ?? 0) + 8
                                  && (ys.min() ?? 0) - 8 < point.y && point.y < (ys.max() ?? 0) + 8
                          }),
                          edges.allSatisfy({ Polygon.distance(from: point, toSegment: $0.0, $0.1) * shown.scale > 3 }) else { continue }
                    // Away from the stripes' sides, a pixel is the grass or the stripe exactly: a
                    // seam between two pieces of a stripe lets the grass under it show.
                    let band = point.x / HoleArt.stripeWidth
                    guard abs(band - band.rounded()) * HoleArt.stripeWidth * shown.scale > 3 else { continue }
                    checked += 1
                    let pixel = pixels[x, y]
                    let expected = Int(band.rounded(.down)) % 2 == 0 ? Palette.grass : Palette.grassStripe
                    let off = Self.offMix(Color(red: pixel.red, green: pixel.green, blue: pixel.blue), expected, expected)
                    if off > 2 { seams.append("\(course.name) (\(x), \(y)) is \(pixels[x, y]), \(off) off its band's colour") }
                }
            }
        }
        #expect(checked > 100_000, "expected most of the grass of nine holes checked, \(checked) pixels")
        let clean = seams.isEmpty
        #expect(clean, "\(seams.count) grass pixels show something beneath: \(seams.prefix(4))")
    }

    @Test func anIslandsTopInTheCaddieCameraIsOneEvenColour() throws {
        let device = try TestSupport.device("duo", .tabletop)
        let (game, _) = TestSupport.game(on: device)
        let host = try Self.host(device)
        let frame = try #require(game.cameraFrame)
        var islands = 0
        var seams: [String] = []
        for wall in game.match.courses.flatMap(\.walls) where wall.closed {
            // The island alone on a wide lawn, the cup far behind the eye, seen from 30 units
            // before its left end, along the course.
            let xs = wall.points.map(\.x), ys = wall.points.map(\.y)
            let middleY = ys.reduce(0, +) / Double(ys.count), left = xs.min() ?? 0
            let lawn = Course(name: "Lawn", par: 3, size: Size(width: 2_000, height: 2_000), tee: Point(x: left - 30, y: middleY),
                              cup: Point(x: left - 500, y: middleY),
                              boundary: [Point(x: left - 800, y: -800), Point(x: left + 1_000, y: -800), Point(x: left + 1_000, y: 1_000),
                                         Point(x: left - 800, y: 1_000)], walls: [wall])
            let camera = CaddieCamera(target: Point(x: left - 30, y: middleY), yaw: 0)
            let caddie = CaddieRenderer(art: HoleArt(course: lawn), tuning: game.match.tuning, camera: camera, frame: frame)
            var list = DrawList()
            caddie.draw(time: 0, ball: .zero, showsBall: false, aim: nil, flash: 0, into: &list)
            try host.render(list)
            let pixels = try host.readPixels()
            let projection = caddie.projection
            let top = wall.points.map { projection.toScreen(projection.toCamera(Vector3(x: $0.x, y: $0.y, z: CaddieRenderer.wallHeight))) }
            let edges = CaddieRenderer.edges(top, closed: true)
            func isInside(_ x: Int, _ y: Int) -> Bool {
                let point = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
                return frame.contains(point) && TopDownRenderer.contains(top, point)
                    && edges.allSatisfy { Polygon.distance(from: point, toSegment: $0.0, $0.1) > 2 }
            }
            // A seam is a jump between neighbouring pixels; the fog's gradient changes smoothly.
            var inside = 0, worst = 0
            let box = (x: Int(top.map(\.x).min() ?? 0), y: Int(top.map(\.y).min() ?? 0), maxX: Int(top.map(\.x).max() ?? 0), maxY: Int(top.map(\.y).max() ?? 0))
            for y in box.y...box.maxY {
                for x in box.x...box.maxX where isInside(x, y) {
                    inside += 1
                    for (nx, ny) in [(x + 1, y), (x, y + 1)] where isInside(nx, ny) {
                        let a = pixels[x, y], b = pixels[nx, ny]
                        worst = max(worst, abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue)))
                    }
                }
            }
            guard inside >= 40 else { continue }
            islands += 1
            if worst > 4 { seams.append("the island at x \(left), y \(middleY): neighbouring pixels of its top differ by \(worst)") }
        }
        #expect(islands >= 5, "expected the islands of the nine holes checked, \(islands)")
        let clean = seams.isEmpty
        #expect(clean, "\(seams)")
    }
}
