import CSDL2
import Crease
import Foundation

/// The F11 preview: the frame drawn as a half-open device looks from a seat in front of it.
///
/// In tabletop the lower half lies on the table as in the flat window and the raised half
/// stands up behind the fold, foreshortened by the hinge angle (seen from an eye 60° above
/// the table) and narrowing as it recedes; in book both pages turn toward the viewer, their
/// outer edges nearer (taller) than the spine.
/// The crease is shaded, and each half is darkened by how far it faces away from the light.
enum PerspectivePreview {
    /// How long a half looks across the fold, as a fraction of its flat length.
    static func foreshortening(hingeAngle: Double, horizontalFold: Bool) -> Double {
        let raised = (180 - hingeAngle) * Double.pi / 180
        if horizontalFold {
            let eye = 60 * Double.pi / 180
            return min(1, max(0.03, sin(eye + raised) / sin(eye)))
        }
        return min(1, max(0.03, cos(raised / 2)))
    }

    /// One half of the display as a textured strip mesh in pixels.
    ///
    /// - Parameters:
    ///   - hinge: the fold's centre line position along the axis across it, in pixels.
    ///   - far: the half's outer edge along that axis, in pixels (before foreshortening).
    ///   - span: the half's extent along the fold, in pixels (start and end).
    ///   - texture: the target's size in pixels, to normalize texture coordinates.
    ///   - nearWidth, farWidth: how long the fold edge and the outer edge look, as fractions of
    ///     their flat length (less than 1: farther from the eye).
    static func halfMesh(horizontalFold: Bool, hinge: Double, far: Double, span: (Double, Double), factor: Double,
                         nearWidth: Double, farWidth: Double, shade: UInt8, creaseShade: UInt8,
                         texture: (width: Int, height: Int)) -> [SDL_Vertex] {
        let steps = 24
        var vertices: [SDL_Vertex] = []
        vertices.reserveCapacity(steps * 6)
        func vertex(along: Double, across t: Double) -> SDL_Vertex {
            // t runs 0 (the fold) → 1 (the outer edge).
            let sourceAcross = hinge + (far - hinge) * t
            let shownAcross = hinge + (far - hinge) * t * factor
            let centre = (span.0 + span.1) / 2
            let width = nearWidth + (farWidth - nearWidth) * t
            let shownAlong = centre + (along - centre) * width
            let (sx, sy) = horizontalFold ? (along, sourceAcross) : (sourceAcross, along)
            let (px, py) = horizontalFold ? (shownAlong, shownAcross) : (shownAcross, shownAlong)
            // Darker toward the crease: a valley in shadow.
            let light = t < 0.08 ? Double(creaseShade) + (Double(shade) - Double(creaseShade)) * t / 0.08 : Double(shade)
            let level = UInt8(max(0, min(255, light)))
            return SDL_Vertex(position: SDL_FPoint(x: Float(px), y: Float(py)),
                              color: SDL_Color(r: level, g: level, b: level, a: 255),
                              tex_coord: SDL_FPoint(x: Float(sx / Double(max(1, texture.width))), y: Float(sy / Double(max(1, texture.height)))))
        }
        for step in 0..<steps {
            let t0 = Double(step) / Double(steps)
            let t1 = Double(step + 1) / Double(steps)
            let a = vertex(along: span.0, across: t0)
            let b = vertex(along: span.1, across: t0)
            let c = vertex(along: span.0, across: t1)
            let d = vertex(along: span.1, across: t1)
            vertices += [a, b, c, c, b, d]
        }
        return vertices
    }
}

/// Where the preview put each half, in window pixels: enough to draw it and to send a tap on
/// the foreshortened picture back to the display point under it.
struct PreviewGeometry: Sendable {
    /// One half of the display as the preview shows it.
    struct Half: Sendable {
        /// The half's outer edge across the fold, in flat pixels.
        var far: Double
        /// How long it looks across the fold (1: flat).
        var factor: Double
        /// How long its fold edge and outer edge look along the fold.
        var nearWidth: Double
        var farWidth: Double
        /// Its brightness (255: fully lit).
        var shade: UInt8
    }

    /// True when the fold runs horizontally (tabletop).
    var horizontalFold: Bool
    /// The fold's centre line across the fold, in pixels.
    var hinge: Double
    /// The display's extent along the fold, in pixels.
    var span: (Double, Double)
    /// The two halves.
    var halves: [Half]

    /// A half's textured strips.
    func mesh(_ half: Half, texture: (width: Int, height: Int)) -> [SDL_Vertex] {
        PerspectivePreview.halfMesh(horizontalFold: horizontalFold, hinge: hinge, far: half.far, span: span, factor: half.factor,
                                    nearWidth: half.nearWidth, farWidth: half.farWidth, shade: half.shade, creaseShade: 60,
                                    texture: texture)
    }

    /// The flat pixel shown at a preview pixel (outside the display where the table shows).
    func unproject(_ shown: Point) -> Point {
        let across = horizontalFold ? shown.y : shown.x
        let along = horizontalFold ? shown.x : shown.y
        for half in halves {
            let reach = (half.far - hinge) * half.factor
            guard reach != 0, (across - hinge) / reach >= 0 else { continue }
            let t = (across - hinge) / reach
            let width = half.nearWidth + (half.farWidth - half.nearWidth) * min(1, t)
            let centre = (span.0 + span.1) / 2
            let sourceAlong = centre + (along - centre) / max(0.01, width)
            let sourceAcross = hinge + (half.far - hinge) * t
            return horizontalFold ? Point(x: sourceAlong, y: sourceAcross) : Point(x: sourceAcross, y: sourceAlong)
        }
        return shown
    }
}
