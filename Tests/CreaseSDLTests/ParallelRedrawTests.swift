import Crease
import CreaseHUD
@testable import CreaseSDL
import Foundation
import Testing

/// Two threads draw a frame's changed rectangles band by band: the pixels must be those of one
/// thread, bit for bit, whatever each band needed from what they share.
@MainActor
@Suite struct ParallelRedrawTests {
    private static let size = (width: 480, height: 360)

    private func renderer(parallel: Bool, damageTracking: Bool = true, fonts: FontFiles? = nil,
                          glyphPages: Int = 8, glyphPageSize: Int = 512) throws -> DrawListRenderer {
        try SDLLibrary.start(.headless)
        let renderer = try DrawListRenderer(fonts: fonts, transform: PixelTransform(scale: 1),
                                            displayBounds: Rect(x: 0, y: 0, width: Double(Self.size.width), height: Double(Self.size.height)),
                                            width: Self.size.width, height: Self.size.height, damageTracking: damageTracking,
                                            glyphPages: glyphPages, glyphPageSize: glyphPageSize)
        renderer.parallelRedraw = parallel
        return renderer
    }

    /// A still gradient ground, a shaded mesh that turns, a disc that moves, text that changes,
    /// and a veil that fades over all of it: every kind of command, and cells of each kind.
    private func scene(frame: Int, text: Bool) -> DrawList {
        var list = DrawList()
        let top = Color(red: 90, green: 150, blue: 230), bottom = Color(red: 30, green: 120, blue: 60)
        list.triangles([Vertex(position: Point(x: 0, y: 0), color: top), Vertex(position: Point(x: 480, y: 0), color: top),
                        Vertex(position: Point(x: 480, y: 360), color: bottom), Vertex(position: Point(x: 0, y: 360), color: bottom)],
                       indices: [0, 1, 2, 0, 2, 3])
        let angle = Double(frame) * 0.07
        let centre = Point(x: 240, y: 180)
        let corners = (0..<3).map { index in
            let turn = angle + Double(index) * 2 * Double.pi / 3
            return Point(x: centre.x + cos(turn) * 150, y: centre.y + sin(turn) * 150)
        }
        list.triangles([Vertex(position: corners[0], color: .white), Vertex(position: corners[1], color: Color(red: 200, green: 60, blue: 40)),
                        Vertex(position: corners[2], color: Color(red: 40, green: 60, blue: 200, alpha: 180))])
        list.fillCircle(center: Point(x: 40 + Double(frame * 9 % 400), y: 300), radius: 23.5, Color(red: 250, green: 220, blue: 90))
        if text {
            list.text("Frame \(frame) · \(frame * 7919 % 1000) points", at: Point(x: 16, y: 16 + Double(frame % 5) * 60), font: .title, .white)
        }
        if frame >= 6 { list.fill(Rect(x: 0, y: 0, width: 480, height: 360), Color.white.fading(Double(frame % 7) / 10)) }
        return list
    }

    /// Renders `frames` frames both ways and compares every byte; returns the bands the helper
    /// drew and those drawn again alone.
    private func compare(frames: Int, text: Bool, fonts: FontFiles? = nil, glyphPages: Int = 8,
                         glyphPageSize: Int = 512) throws -> (helperBands: Int, alone: Int) {
        let two = try renderer(parallel: true, fonts: fonts, glyphPages: glyphPages, glyphPageSize: glyphPageSize)
        let one = try renderer(parallel: false, damageTracking: false, fonts: fonts, glyphPages: glyphPages, glyphPageSize: glyphPageSize)
        var helperBands = 0, alone = 0
        for frame in 0..<frames {
            let list = scene(frame: frame, text: text)
            two.render(list, clearColor: .black)
            one.render(list, clearColor: .black)
            let a = two.rgbaBytes(), b = one.rgbaBytes()
            let differing = a.indices.filter { a[$0] != b[$0] }.count
            #expect(differing == 0, "frame \(frame): \(differing) bytes differ between two threads and one")
            #expect(one.lastFrame.bands == 0, "expected one thread to cut nothing into bands")
            helperBands += two.lastFrame.helperBands
            alone += two.bandsDrawn.alone
        }
        return (helperBands, alone)
    }

    @Test func twoThreadsDrawWhatOneDoes() throws {
        // Which thread claims a band is up to the scheduler: on a machine busy with the rest
        // of the suite the main thread can claim every band of 24 frames before the helper
        // wakes. So the scene is run again (each run compared byte for byte) until the helper
        // has drawn some, up to ten times.
        var helperBands = 0
        for _ in 0..<10 where helperBands == 0 {
            helperBands += try compare(frames: 24, text: false).helperBands
        }
        #expect(helperBands > 0, "expected the helper thread to draw some bands in ten runs of 24 frames")
    }

    @Test func textNewThisFrameHasItsGlyphsPreparedForBothThreads() throws {
        // The glyphs of a run new this frame (every character the first time it shows) are put
        // into the atlas before the bands are drawn, so not even the first frames draw a band
        // again alone.
        let counts = try compare(frames: 30, text: true, fonts: try FontFiles())
        #expect(counts.helperBands > 0, "expected the helper thread to draw some bands")
        #expect(counts.alone == 0, "expected no band drawn alone: every glyph new to a frame is prepared")
    }

    @Test func aBandMissingAGlyphIsDrawnAgainAlone() throws {
        // One small page: preparing a line's glyphs empties it for later ones, so some bands
        // find a glyph gone and are drawn again on the main thread alone.
        let counts = try compare(frames: 12, text: true, fonts: try FontFiles(), glyphPages: 1, glyphPageSize: 64)
        #expect(counts.alone > 0, "expected a band to lack an evicted glyph")
    }

    @Test func bandsAreWholeCellRowsCoveringTheRectanglesOnce() throws {
        let renderer = try renderer(parallel: true)
        renderer.render(scene(frame: 0, text: false), clearColor: .black)
        renderer.render(scene(frame: 1, text: false), clearColor: .black)
        let bands = renderer.bands(count: DrawListRenderer.bandCount)
        #expect(bands.count >= 2 && bands.count <= DrawListRenderer.bandCount)
        let pieces = bands.flatMap { $0 }
        #expect(pieces.reduce(0) { $0 + $1.rect.area } == renderer.dirtyRectangles.reduce(0) { $0 + $1.area })
        for band in bands {
            let top = band.map(\.rect.y).min() ?? 0
            #expect(top % DamageGrid.cellSize == 0, "expected each band to start on a cell row, one starts at \(top)")
        }
        for (index, piece) in pieces.enumerated() {
            for other in pieces[(index + 1)...] { #expect(!piece.rect.intersects(other.rect), "expected no pixel in two pieces") }
        }
    }
}
