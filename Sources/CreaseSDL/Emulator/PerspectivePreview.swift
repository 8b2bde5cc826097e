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
}

/// Where the preview puts each half, in display points: enough to draw it and to send a tap
/// on the foreshortened picture back to the display point under it.
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

    /// The flat point shown at a preview point (outside the display where the table shows).
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
