import Crease
import CreaseHUD

extension DrawListRenderer {
    /// Draws one command under a transform, within the canvas's clip.
    func draw(_ command: DrawCommand, _ t: Transform2D) {
        switch command {
        case .fillRect(let rect, let color):
            fillRect(rect, color, t)
        case .strokeRect(let rect, let color, let width):
            let w = min(width, rect.width / 2, rect.height / 2)
            guard w > 0 else { return }
            if snappedRect(rect, t) != nil {
                fillRect(Rect(x: rect.minX, y: rect.minY, width: rect.width, height: w), color, t)
                fillRect(Rect(x: rect.minX, y: rect.maxY - w, width: rect.width, height: w), color, t)
                fillRect(Rect(x: rect.minX, y: rect.minY + w, width: w, height: rect.height - 2 * w), color, t)
                fillRect(Rect(x: rect.maxX - w, y: rect.minY + w, width: w, height: rect.height - 2 * w), color, t)
            } else {
                fillContours([Outline.rectangle(rect), Outline.rectangle(rect.insetBy(dx: w, dy: w)).reversed()], color, t)
            }
        case .fillRoundedRect(let rect, let radius, let color):
            guard radius > 0 else { return fillRect(rect, color, t) }
            fillContours([Outline.roundedRect(rect, radius: radius, segments: segments(radius, t))], color, t)
        case .strokeRoundedRect(let rect, let radius, let color, let width):
            let w = min(width, rect.width / 2, rect.height / 2)
            guard w > 0 else { return }
            let count = segments(radius, t)
            let outer = Outline.roundedRect(rect, radius: radius, segments: count)
            let inner = Outline.roundedRect(rect.insetBy(dx: w, dy: w), radius: max(0, radius - w), segments: count)
            fillContours([outer, inner.reversed()], color, t)
        case .line(let start, let end, let color, let width):
            if start.x == end.x || start.y == end.y, snappedRect(Rect(x: 0, y: 0, width: 1, height: 1), t) != nil {
                // An axis-aligned line is a rectangle: crisp on whole pixels.
                let rect = start.x == end.x
                    ? Rect(x: start.x - width / 2, y: min(start.y, end.y), width: width, height: abs(end.y - start.y))
                    : Rect(x: min(start.x, end.x), y: start.y - width / 2, width: abs(end.x - start.x), height: width)
                if let pixels = snappedRect(rect, t), !pixels.isEmpty { return canvas.fill(pixels, color) }
            }
            fillContours([Outline.thickLine(from: start, to: end, width: width)], color, t)
        case .fillCircle(let center, let radius, let color):
            guard radius > 0 else { return }
            fillContours([Outline.circle(center: center, radius: radius, count: 4 * segments(radius, t))], color, t)
        case .strokeCircle(let center, let radius, let color, let width):
            guard radius > 0, width > 0 else { return }
            let count = 4 * segments(radius, t)
            var contours = [Outline.circle(center: center, radius: radius, count: count)]
            if radius - width > 0 { contours.append(Outline.circle(center: center, radius: radius - width, count: count).reversed()) }
            fillContours(contours, color, t)
        case .fillPolygon(let points, let color):
            fillContours([points], color, t)
        case .triangles(let mesh, let indices, let textureName):
            drawMesh(mesh, indices: indices, texture: textureName, t)
        case .image(let name, let source, let destination, let tint):
            drawImage(name, source: source, destination: destination, tint: tint, t)
        case .text(let string, let origin, let font, let color, let alignment):
            drawText(string, origin: origin, font: font, color: color, alignment: alignment, t)
        case .pushClip, .popClip, .pushTransform, .popTransform:
            break
        }
    }

    /// Corners a quarter circle of this radius needs at the transform's scale.
    func segments(_ radius: Double, _ t: Transform2D) -> Int {
        Outline.segmentsPerQuarter(radiusInPixels: radius * t.areaScale.squareRoot())
    }

    /// A rectangle: whole pixels when it stays axis-aligned, an antialiased polygon otherwise.
    func fillRect(_ rect: Rect, _ color: Color, _ t: Transform2D) {
        guard color.alpha > 0 else { return }
        if let pixels = snappedRect(rect, t) { return canvas.fill(pixels, color) }
        fillContours([Outline.rectangle(rect)], color, t)
    }

    /// Fills the shape the contours (in points) enclose, antialiased by exact coverage.
    func fillContours(_ contours: [[Point]], _ color: Color, _ t: Transform2D) {
        guard color.alpha > 0 else { return }
        let packed = Canvas.pack(color)
        let alpha = Float(color.alpha)
        let opaque = color.alpha == 255
        let clip = canvas.clip
        let pixels = canvas.pixels
        let stride = canvas.width
        rasterize(contours, t) {
            rasterizer.sweep { y, x, count, coverage in
                guard y >= clip.y, y < clip.y + clip.height else { return }
                let first = max(x, clip.x), last = min(x + count, clip.x + clip.width)
                guard first < last else { return }
                let line = pixels + y * stride
                var column = first
                while column < last {
                    let value = coverage[column - x]
                    if value > 0.998 && opaque {
                        // A run of full coverage is one fill at memset speed.
                        var end = column + 1
                        while end < last, coverage[end - x] > 0.998 { end += 1 }
                        (line + column).update(repeating: packed, count: end - column)
                        column = end
                        continue
                    }
                    if value > 0.001 {
                        line[column] = Canvas.blend(line[column], packed, UInt32(value * alpha + 0.5))
                    }
                    column += 1
                }
            }
        }
    }

    /// Maps contours to pixels and rasterizes them strip by strip: one damage cell wide, over
    /// the rows of the clip. Each strip folds what lies left of it onto its edge, so a
    /// pixel's coverage depends only on its own strip, never on what else is redrawn: damage
    /// tracking gives the pixels of a full redraw, bit for bit, and a small redraw under a
    /// large shape costs only its own cells. `paint` composites each strip's coverage.
    func rasterize(_ contours: [[Point]], _ t: Transform2D, _ paint: () -> Void) {
        var mapped: [(points: [Point], minX: Double, maxX: Double)] = []
        mapped.reserveCapacity(contours.count)
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for contour in contours where contour.count >= 3 {
            let points = contour.map(t.apply)
            var left = Double.infinity, right = -Double.infinity
            for point in points {
                left = min(left, point.x); right = max(right, point.x)
                minY = min(minY, point.y); maxY = max(maxY, point.y)
            }
            minX = min(minX, left); maxX = max(maxX, right)
            mapped.append((points, left, right))
        }
        guard !mapped.isEmpty else { return }
        forEachStrip(of: Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)) { strip in
            rasterizer.begin(strip)
            // A closed contour wholly beside the strip adds nothing to it.
            for contour in mapped where contour.maxX > Double(strip.x) && contour.minX < Double(strip.x + strip.width) {
                rasterizer.addContour(contour.points)
            }
            paint()
        }
    }

    /// The strips, one damage cell wide, that a box in canvas pixels covers within the clip.
    func forEachStrip(of box: Rect, _ body: (PixelRect) -> Void) {
        guard box.minX.isFinite, box.maxX.isFinite, box.minY.isFinite, box.maxY.isFinite,
              let area = PixelRect.enclosing(box, margin: 0).intersection(canvas.clip) else { return }
        let cell = DamageGrid.cellSize
        var strip = (area.x / cell) * cell
        while strip < area.x + area.width {
            let left = max(area.x, strip), right = min(area.x + area.width, strip + cell)
            body(PixelRect(x: left, y: area.y, width: right - left, height: area.height))
            strip += cell
        }
    }
}
