import Crease
import CreaseHUD

/// The perspective preview (F11), the compositor's one layer that redraws the others.
extension FrameCompositor {
    /// The frame as a half-open device looks from a seat in front of it (F11): each half is
    /// drawn through transforms, in bands that narrow as they recede, so text stays text (the
    /// glyphs are sampled from the atlas at the size they appear) instead of a picture of it.
    /// With it, how a window pixel maps to the flat frame's pixel under it, so taps on the
    /// picture land where they appear to (nil when the device is not folded: the frame as is).
    func previewDrawList(of frame: DrawList, on device: Device) -> (DrawList, ((Point) -> Point)?) {
        guard let fold = device.displayRegions.first(where: { $0.kind == .division && $0.isActive }) else { return (frame, nil) }
        let horizontal = fold.isHorizontal
        let display = drawer.displayBounds
        let factor = PerspectivePreview.foreshortening(hingeAngle: device.hingeAngle, horizontalFold: horizontal)
        let lit = UInt8(max(90, min(255, 150 + 105 * factor)))
        let hinge = horizontal ? fold.frame.midY : fold.frame.midX
        let span = horizontal ? (display.minX, display.maxX) : (display.minY, display.maxY)
        let nearEdge = horizontal ? display.minY : display.minX
        let farEdge = horizontal ? display.maxY : display.maxX
        let halves: [PreviewGeometry.Half]
        if horizontal {
            // Lower half flat on the table; upper half raised, its top edge receding.
            halves = [PreviewGeometry.Half(far: farEdge, factor: 1, nearWidth: 1, farWidth: 1, shade: 255),
                      PreviewGeometry.Half(far: nearEdge, factor: factor, nearWidth: 1, farWidth: 1 - 0.5 * (1 - factor), shade: lit)]
        } else {
            // Both pages turned toward the viewer: the spine is farther away than the edges.
            let spine = 1 - 0.45 * (1 - factor)
            halves = [PreviewGeometry.Half(far: nearEdge, factor: factor, nearWidth: spine, farWidth: 1, shade: lit),
                      PreviewGeometry.Half(far: farEdge, factor: factor, nearWidth: spine, farWidth: 1, shade: lit)]
        }
        let points = PreviewGeometry(horizontalFold: horizontal, hinge: hinge, span: span, halves: halves)
        // Taps on the picture land where they appear to: on the display point under them.
        let t = drawer.transform
        let pixelMapper: (Point) -> Point = { pixel in t.pixel(points.unproject(t.point(atPixel: pixel))) }

        var list = DrawList()
        list.fill(display, Color(red: 34, green: 30, blue: 28))
        let centre = (span.0 + span.1) / 2
        for half in halves {
            let flat = half.factor == 1 && half.nearWidth == 1 && half.farWidth == 1
            let bands = flat ? 1 : 24
            for band in 0..<bands {
                let t0 = Double(band) / Double(bands), t1 = Double(band + 1) / Double(bands)
                let width = half.nearWidth + (half.farWidth - half.nearWidth) * (t0 + t1) / 2
                let a = hinge + (half.far - hinge) * t0 * half.factor, b = hinge + (half.far - hinge) * t1 * half.factor
                let clip = horizontal ? Rect(x: span.0, y: min(a, b), width: span.1 - span.0, height: abs(b - a))
                    : Rect(x: min(a, b), y: span.0, width: abs(b - a), height: span.1 - span.0)
                let map = horizontal
                    ? Transform2D(a: width, b: 0, c: 0, d: half.factor, tx: centre - centre * width, ty: hinge - hinge * half.factor)
                    : Transform2D(a: half.factor, b: 0, c: 0, d: width, tx: hinge - hinge * half.factor, ty: centre - centre * width)
                list.clipped(to: clip) { list in
                    list.transformed(by: map) { $0.append(contentsOf: frame) }
                }
            }
            shade(half, hinge: hinge, span: span, horizontal: horizontal, into: &list)
        }
        let text = "perspective preview · \(device.posture) · \(device.hingeAngle.pointString)° · F11 to leave"
        let font = Font(size: 13, weight: .bold)
        let size = drawer.measurer.measure(text, font: font)
        let pill = Rect(x: display.midX - size.width / 2 - 10, y: horizontal ? display.minY + 8 : display.maxY - size.height - 14,
                        width: size.width + 20, height: size.height + 6)
        list.fill(pill, cornerRadius: pill.height / 2, Color.black.withAlpha(170))
        list.text(text, at: Point(x: display.midX, y: pill.minY + 3), font: font, Color.white.withAlpha(220), alignment: .center)
        return (list, pixelMapper)
    }

    /// Darkens a half by how far it faces away from the light, and its crease most.
    private func shade(_ half: PreviewGeometry.Half, hinge: Double, span: (Double, Double), horizontal: Bool, into list: inout DrawList) {
        let centre = (span.0 + span.1) / 2
        func corner(along edge: Double, _ t: Double) -> Point {
            let across = hinge + (half.far - hinge) * t * half.factor
            let width = half.nearWidth + (half.farWidth - half.nearWidth) * t
            let along = centre + (edge - centre) * width
            return horizontal ? Point(x: along, y: across) : Point(x: across, y: along)
        }
        let rest = Color.black.withAlpha(255 - half.shade)
        let valley = Color.black.withAlpha(255 - 60)
        let crease: Double = 0.08
        list.triangles([Vertex(position: corner(along: span.0, 0), color: valley), Vertex(position: corner(along: span.1, 0), color: valley),
                        Vertex(position: corner(along: span.1, crease), color: rest), Vertex(position: corner(along: span.0, crease), color: rest)],
                       indices: [0, 1, 2, 0, 2, 3])
        if half.shade < 255 {
            list.fillPolygon([corner(along: span.0, crease), corner(along: span.1, crease), corner(along: span.1, 1), corner(along: span.0, 1)], rest)
        }
    }
}
