import Crease
import CreaseHUD
@testable import CreaseSDL
import Testing

/// A veil fading over pixels that did not change is drawn from what was kept under it, and
/// the frame is still a full redraw's, bit for bit.
@MainActor
@Suite struct UnderlayTests {
    /// The veil covers x 32..<224, y 32..<160: 6 × 4 whole cells of 32 px.
    private static let veil = Rect(x: 32, y: 32, width: 192, height: 128)
    /// Around the dot drawn over the veil.
    private static let dot = PixelRect(x: 110, y: 80, width: 22, height: 22)

    /// A slanted shaded quad and a disc under a veil of `opacity` (none when nil), a dot over
    /// it, and a second, smaller veil over part of the first when `second`.
    private func scene(opacity: UInt8?, disc: Point, second: UInt8? = nil) -> DrawList {
        var list = DrawList()
        list.fill(Rect(x: 0, y: 0, width: 256, height: 192), Color(red: 20, green: 30, blue: 40))
        let corners = [Point(x: 10.5, y: 8.2), Point(x: 240.1, y: 20.7), Point(x: 230.4, y: 180.3), Point(x: 18.8, y: 170.6)]
        let colors = [Color(red: 255, green: 0, blue: 0, alpha: 220), Color(red: 0, green: 255, blue: 0, alpha: 220),
                      Color(red: 0, green: 0, blue: 255, alpha: 220), Color(red: 255, green: 255, blue: 0, alpha: 220)]
        list.triangles(zip(corners, colors).map { Vertex(position: $0, color: $1) }, indices: [0, 1, 2, 0, 2, 3])
        list.fillCircle(center: disc, radius: 9.3, Color(red: 250, green: 250, blue: 250, alpha: 200))
        if let opacity { list.fill(Self.veil, Color.white.withAlpha(opacity)) }
        if let second { list.fill(Rect(x: 64, y: 64, width: 96, height: 64), Color.black.withAlpha(second)) }
        list.fillCircle(center: Point(x: 120.4, y: 90.2), radius: 4.1, .white)
        return list
    }

    @Test func aFadingVeilOverStillPixelsIsCopiedBackAndBlended() throws {
        let renderer = try RedrawParity.renderer(width: 256, height: 192)
        let disc = Point(x: 60.2, y: 60.7)
        renderer.render(scene(opacity: 120, disc: disc), clearColor: .black)
        #expect(renderer.underlay.pixelsRestored == 0)
        for opacity in stride(from: UInt8(110), through: 30, by: -20) {
            let before = renderer.underlay.pixelsRestored
            let list = scene(opacity: opacity, disc: disc)
            renderer.render(list, clearColor: .black)
            // Only the cells under the veil changed, and every one was copied back.
            #expect(renderer.lastFrame.pixelsRedrawn == 192 * 128)
            #expect(renderer.underlay.pixelsRestored - before == 192 * 128)
            #expect(try RedrawParity.differing(renderer, list) == 0)
        }
    }

    @Test func whatChangesUnderTheVeilIsRedrawnAndTheRestCopiedBack() throws {
        let renderer = try RedrawParity.renderer(width: 256, height: 192)
        renderer.render(scene(opacity: 120, disc: Point(x: 60.2, y: 60.7)), clearColor: .black)
        // The disc moves under the veil: its cells (old and new) are redrawn, the rest copied back.
        let moved = scene(opacity: 100, disc: Point(x: 180.6, y: 130.1))
        let before = renderer.underlay.pixelsRestored
        renderer.render(moved, clearColor: .black)
        let restored = renderer.underlay.pixelsRestored - before
        #expect(restored > 0)
        #expect(restored < 192 * 128 - 4 * 32 * 32)
        #expect(try RedrawParity.differing(renderer, moved) == 0)
        // Fading on, the cells redrawn last frame were kept then: all are copied back now.
        let next = scene(opacity: 80, disc: Point(x: 180.6, y: 130.1))
        let again = renderer.underlay.pixelsRestored
        renderer.render(next, clearColor: .black)
        #expect(renderer.underlay.pixelsRestored - again == 192 * 128)
        #expect(try RedrawParity.differing(renderer, next) == 0)
    }

