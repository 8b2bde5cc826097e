import Crease
import CreaseHUD
@testable import CreaseSDL
import Testing

/// A redraw of a few cells gives the pixels a full redraw gives, bit for bit, for shapes
/// that reach far beyond the cells redrawn: coverage comes from each edge's own geometry in
/// fixed point, not from where the redrawn part begins.
@MainActor
@Suite struct PartialRedrawTests {
    private static let size = (width: 400, height: 300)

    /// Large slanted, curved and shaded shapes over the whole canvas, and a small dot at
    /// `dot` that alone differs between frames.
    private func scene(dot: Point) -> DrawList {
        var list = DrawList()
        list.fill(Rect(x: 0, y: 0, width: 400, height: 300), Color(red: 20, green: 30, blue: 40))
        list.fillCircle(center: Point(x: 190.3, y: 140.7), radius: 130.2, Color(red: 200, green: 80, blue: 60, alpha: 200))
        list.stroke(Rect(x: 20.5, y: 15.25, width: 350.5, height: 260.75), cornerRadius: 37.3, Color(red: 240, green: 220, blue: 90), width: 3.5)
        list.line(from: Point(x: -20, y: 290.2), to: Point(x: 420, y: 10.9), Color(red: 90, green: 200, blue: 255, alpha: 90), width: 1.3)
        list.fillPolygon([Point(x: 12.2, y: 280.1), Point(x: 388.7, y: 120.4), Point(x: 250.1, y: 295.5)], Color(red: 60, green: 220, blue: 120, alpha: 160))
        list.transformed(by: .rotation(degrees: 21.2, around: Point(x: 200, y: 150))) { list in
            list.fill(Rect(x: 60.1, y: 100.3, width: 280.4, height: 90.8), cornerRadius: 12, Color(red: 250, green: 250, blue: 250, alpha: 120))
        }
        let corners = [Point(x: 5.5, y: 5.5), Point(x: 395.2, y: 30.1), Point(x: 380.9, y: 294.3), Point(x: 15.7, y: 260.8)]
        let colors = [Color(red: 255, green: 0, blue: 0, alpha: 90), Color(red: 0, green: 255, blue: 0, alpha: 90),
                      Color(red: 0, green: 0, blue: 255, alpha: 90), Color(red: 255, green: 255, blue: 0, alpha: 90)]
        let vertices = zip(corners, colors).map { Vertex(position: $0, color: $1) }
        list.triangles(vertices, indices: [0, 1, 2, 0, 2, 3])
        list.fillCircle(center: dot, radius: 2.4, .white)
        return list
    }

    private func renderer(damageTracking: Bool) throws -> DrawListRenderer {
        try DrawListRenderer(fonts: nil, transform: PixelTransform(scale: 1), displayBounds: Rect(x: 0, y: 0, width: 400, height: 300),
                             width: Self.size.width, height: Self.size.height, damageTracking: damageTracking)
    }

    @Test(arguments: [Point(x: 101.3, y: 77.9), Point(x: 300.6, y: 210.2), Point(x: 33.3, y: 250.5), Point(x: 380.1, y: 20.4)])
    func aFewCellsRedrawnMatchAFullRedraw(dot: Point) throws {
        let partial = try renderer(damageTracking: true)
        partial.render(scene(dot: Point(x: 200.2, y: 150.1)), clearColor: .black)
        partial.render(scene(dot: dot), clearColor: .black)
        // Only the cells around the two places the dot was are redrawn.
        #expect(partial.lastFrame.pixelsRedrawn > 0)
        #expect(partial.lastFrame.pixelsRedrawn <= 4 * DamageGrid.cellSize * DamageGrid.cellSize * 2)
        let full = try renderer(damageTracking: false)
        full.render(scene(dot: dot), clearColor: .black)
        let a: [UInt8] = partial.rgbaBytes(), b: [UInt8] = full.rgbaBytes()
        var differing = 0
        for index in a.indices where a[index] != b[index] { differing += 1 }
        #expect(differing == 0)
    }

