import Crease
import Foundation
import CreaseHUD

extension DrawListRenderer {
    /// What one drawing command paints under a transform, worked out for every command kind in
    /// one place (`shape(of:_:)`): drawing paints `paint`, and damage tracking hashes the
    /// command into the cells of `bounds`, taken from the same geometry.
    struct Shape {
        /// What is painted, and how.
        enum Paint {
            /// Whole pixels in one colour (a rectangle that stays axis-aligned).
            case pixels(PixelRect, Color)
            /// A rectangle's frame `width` points wide, each side on whole pixels.
            case frame(Rect, width: Double, Color)
            /// An outline filled by exact coverage; with `inner`, a ring (the inner one reversed).
            case outline(Figure, inner: Figure?, Color)
            /// A triangle mesh (`drawMesh`).
            case mesh([Vertex], indices: [Int32], texture: String?)
            /// An image (`drawImage`).
            case image(String, source: Rect?, destination: Rect, tint: Color)
            /// A line of text (`drawText`).
            case text(String, origin: Point, font: Font, Color, alignment: TextAlignment, direction: LayoutDirection)
        }

        var paint: Paint
        /// Every pixel it may touch on the canvas.
        var bounds: PixelRect
        /// Pixels inside `bounds` it never touches (a ring's inside, a pixel clear of its
        /// inner edge), or nil: damage tracking leaves them out, so a ring changing colour
        /// redraws its band and not what it surrounds.
        var hole: PixelRect? = nil
    }

    /// A closed outline in points, by its kind: its corners (`points`) and the corners of its
    /// bounds (`addCorners(to:)`) come from the same numbers.
    enum Figure {
        case rectangle(Rect)
        case roundedRect(Rect, radius: Double, segments: Int)
        /// `count` corners, at the radius whose polygon has the circle's area.
        case circle(center: Point, radius: Double, count: Int)
        case thickLine(from: Point, to: Point, width: Double)
        case polygon([Point])

        /// Its corners, clockwise on screen.
        var points: [Point] {
            switch self {
            case .rectangle(let rect): Outline.rectangle(rect)
            case .roundedRect(let rect, let radius, let segments): Outline.roundedRect(rect, radius: radius, segments: segments)
            case .circle(let center, let radius, let count): Outline.circle(center: center, radius: radius, count: count)
            case .thickLine(let from, let to, let width): Outline.thickLine(from: from, to: to, width: width)
            case .polygon(let points): points
            }
        }

        /// A rectangle wholly inside it (its corners worked out or not), or nil: where a ring
        /// with this inner figure paints nothing.
        var core: Rect? {
            switch self {
            case .rectangle(let rect):
                return rect
            case .roundedRect(let rect, let radius, _):
                // Clear of the rounded corners, which stay within `radius` of each side.
                let inset = min(max(0, radius), rect.width / 2, rect.height / 2)
                return rect.insetBy(dx: inset, dy: inset)
            case .circle(let center, let radius, let count):
                // The square inside the polygon's inscribed circle (the polygon's corners lie
                // on a radius at least `radius`, its sides within cos(π/count) of that).
                let half = radius * cos(Double.pi / Double(max(3, count))) / 2.squareRoot()
                return Rect(x: center.x - half, y: center.y - half, width: 2 * half, height: 2 * half)
            case .thickLine, .polygon:
                return nil
            }
        }

        /// Takes its corners into `extent`, worked out without making them (a rectangle or a
        /// circle gives its box's corners).
        func addCorners(to extent: inout PixelExtent) {
            switch self {
            case .rectangle(let rect), .roundedRect(let rect, _, _):
                extent.add(rect)
            case .circle(let center, let radius, let count):
                let r = Outline.areaPreservingRadius(radius, count: count)
                extent.add(minX: center.x - r, minY: center.y - r, maxX: center.x + r, maxY: center.y + r)
            case .thickLine(let from, let to, let width):
                let dx = to.x - from.x, dy = to.y - from.y
                let length = (dx * dx + dy * dy).squareRoot()
                let nx = length > 0 ? abs(dy / length * width / 2) : 0, ny = length > 0 ? abs(dx / length * width / 2) : 0
                extent.add(minX: min(from.x, to.x) - nx, minY: min(from.y, to.y) - ny, maxX: max(from.x, to.x) + nx, maxY: max(from.y, to.y) + ny)
            case .polygon(let points):
                extent.add(contentsOf: points)
            }
        }
    }

