import Crease
import CreaseHUD
@testable import CreaseSDL

/// Renderers without fonts for tests that check a damage-tracked frame against a full redraw.
@MainActor
enum RedrawParity {
    /// A renderer of `width` × `height` pixels at one pixel a point.
    static func renderer(width: Int, height: Int, damageTracking: Bool = true) throws -> DrawListRenderer {
        try DrawListRenderer(fonts: nil, transform: PixelTransform(scale: 1),
                             displayBounds: Rect(x: 0, y: 0, width: Double(width), height: Double(height)),
                             width: width, height: height, damageTracking: damageTracking)
    }

    /// How many bytes of `renderer`'s last frame differ from a full redraw of `list`.
    static func differing(_ renderer: DrawListRenderer, _ list: DrawList) throws -> Int {
        let full = try self.renderer(width: renderer.canvas.width, height: renderer.canvas.height, damageTracking: false)
        full.render(list, clearColor: .black)
        let a = renderer.rgbaBytes(), b = full.rgbaBytes()
        return a.indices.filter { a[$0] != b[$0] }.count
    }
}
