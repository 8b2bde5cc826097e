import Crease
import CreaseHUD
@testable import CreaseSDL
import Testing

/// A mesh drawn again unchanged keeps last frame's surfaces; a changed one is worked out
/// afresh; either way the pixels are a full redraw's.
@MainActor
@Suite struct MeshCacheTests {
    /// A shaded quad over the whole canvas (nudged by `shift`), a flat triangle fan, and a dot
    /// at `dot` that dirties a few cells crossing both meshes.
    private func scene(dot: Point, shift: Double = 0) -> DrawList {
        var list = DrawList()
        list.fill(Rect(x: 0, y: 0, width: 200, height: 160), Color(red: 20, green: 30, blue: 40))
        let corners = [Point(x: 4.5 + shift, y: 3.2), Point(x: 196.1, y: 9.7), Point(x: 190.4, y: 155.3), Point(x: 8.8, y: 150.6)]
        let colors = [Color(red: 255, green: 0, blue: 0, alpha: 200), Color(red: 0, green: 255, blue: 0, alpha: 200),
                      Color(red: 0, green: 0, blue: 255, alpha: 200), Color(red: 255, green: 255, blue: 0, alpha: 200)]
        list.triangles(zip(corners, colors).map { Vertex(position: $0, color: $1) }, indices: [0, 1, 2, 0, 2, 3])
        let flat = Color(red: 240, green: 240, blue: 240, alpha: 120)
        list.triangles([Point(x: 30.3, y: 20.1), Point(x: 170.2, y: 40.7), Point(x: 100.5, y: 140.9)].map { Vertex(position: $0, color: flat) })
        list.fillCircle(center: dot, radius: 2.4, .white)
        return list
    }

    @Test func anUnchangedMeshKeepsItsSurfacesAndAChangedOneIsWorkedOutAgain() throws {
        let renderer = try RedrawParity.renderer(width: 200, height: 160)
        renderer.render(scene(dot: Point(x: 90.2, y: 80.1)), clearColor: .black)
        #expect(renderer.meshCache.misses == 2)
        #expect(renderer.meshCache.count == 2)

        // The dot moves within both meshes: both are redrawn there, from what was kept.
        let moved = scene(dot: Point(x: 100.7, y: 60.3))
        renderer.render(moved, clearColor: .black)
        #expect(renderer.lastFrame.pixelsRedrawn < 200 * 160 / 4)
        #expect(renderer.meshCache.hits == 2)
        #expect(renderer.meshCache.misses == 2)
        #expect(try RedrawParity.differing(renderer, moved) == 0)

        // The quad's corner moves: it is worked out afresh (the fan is still kept).
        let nudged = scene(dot: Point(x: 100.7, y: 60.3), shift: 1.5)
        renderer.render(nudged, clearColor: .black)
        #expect(renderer.meshCache.misses == 3)
        #expect(renderer.meshCache.count == 2)
        #expect(try RedrawParity.differing(renderer, nudged) == 0)
    }

    @Test func aMeshNoLongerDrawnIsDropped() throws {
        let renderer = try RedrawParity.renderer(width: 200, height: 160)
        renderer.render(scene(dot: Point(x: 90.2, y: 80.1)), clearColor: .black)
        var plain = DrawList()
        plain.fill(Rect(x: 0, y: 0, width: 200, height: 160), .black)
        renderer.render(plain, clearColor: .black)
        #expect(renderer.meshCache.count == 0)
        let again = scene(dot: Point(x: 90.2, y: 80.1))
        renderer.render(again, clearColor: .black)
        #expect(renderer.meshCache.misses == 4)
        #expect(try RedrawParity.differing(renderer, again) == 0)
    }
}