    /// What a command paints under a transform, or nil when it paints nothing (or is a clip or
    /// transform, which `resolve` follows).
    func shape(of command: DrawCommand, _ t: Transform2D) -> Shape? {
        /// The pixels a rectangle in the command's space reaches, a pixel to spare.
        func enclosing(_ local: Rect) -> PixelRect? {
            var extent = PixelExtent(t)
            extent.add(local)
            return extent.pixels()
        }
        /// An outline (a ring with `inner`), bounded by its outer figure, with the hole its
        /// inner figure leaves.
        func outline(_ figure: Figure, inner: Figure? = nil, _ color: Color) -> Shape? {
            var extent = PixelExtent(t)
            figure.addCorners(to: &extent)
            return extent.pixels().map { Shape(paint: .outline(figure, inner: inner, color), bounds: $0, hole: inner.flatMap { hole($0.core) }) }
        }
        /// The whole pixels inside `core` (points) a pixel clear of its edge, under a transform
        /// that keeps rectangles axis-aligned; nil otherwise.
        func hole(_ core: Rect?) -> PixelRect? {
            guard let core, (t.b == 0 && t.c == 0) || (t.a == 0 && t.d == 0) else { return nil }
            let mapped = t.apply(core)
            guard mapped.minX.isFinite, mapped.maxX.isFinite, mapped.minY.isFinite, mapped.maxY.isFinite else { return nil }
            let clamp = { (value: Double) in max(-1e6, min(1e6, value)) }
            let minX = Rounding.up(clamp(mapped.minX)) + 1, maxX = Rounding.down(clamp(mapped.maxX)) - 1
            let minY = Rounding.up(clamp(mapped.minY)) + 1, maxY = Rounding.down(clamp(mapped.maxY)) - 1
            guard maxX > minX, maxY > minY else { return nil }
            return PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
        /// A rectangle: whole pixels when it stays axis-aligned, an outline otherwise.
        func rectangle(_ rect: Rect, _ color: Color) -> Shape? {
            guard let pixels = snappedRect(rect, t) else { return outline(.rectangle(rect), color) }
            return pixels.isEmpty ? nil : Shape(paint: .pixels(pixels, color), bounds: pixels)
        }
        switch command {
        case .fillRect(let rect, let color):
            guard color.alpha > 0 else { return nil }
            return rectangle(rect, color)
        case .strokeRect(let rect, let color, let width):
            let w = min(width, rect.width / 2, rect.height / 2)
            guard color.alpha > 0, w > 0 else { return nil }
            guard snappedRect(rect, t) != nil else { return outline(.rectangle(rect), inner: .rectangle(rect.insetBy(dx: w, dy: w)), color) }
            return enclosing(rect).map { Shape(paint: .frame(rect, width: w, color), bounds: $0, hole: hole(rect.insetBy(dx: w, dy: w))) }
        case .fillRoundedRect(let rect, let radius, let color):
            guard color.alpha > 0 else { return nil }
            guard radius > 0 else { return rectangle(rect, color) }
            return outline(.roundedRect(rect, radius: radius, segments: segments(radius, t)), color)
        case .strokeRoundedRect(let rect, let radius, let color, let width):
            let w = min(width, rect.width / 2, rect.height / 2)
            guard color.alpha > 0, w > 0 else { return nil }
            let count = segments(radius, t)
            let inner = Figure.roundedRect(rect.insetBy(dx: w, dy: w), radius: max(0, radius - w), segments: count)
            return outline(.roundedRect(rect, radius: radius, segments: count), inner: inner, color)
        case .line(let start, let end, let color, let width):
            guard color.alpha > 0 else { return nil }
            if start.x == end.x || start.y == end.y, snappedRect(Rect(x: 0, y: 0, width: 1, height: 1), t) != nil {
                // An axis-aligned line is a rectangle: crisp on whole pixels.
                let rect = start.x == end.x
                    ? Rect(x: start.x - width / 2, y: min(start.y, end.y), width: width, height: abs(end.y - start.y))
                    : Rect(x: min(start.x, end.x), y: start.y - width / 2, width: abs(end.x - start.x), height: width)
                if let pixels = snappedRect(rect, t), !pixels.isEmpty { return Shape(paint: .pixels(pixels, color), bounds: pixels) }
            }
            guard width > 0, start != end else { return nil }
            return outline(.thickLine(from: start, to: end, width: width), color)
        case .fillCircle(let center, let radius, let color):
            guard color.alpha > 0, radius > 0 else { return nil }
            return outline(.circle(center: center, radius: radius, count: 4 * segments(radius, t)), color)
        case .strokeCircle(let center, let radius, let color, let width):
            guard color.alpha > 0, radius > 0, width > 0 else { return nil }
            let count = 4 * segments(radius, t)
            let inner = radius - width > 0 ? Figure.circle(center: center, radius: radius - width, count: count) : nil
            return outline(.circle(center: center, radius: radius, count: count), inner: inner, color)
        case .fillPolygon(let points, let color):
            guard color.alpha > 0, points.count >= 3 else { return nil }
            return outline(.polygon(points), color)
        case .triangles(let vertices, let indices, let texture):
            guard vertices.count >= 3 else { return nil }
            var extent = PixelExtent(t)
            extent.add(contentsOf: vertices.lazy.map(\.position))
            return extent.pixels().map { Shape(paint: .mesh(vertices, indices: indices, texture: texture), bounds: $0) }
        case .image(let name, let source, let destination, let tint):
            // A missing image's placeholder has diagonals whose ends reach half their width
            // past the destination's corners (whichever way its width and height run).
            let reach = images.image(named: name) == nil ? Self.placeholderLineWidth / 2 : 0
            var extent = PixelExtent(t)
            extent.add(minX: min(destination.minX, destination.maxX) - reach, minY: min(destination.minY, destination.maxY) - reach,
                       maxX: max(destination.minX, destination.maxX) + reach, maxY: max(destination.minY, destination.maxY) + reach)
            return extent.pixels().map { Shape(paint: .image(name, source: source, destination: destination, tint: tint), bounds: $0) }
        case .text(let string, let origin, let font, let color, let alignment, let direction):
            guard color.alpha > 0, font.size > 0, !string.isEmpty else { return nil }
            // The shaped line the HUD measured, which `drawText` draws.
            let size = measurer.measure(string, font: font, direction: direction)
            let start = alignment == .left ? origin.x : alignment == .center ? origin.x - size.width / 2 : origin.x - size.width
            let pad = font.size * 0.35 + 1
            var extent = PixelExtent(t)
            extent.add(Rect(x: start - pad, y: origin.y - pad, width: size.width + 2 * pad, height: size.height + 2 * pad))
            // And every glyph's ink box as drawn (marks stacked above the line reach past it).
            if let shaper = glyphs.shaper, let pixelSize = Self.glyphPixelSize(font, t) {
                forEachGlyph(of: string, origin: origin, font: font, alignment: alignment, direction: direction, pixelSize: pixelSize,
                             shaper: shaper) { _, _, box in extent.add(box) }
            }
            return extent.pixels(margin: 3).map { Shape(paint: .text(string, origin: origin, font: font, color, alignment: alignment, direction: direction), bounds: $0) }
        case .pushClip, .popClip, .pushTransform, .popTransform:
            return nil
        }
    }

    /// Draws one command under a transform, within the canvas's clip.
    func draw(_ command: DrawCommand, _ t: Transform2D) {
        if let shape = shape(of: command, t) { paint(shape.paint, t) }
    }

    /// Paints what `shape(of:_:)` worked out, within the canvas's clip.
    func paint(_ paint: Shape.Paint, _ t: Transform2D) {
        switch paint {
        case .pixels(let pixels, let color):
            canvas.fill(pixels, color)
        case .frame(let rect, let w, let color):
            fillRect(Rect(x: rect.minX, y: rect.minY, width: rect.width, height: w), color, t)
            fillRect(Rect(x: rect.minX, y: rect.maxY - w, width: rect.width, height: w), color, t)
            fillRect(Rect(x: rect.minX, y: rect.minY + w, width: w, height: rect.height - 2 * w), color, t)
            fillRect(Rect(x: rect.maxX - w, y: rect.minY + w, width: w, height: rect.height - 2 * w), color, t)
        case .outline(let figure, let inner, let color):
            fillContours(inner.map { [figure.points, $0.points.reversed()] } ?? [figure.points], color, t)
        case .mesh(let vertices, let indices, let texture):
            drawMesh(vertices, indices: indices, texture: texture, t)
        case .image(let name, let source, let destination, let tint):
            drawImage(name, source: source, destination: destination, tint: tint, t)
        case .text(let string, let origin, let font, let color, let alignment, let direction):
            drawText(string, origin: origin, font: font, color: color, alignment: alignment, direction: direction, t)
        }
    }
}