    /// Every kind of command, large over the canvas, with a dot that moves over it and a
    /// colour that changes under it: a frame of damage tracking equals a full redraw.
    @Test(arguments: DrawCommandKind.allCases)
    func everyCommandKindRedrawnInPartMatchesAFullRedraw(kind: DrawCommandKind) throws {
        try SDLLibrary.start(.headless)
        let fonts = try FontFiles()
        func renderer(damageTracking: Bool) throws -> DrawListRenderer {
            try DrawListRenderer(fonts: fonts, transform: PixelTransform(scale: 1), displayBounds: Rect(x: 0, y: 0, width: 400, height: 300),
                                 width: Self.size.width, height: Self.size.height, damageTracking: damageTracking)
        }
        func scene(dot: Point, ground: UInt8) -> DrawList {
            var list = DrawList()
            list.fill(Rect(x: 0, y: 0, width: 400, height: 300), Color(red: 20, green: 30, blue: 40))
            list.fill(Rect(x: 150, y: 100, width: 64, height: 64), Color(red: ground, green: 90, blue: 60))
            for command in kind.samples(in: Rect(x: 20.5, y: 15.25, width: 350, height: 260)) { list.append(command) }
            list.fillCircle(center: dot, radius: 2.4, Color(red: 255, green: 40, blue: 40))
            return list
        }
        let partial = try renderer(damageTracking: true)
        partial.render(scene(dot: Point(x: 200.2, y: 150.1), ground: 100), clearColor: .black)
        for (dot, ground) in [(Point(x: 101.3, y: 77.9), UInt8(100)), (Point(x: 300.6, y: 210.2), 140), (Point(x: 33.3, y: 250.5), 180)] {
            let list = scene(dot: dot, ground: ground)
            partial.render(list, clearColor: .black)
            #expect(partial.lastFrame.pixelsRedrawn < Self.size.width * Self.size.height,
                    "expected \(kind) to redraw part of the canvas, it redrew all of it")
            let full = try renderer(damageTracking: false)
            full.render(list, clearColor: .black)
            let a = partial.rgbaBytes(), b = full.rgbaBytes()
            let differing = a.indices.filter { a[$0] != b[$0] }.count
            #expect(differing == 0, "expected \(kind) redrawn in part to equal a full redraw, \(differing) bytes differ")
        }
    }
    /// A stroked outline's inside is a hole its damage leaves out: a ring changing colour, or
    /// moving, redraws its band and not what it surrounds, and the frame equals a full redraw.
    @Test(arguments: ["rect", "rounded", "circle"])
    func aRingChangingRedrawsItsBandOnly(ring: String) throws {
        func scene(_ color: Color, inset: Double) -> DrawList {
            var list = DrawList()
            list.fill(Rect(x: 0, y: 0, width: 400, height: 300), Color(red: 20, green: 30, blue: 40))
            list.fillCircle(center: Point(x: 200.3, y: 150.6), radius: 60.2, Color(red: 200, green: 80, blue: 60))
            let frame = Rect(x: 40.5, y: 20.25, width: 320, height: 260).insetBy(dx: inset, dy: inset)
            switch ring {
            case "rect": list.stroke(frame, color, width: 3)
            case "rounded": list.stroke(frame, cornerRadius: 9, color, width: 3)
            default: list.strokeCircle(center: Point(x: frame.midX, y: frame.midY), radius: frame.height / 2, color, width: 3)
            }
            return list
        }
        let partial = try renderer(damageTracking: true)
        partial.render(scene(Color(red: 240, green: 220, blue: 90), inset: 0), clearColor: .black)
        for (color, inset) in [(Color(red: 250, green: 120, blue: 60), 0.0), (Color(red: 90, green: 200, blue: 255), 0.0),
                               (Color(red: 90, green: 200, blue: 255), 4.5)] {
            let list = scene(color, inset: inset)
            partial.render(list, clearColor: .black)
            #expect(partial.lastFrame.pixelsRedrawn > 0)
            // A rectangle's band is a thin frame; a circle's hole is only the square inside it.
            #expect(inset > 0 || ring == "circle" || partial.lastFrame.pixelsRedrawn < 320 * 260 * 6 / 10,
                    "a \(ring) ring changing colour should redraw its band, not what it surrounds: \(partial.lastFrame.pixelsRedrawn) px")
            let full = try renderer(damageTracking: false)
            full.render(list, clearColor: .black)
            let a = partial.rgbaBytes(), b = full.rgbaBytes()
            #expect(a.indices.filter { a[$0] != b[$0] }.count == 0, "a \(ring) ring redrawn by its band should equal a full redraw")
        }
    }

    /// A shape reaching past 1e16 px, rotated, is redrawn wherever it paints: its bounds are
    /// gathered point by point, not as an origin plus a size whose sum loses the near side.
    @Test(arguments: ["mesh", "polygon"])
    func aShapeReachingPast1e16PixelsIsRedrawnWhereItPaints(kind: String) throws {
        let far = Double.greatestFiniteMagnitude
        let corners = [Point(x: -1e9, y: far), Point(x: 55.4, y: 60.4), Point(x: 0, y: 53.4), Point(x: 144.3, y: 51.4), Point(x: 181.6, y: 0)]
        let rotation = Transform2D.rotation(degrees: 41.3, around: Point(x: 30, y: 20))
        var list = DrawList()
        list.transformed(by: rotation) { list in
            if kind == "mesh" {
                // The first triangle reaches past 1e300 px; the second is plain and painted.
                list.triangles(corners.enumerated().map { Vertex(position: $0.element, color: Color(red: 110, green: 61, blue: 47, alpha: $0.offset % 2 == 0 ? 255 : 90)) }
                               + [Vertex(position: Point(x: 100.2, y: 140.7), color: .white)])
            } else {
                list.fillPolygon([Point(x: -far / 2, y: 150), Point(x: 181.6, y: 120), Point(x: 144.3, y: 200.2)], Color(red: 90, green: 200, blue: 255))
            }
        }
        let (a, b) = try afterAnEmptyFrameAndInFull(list)
        #expect(b.indices.contains { b[$0] != a[0] && $0 % 4 != 3 }, "the \(kind) should paint something")
        #expect(a.indices.filter { a[$0] != b[$0] }.count == 0, "a \(kind) reaching past 1e16 px redrawn with damage tracking should equal a full redraw")
    }

    /// `list` drawn with damage tracking after an empty frame (so only what it damages is
    /// redrawn), and drawn in full by another renderer: the two frames' bytes.
    func afterAnEmptyFrameAndInFull(_ list: DrawList) throws -> (tracked: [UInt8], full: [UInt8]) {
        let partial = try renderer(damageTracking: true)
        partial.render(DrawList(), clearColor: .black)
        partial.render(list, clearColor: .black)
        let full = try renderer(damageTracking: false)
        full.render(list, clearColor: .black)
        return (partial.rgbaBytes(), full.rgbaBytes())
    }

    /// A slanted shape running down to 1e308 px is drawn the first time as it is from its
    /// coverage mask afterwards: its rows in the part redrawn are not lost to rounding.
    @Test func aSlantedShapeDownTo1e308PixelsIsDrawnTheFirstTime() throws {
        var list = DrawList()
        list.transformed(by: Transform2D(a: 1, b: 0, c: -0.6, d: 1, tx: 0, ty: 0)) { list in
            list.fill(Rect(x: 144.35, y: -37.6, width: -1e9, height: .greatestFiniteMagnitude), Color(red: 18, green: 102, blue: 13))
        }
        let full = try renderer(damageTracking: false)
        full.render(list, clearColor: .black)
        let first = full.rgbaBytes()
        full.render(list, clearColor: .black)
        let second = full.rgbaBytes()
        #expect(first.indices.filter { first[$0] == 102 }.count > 1000, "the sheared rectangle should cover the canvas's left part")
        #expect(first.indices.filter { first[$0] != second[$0] }.count == 0, "the first drawing should equal the one from the coverage mask")
    }

    /// A stroked rectangle whose width is not a number is tracked as it is drawn: its box is
    /// not a number either, never a finite box that misses the sides a full redraw paints.
    @Test func aStrokedRectangleOfNaNWidthIsTrackedAsItIsDrawn() throws {
        var list = DrawList()
        list.stroke(Rect(x: 53.38, y: 56, width: .nan, height: 41.71), Color(red: 75, green: 97, blue: 105), width: 14.5)
        let (a, b) = try afterAnEmptyFrameAndInFull(list)
        #expect(a.indices.filter { a[$0] != b[$0] }.count == 0, "a stroked rectangle of NaN width redrawn with damage tracking should equal a full redraw")
    }
}