    @Test func aLaterVeilOverAnEarlierOneKeepsWhatLiesUnderItself() throws {
        let renderer = try RedrawParity.renderer(width: 256, height: 192)
        let disc = Point(x: 60.2, y: 60.7)
        renderer.render(scene(opacity: 120, disc: disc, second: 90), clearColor: .black)
        for (first, second) in [(UInt8(100), UInt8(90)), (100, 70), (80, 50), (80, 50)] {
            let list = scene(opacity: first, disc: disc, second: second)
            renderer.render(list, clearColor: .black)
            #expect(try RedrawParity.differing(renderer, list) == 0)
        }
        // With damage tracking off nothing is kept or copied back.
        let off = try RedrawParity.renderer(width: 256, height: 192, damageTracking: false)
        off.render(scene(opacity: 120, disc: disc), clearColor: .black)
        off.render(scene(opacity: 100, disc: disc), clearColor: .black)
        #expect(off.underlay.pixelsRestored == 0)
    }

    @Test func aVeilComingOverStillPixelsIsDrawnOverThemAndTheyAreKept() throws {
        let renderer = try RedrawParity.renderer(width: 256, height: 192)
        let disc = Point(x: 60.2, y: 60.7)
        renderer.render(scene(opacity: nil, disc: disc), clearColor: .black)
        // The veil arrives over pixels drawn last frame from the same commands: every
        // changed cell is drawn from the veil on, over what the canvas holds, except those of
        // the dot drawn over the veil (the canvas holds the dot there, not what lies under it).
        let veiled = scene(opacity: 120, disc: disc)
        renderer.render(veiled, clearColor: .black)
        #expect(renderer.lastFrame.pixelsRedrawn == 192 * 128)
        #expect(renderer.dirtyKinds.contains { $0 < 0 })
        for (rect, kind) in zip(renderer.dirtyRectangles, renderer.dirtyKinds) { #expect(kind < 0 || rect.intersects(Self.dot)) }
        #expect(renderer.underlay.pixelsRestored == 0)
        #expect(try RedrawParity.differing(renderer, veiled) == 0)
        // What lay under it was kept on the way: the next opacity copies all of it back.
        let fading = scene(opacity: 100, disc: disc)
        renderer.render(fading, clearColor: .black)
        #expect(renderer.underlay.pixelsRestored == 192 * 128)
        #expect(try RedrawParity.differing(renderer, fading) == 0)
    }

    @Test func aVeilGoingFromStillPixelsCopiesThemBack() throws {
        let renderer = try RedrawParity.renderer(width: 256, height: 192)
        let disc = Point(x: 60.2, y: 60.7)
        renderer.render(scene(opacity: 120, disc: disc), clearColor: .black)
        renderer.render(scene(opacity: 100, disc: disc), clearColor: .black)
        let before = renderer.underlay.pixelsRestored
        let gone = scene(opacity: nil, disc: disc)
        renderer.render(gone, clearColor: .black)
        // Nothing but the veil changed: the kept pixels are the frame's, with nothing over
        // them, except under the dot (drawn over the veil, so not among what was kept).
        let redrawn = zip(renderer.dirtyRectangles, renderer.dirtyKinds).filter { $0.1 == 0 }.map(\.0)
        #expect(redrawn.allSatisfy { $0.intersects(Self.dot) })
        #expect(renderer.underlay.pixelsRestored - before == 192 * 128 - redrawn.reduce(0) { $0 + $1.area })
        #expect(renderer.dirtyKinds.contains { $0 > 0 })
        #expect(try RedrawParity.differing(renderer, gone) == 0)
    }

    @Test func aVeilComingOrGoingOverPixelsThatChangeRedrawsThem() throws {
        let renderer = try RedrawParity.renderer(width: 256, height: 192)
        renderer.render(scene(opacity: nil, disc: Point(x: 60.2, y: 60.7)), clearColor: .black)
        // The disc moves as the veil comes, and again as it goes: the disc's cells are drawn
        // whole both times, and the frames stay a full redraw's.
        let coming = scene(opacity: 120, disc: Point(x: 180.6, y: 130.1))
        renderer.render(coming, clearColor: .black)
        #expect(renderer.dirtyKinds.contains(0) && renderer.dirtyKinds.contains { $0 < 0 })
        #expect(try RedrawParity.differing(renderer, coming) == 0)
        let before = renderer.underlay.pixelsRestored
        let going = scene(opacity: nil, disc: Point(x: 120.3, y: 100.8))
        renderer.render(going, clearColor: .black)
        let restored = renderer.underlay.pixelsRestored - before
        #expect(restored > 0 && restored < 192 * 128)
        #expect(try RedrawParity.differing(renderer, going) == 0)
    }
}
