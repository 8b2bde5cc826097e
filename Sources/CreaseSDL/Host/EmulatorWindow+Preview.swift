import CSDL2
import Crease
import CreaseHUD

extension EmulatorWindow {
    /// Draws the preview target as a half-open device seen from a seat (F11).
    func composePreview(from target: Texture) throws {
        guard let fold = device.displayRegions.first(where: { $0.kind == .division && $0.isActive }) else { return }
        let t = drawer.transform
        let output = renderer.outputSize
        let horizontal = fold.isHorizontal
        let display = drawer.displayBounds
        let hinge = horizontal ? t.pixel(Point(x: 0, y: fold.frame.midY)).y : t.pixel(Point(x: fold.frame.midX, y: 0)).x
        let start = horizontal ? t.pixel(display.origin).x : t.pixel(display.origin).y
        let end = horizontal ? t.pixel(Point(x: display.maxX, y: display.maxY)).x : t.pixel(Point(x: display.maxX, y: display.maxY)).y
        let nearEdge = horizontal ? t.pixel(display.origin).y : t.pixel(display.origin).x
        let farEdge = horizontal ? t.pixel(Point(x: display.maxX, y: display.maxY)).y : t.pixel(Point(x: display.maxX, y: display.maxY)).x
        let factor = PerspectivePreview.foreshortening(hingeAngle: device.hingeAngle, horizontalFold: horizontal)
        try drawer.clear(Color(red: 10, green: 11, blue: 14))
        var table = DrawList()
        table.fill(display, Color(red: 34, green: 30, blue: 28))
        try drawer.render(table)
        SDL_SetTextureColorMod(target.pointer, 255, 255, 255)
        SDL_SetTextureAlphaMod(target.pointer, 255)
        let lit = UInt8(max(90, min(255, 150 + 105 * factor)))
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
        let geometry = PreviewGeometry(horizontalFold: horizontal, hinge: hinge, span: (start, end), halves: halves)
        for half in geometry.halves {
            drawer.setVertices(geometry.mesh(half, texture: output))
            try drawer.submit(texture: target, indices: [])
        }
        // Taps on the picture land where they appear to: on the display point under them.
        translator.pixelMapper = { geometry.unproject($0) }
        var label = DrawList()
        let text = "perspective preview · \(device.posture) · \(device.hingeAngle.pointString)° · F11 to leave"
        let font = Font(size: 13, weight: .bold)
        let size = textMeasurer.measure(text, font: font)
        let pill = Rect(x: display.midX - size.width / 2 - 10, y: horizontal ? display.minY + 8 : display.maxY - size.height - 14,
                        width: size.width + 20, height: size.height + 6)
        label.fill(pill, cornerRadius: pill.height / 2, Color.black.withAlpha(170))
        label.text(text, at: Point(x: display.midX, y: pill.minY + 3), font: font, Color.white.withAlpha(220), alignment: .center)
        try drawer.render(label)
    }
}
