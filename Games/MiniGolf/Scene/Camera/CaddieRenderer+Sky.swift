import Crease
import CreaseHUD
import Foundation

/// The caddie view's air: the sky down to the horizon, turning to the far ground's haze, and
/// the fog over the ground and over what stands on it, thicker with distance.
extension CaddieRenderer {
    /// The sky down to the horizon, then below it the rough in its own colour as a rectangle
    /// (the fog goes over the rough with the rest of the ground, `drawGroundFog`).
    ///
    /// The sky is filled a row of points at a time, each in the colour of its middle, as the
    /// ground's fog is: a row of one colour is the cheapest fill the renderer has (the sky as
    /// a gradient mesh cost a coverage sweep and a look-up of its triangle per pixel, on every
    /// frame the camera moves), and one row differs from the next by about a level of a
    /// channel. Each row reaches a point into the next, which is painted over it, so where a
    /// row ends inside a pixel the pixel mixes the two rows' colours, never the screen behind.
    func drawSky(_ projection: CaddieCamera.Projection, into list: inout DrawList) {
        let horizon = Self.horizon(projection, in: frame)
        let rough = Palette.rough.mixed(with: Palette.grass, by: 0.5)
        // The sky pales toward the horizon, then, over its last `hazeBand` points, turns to the
        // colour the fog gives the far ground (the rough under the fog's thickest), so sky and
        // ground meet without a line.
        let haze = rough.mixed(with: Palette.fog, by: Self.fogFraction(depth: .infinity))
        let hazeTop = max(frame.minY, horizon - Self.hazeBand)
        var y = frame.minY
        while y < horizon {
            let next = min(horizon, y + 1), middle = (y + next) / 2
            let color = middle < hazeTop
                ? Palette.skyTop.mixed(with: Palette.skyHorizon, by: (middle - frame.minY) / (hazeTop - frame.minY))
                : Palette.skyHorizon.mixed(with: haze, by: (middle - hazeTop) / (horizon - hazeTop))
            list.fill(Rect(x: frame.minX, y: y, width: frame.width, height: min(frame.maxY, next + 1) - y), color)
            y = next
        }
        list.fill(Rect(x: frame.minX, y: horizon, width: frame.width, height: frame.maxY - horizon), rough)
    }

    /// The ground's fog, a translucent fill a row of points at a time over the ground drawn so
    /// far (the rough, the patches, the shadow and the aim), from the horizon down to where
    /// the fog starts.
    ///
    /// On flat ground seen by a camera that does not roll, distance depends on the screen row
    /// alone, so each row takes the fog of the ground's depth at its middle. Mixing the fog
    /// over a colour this way is what fogging its corners did (`fogged`), but it leaves every
    /// patch one flat colour, and a row of one colour is the cheapest blend the renderer has
    /// (a mesh of gradient bands cost it a coverage sweep and a colour step per pixel). Upright
    /// faces stand above the ground and are fogged by their own depth, after this.
    func drawGroundFog(_ projection: CaddieCamera.Projection, into list: inout DrawList) {
        let horizon = Self.horizon(projection, in: frame)
        let end = min(frame.maxY, (projection.groundRow(atDepth: Self.fogStart) ?? frame.maxY).rounded(.up))
        var y = horizon
        while y < end {
            let next = min(end, y + 1)
            let depth = projection.groundDepth(atRow: (y + next) / 2) ?? CaddieCamera.Projection.far
            let alpha = UInt8((Self.fogFraction(depth: depth) * 255).rounded())
            if alpha > 0 { list.fill(Rect(x: frame.minX, y: y, width: frame.width, height: next - y), Palette.fog.withAlpha(alpha)) }
            y = next
        }
    }

    /// The horizon's row, on a whole point: the sky meets the rough there and the fog begins
    /// there, and an edge of each crossing one row of pixels would let the rough's own colour
    /// show through the fog's partly covered first row (a dark line along the horizon).
    static func horizon(_ projection: CaddieCamera.Projection, in frame: Rect) -> Double {
        min(frame.maxY, max(frame.minY, projection.horizonY.rounded()))
    }

    /// `color` under the fog of what is `depth` units away (`fogFraction(depth:)`).
    func fogged(_ color: Color, depth: Double) -> Color {
        color.mixed(with: Palette.fog.withAlpha(color.alpha), by: Self.fogFraction(depth: depth))
    }

    /// How far above the horizon the sky turns to the far ground's haze, points.
    static let hazeBand = 22.0

    /// How much fog lies over what is `depth` units away: none nearer than `fogStart`, up to 85%.
    static func fogFraction(depth: Double) -> Double {
        min(0.85, max(0, (depth - fogStart) / (CaddieCamera.Projection.far - fogStart)))
    }
}
